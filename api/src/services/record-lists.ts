import { ARTICLE_CATEGORIES, articleListFilter } from '@agency/schema/articles';
import { Prisma, type Article, type Vacancy } from '../db.ts';
import { AppError, invalidInput } from '../errors.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission, type AccessTable, viewerCan } from './access.ts';
import type { ArticlesService } from './articles.ts';
import { parseInput } from './input.ts';
import type { Page } from './paging.ts';
import { STATE_FILTERS, type StateFilter } from './record-states.ts';
import { searchKey, searchText } from './search.ts';
import { SortedPages, type SortColumn, type SortDirection, type SortedTable } from './sorted-pages.ts';
import type { StaffLists } from './staff-lists.ts';
import type { VacanciesService } from './vacancies.ts';

/** The columns the admin article list sorts by (decision 047), each with its indexes. */
export const ARTICLE_SORTS = {
  TITLE: { column: 'title', kind: 'text' },
  CATEGORY: { column: 'category', kind: 'text' },
  STATE: { column: 'state', kind: 'text' },
  CREATED_AT: { column: 'createdAt', kind: 'date' },
  UPDATED_AT: { column: 'updatedAt', kind: 'date' },
} as const satisfies Record<string, SortColumn>;

/** The columns the admin vacancy list sorts by. */
export const VACANCY_SORTS = {
  NAME: { column: 'name', kind: 'text' },
  LOCATION: { column: 'city', kind: 'text' },
  EXPERIENCE: { column: 'experience', kind: 'text' },
  ENGLISH: { column: 'languageLvl', kind: 'text' },
  STATE: { column: 'state', kind: 'text' },
  CREATED_AT: { column: 'createdAt', kind: 'date' },
  UPDATED_AT: { column: 'updatedAt', kind: 'date' },
} as const satisfies Record<string, SortColumn>;

export const BULK_ACTIONS = ['PUBLISH', 'HIDE', 'DELETE'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** At most this many records in one bulk action (a page of the list at its largest). */
export const MAX_BULK = 200;

export type ListRequest = {
  sort?: string | null;
  direction?: string | null;
  states?: readonly string[] | null;
  search?: string | null;
  first?: number | null;
  after?: string | null;
  before?: string | null;
};
export type ArticleListRequest = ListRequest & { category?: string | null; authorId?: string | null };

export type ArticleWithAuthor = Article & { author?: { id: string; name: string } | null };
export type BulkFailure = { id: string; code: string; message: string };
export type BulkResult = { action: BulkAction; succeeded: string[]; failed: BulkFailure[] };

/**
 * The admin lists of articles and vacancies (decision 047): sorted by any column either way, by
 * cursor; filtered by state, category and author; searched in the title (name) and the text. Bulk
 * actions go record by record through the very service calls a row's buttons make, so each
 * record's rules, permission and audit entry are the single action's.
 */
export class RecordListsService {
  static readonly access = {
    articles: 'manageArticles',
    articleAuthors: 'manageArticles',
    bulkArticles: 'manageArticles',
    vacancies: 'manageVacancies',
    bulkVacancies: 'manageVacancies',
  } as const satisfies AccessTable<RecordListsService>;

  readonly #pages: SortedPages;

  constructor(
    private readonly d: Deps,
    private readonly lists: StaffLists,
    private readonly articleService: ArticlesService,
    private readonly vacancyService: VacanciesService,
  ) {
    this.#pages = new SortedPages(d.db, d.tokens);
  }

  async articles(viewer: Viewer | null, req: ArticleListRequest): Promise<Page<ArticleWithAuthor>> {
    requirePermission(viewer, RecordListsService.access.articles);
    const where: Prisma.Sql[] = [];
    if (req.category) {
      const { category } = parseInput(
        articleListFilter,
        { category: req.category },
        `Unknown category. Use one of: ${ARTICLE_CATEGORIES.join(', ')}.`,
      );
      where.push(Prisma.sql`"category" = ${category}`);
    }
    if (req.authorId != null) {
      if (typeof req.authorId !== 'string' || !req.authorId || req.authorId.length > 200)
        throw invalidInput('Unknown author.', { authorId: 'Choose an author from the list.' });
      where.push(Prisma.sql`"authorId" = ${req.authorId}`);
    }
    return this.#page('articles', 'Article', ARTICLE_SORTS, req, where, (ids) =>
      this.d.db.article.findMany({
        where: { id: { in: ids } },
        include: { author: { select: { id: true, name: true } } },
      }),
    );
  }

  async vacancies(viewer: Viewer | null, req: ListRequest): Promise<Page<Vacancy>> {
    requirePermission(viewer, RecordListsService.access.vacancies);
    return this.#page('vacancies', 'Vacancy', VACANCY_SORTS, req, [], (ids) =>
      this.d.db.vacancy.findMany({ where: { id: { in: ids } } }),
    );
  }

  /** The staff members who wrote at least one article: the author filter's choices. */
  async articleAuthors(viewer: Viewer | null): Promise<{ id: string; name: string }[]> {
    requirePermission(viewer, RecordListsService.access.articleAuthors);
    const groups = await this.d.db.article.groupBy({ by: ['authorId'], where: { authorId: { not: null } } });
    const ids = groups.flatMap((g) => (g.authorId ? [g.authorId] : []));
    return this.d.db.user.findMany({
      where: { id: { in: ids } },
      select: { id: true, name: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
  }

  /**
   * The author's name, for article staff only (visitors reading the blog get null: staff names are
   * not published): loaded with the admin list's rows, read for any other article.
   */
  async authorName(viewer: Viewer | null, article: ArticleWithAuthor): Promise<string | null> {
    if (!viewerCan(viewer, RecordListsService.access.articles)) return null;
    if (article.author !== undefined) return article.author?.name ?? null;
    if (!article.authorId) return null;
    const user = await this.d.db.user.findUnique({ where: { id: article.authorId }, select: { name: true } });
    return user?.name ?? null;
  }

  bulkArticles(actor: Actor, action: unknown, ids: unknown): Promise<BulkResult> {
    requirePermission(actor.viewer, RecordListsService.access.bulkArticles);
    const a = this.articleService;
    return bulk(this.d, action, ids, {
      PUBLISH: (id) => a.setVisibility(actor, id, true),
      HIDE: (id) => a.setVisibility(actor, id, false),
      DELETE: (id) => a.remove(actor, id),
    });
  }

  bulkVacancies(actor: Actor, action: unknown, ids: unknown): Promise<BulkResult> {
    requirePermission(actor.viewer, RecordListsService.access.bulkVacancies);
    const v = this.vacancyService;
    return bulk(this.d, action, ids, {
      PUBLISH: (id) => v.setVisibility(actor, id, true),
      HIDE: (id) => v.setVisibility(actor, id, false),
      DELETE: (id) => v.remove(actor, id),
    });
  }

  async #page<Row extends { id: string }>(
    list: string,
    table: SortedTable & ('Article' | 'Vacancy'),
    sorts: Record<string, SortColumn>,
    req: ListRequest,
    filters: Prisma.Sql[],
    load: (ids: string[]) => Promise<Row[]>,
  ): Promise<Page<Row>> {
    const sortName = req.sort ?? 'CREATED_AT';
    const sort = sorts[sortName];
    if (!sort)
      throw invalidInput(`Unknown sort. Use one of: ${Object.keys(sorts).join(', ')}.`, {
        sort: 'Unknown sort.',
      });
    const direction = (req.direction ?? 'DESC') as SortDirection;
    if (direction !== 'ASC' && direction !== 'DESC')
      throw invalidInput('Sort ASC or DESC.', { direction: 'Use ASC or DESC.' });
    const where = [...stateFilter(table, req.states), ...filters];
    const search = searchText(req.search);
    let countKey = JSON.stringify([req.states ?? [], filters.map((f) => [f.sql, f.values])]);
    if (search) {
      const columns = table === 'Article' ? (['title', 'content'] as const) : (['name', 'content'] as const);
      const condition = await this.lists.search(table, columns, search);
      if (condition === 'none')
        return {
          items: [],
          total: 0,
          totalExact: true,
          hasMore: false,
          hasPrevious: false,
          startCursor: null,
          endCursor: null,
        };
      where.push(condition.sql);
      countKey += `|${searchKey(search)}`;
    }
    const keys = await this.#pages.keys({ list, table, sort, direction, where, ...pick(req) });
    const rows = keys.ids.length ? await load(keys.ids) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    // A row deleted between the two statements is simply not shown.
    const items = keys.ids.flatMap((id) => byId.get(id) ?? []);
    const total = await this.lists.counts.get(table, `sorted|${countKey}`, () =>
      this.#pages.count(table, where),
    );
    return { ...keys, items, total, totalExact: true };
  }
}

const pick = (req: ListRequest) => ({ first: req.first, after: req.after, before: req.before });

/**
 * One state is an equality the (state, column, id) indexes serve; several, a list of them.
 * SCHEDULED is a pending publication (decision 046), found by the schedule's unique
 * (record, action) index.
 */
function stateFilter(
  table: 'Article' | 'Vacancy',
  states: readonly string[] | null | undefined,
): Prisma.Sql[] {
  if (!states?.length) return [];
  const unknown = states.find((s) => !STATE_FILTERS.includes(s as StateFilter));
  if (unknown !== undefined)
    throw invalidInput(`Unknown state. Use: ${STATE_FILTERS.join(', ')}.`, { states: 'Unknown state.' });
  const stored = [...new Set(states.filter((s) => s !== 'SCHEDULED' && s !== 'IN_REVIEW'))];
  const either: Prisma.Sql[] = [];
  if (stored.length === 1) either.push(Prisma.sql`"state" = ${stored[0]}`);
  else if (stored.length) either.push(Prisma.sql`"state" IN (${Prisma.join(stored)})`);
  if (states.includes('SCHEDULED')) {
    const key = Prisma.raw(table === 'Article' ? '"articleId"' : '"vacancyId"');
    either.push(
      Prisma.sql`"id" IN (SELECT ${key} FROM "ContentSchedule" WHERE "action" = 'PUBLISH' AND ${key} IS NOT NULL)`,
    );
  }
  if (states.includes('IN_REVIEW')) {
    // Submitted for review (decision 049) and not approved since: read through ReviewEvent's
    // (record, createdAt) index. An approval that a later edit made stale still ends the review
    // here; the editor's panel tells that case apart by the content's hash.
    const key = Prisma.raw(table === 'Article' ? '"articleId"' : '"vacancyId"');
    either.push(
      Prisma.sql`"id" IN (SELECT s.${key} FROM "ReviewEvent" s WHERE s."type" = 'SUBMITTED' AND s.${key} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "ReviewEvent" a WHERE a.${key} = s.${key} AND a."type" = 'APPROVAL' AND a."createdAt" >= s."createdAt"))`,
    );
  }
  return either.length === 1 ? either : [Prisma.sql`(${Prisma.join(either, ' OR ')})`];
}

/**
 * Runs `action` on each id in turn through the single action's own service call. A record that
 * fails (gone, refused for this record, invalid, or an unexpected fault, which is logged) is
 * reported with the reason and the rest go on, so the caller always learns which records changed.
 */
async function bulk(
  d: Pick<Deps, 'log'>,
  action: unknown,
  ids: unknown,
  run: Record<BulkAction, (id: string) => Promise<unknown>>,
): Promise<BulkResult> {
  if (typeof action !== 'string' || !BULK_ACTIONS.includes(action as BulkAction))
    throw invalidInput(`Unknown action. Use one of: ${BULK_ACTIONS.join(', ')}.`, {
      action: 'Unknown action.',
    });
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > MAX_BULK ||
    ids.some((id) => typeof id !== 'string' || !id || id.length > 200)
  )
    throw invalidInput(`Choose from 1 to ${MAX_BULK} records.`, {
      ids: `Choose from 1 to ${MAX_BULK} records.`,
    });
  const result: BulkResult = { action: action as BulkAction, succeeded: [], failed: [] };
  for (const id of new Set(ids as string[])) {
    try {
      await run[action as BulkAction](id);
      result.succeeded.push(id);
    } catch (err) {
      if (err instanceof AppError) result.failed.push({ id, code: err.code, message: err.message });
      else {
        d.log.error({ err, id, action }, 'bulk action failed on a record');
        result.failed.push({
          id,
          code: 'INTERNAL',
          message: 'Something went wrong with this one; try again.',
        });
      }
    }
  }
  return result;
}
