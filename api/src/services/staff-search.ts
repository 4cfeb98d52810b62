import type { Permission } from '@agency/schema/roles';
import { Prisma, type Db } from '../db.ts';
import type { Deps, Viewer } from './deps.ts';
import { requireViewer, viewerCan } from './access.ts';
import { leadTable, topicOf } from './lead-tables.ts';
import { searchText, type SearchText } from './search.ts';
import type { StaffLists } from './staff-lists.ts';

/** What one search can find, and who may see each (the role table). */
export const SEARCH_AREAS = {
  contact: 'readContactRequests',
  application: 'readJobApplications',
  article: 'manageArticles',
  vacancy: 'manageVacancies',
  user: 'manageUsers',
} as const satisfies Record<string, Permission>;
export type SearchArea = keyof typeof SEARCH_AREAS;

/** Results per area: a jump list, not a list screen. */
export const HITS_PER_AREA = 5;

/** Up to this many matching rows are read and sorted; beyond it, the newest-first index is walked. */
const RARE_MATCHES = 2000;

export type SearchHit = { area: SearchArea; id: string; title: string; detail: string; href: string };

/**
 * The admin area's one search (Ctrl/Cmd-K, decision 059): leads, articles, vacancies and users at
 * once, each area only for roles that may open it, checked here so no door can skip it. Text is
 * matched by the staff lists' indexed search (FTS5 trigrams on SQLite, pg_trgm on PostgreSQL;
 * decision 037), newest first, a few per area, so it stays fast at 100,000 leads. Users are a
 * small table, matched by their name or address.
 */
export class StaffSearchService {
  constructor(
    private readonly d: Pick<Deps, 'db'>,
    private readonly lists: StaffLists,
  ) {}

  async search(viewer: Viewer | null, raw: unknown): Promise<SearchHit[]> {
    const v = requireViewer(viewer);
    const search = searchText(typeof raw === 'string' ? raw : '');
    if (!search) return [];
    const mine = (area: SearchArea) => viewerCan(v, SEARCH_AREAS[area]);
    const found = await Promise.all([
      mine('contact') ? this.#leads('contact', search) : [],
      mine('application') ? this.#leads('application', search) : [],
      mine('article') ? this.#articles(search) : [],
      mine('vacancy') ? this.#vacancies(search) : [],
      mine('user') ? this.#users(search) : [],
    ]);
    return found.flat();
  }

  async #ids(table: 'ContactRequest' | 'JobApplication' | 'Article' | 'Vacancy', search: SearchText) {
    const columns = (
      table === 'Article' ? ['title'] : table === 'Vacancy' ? ['name'] : ['name', 'email']
    ) as never[];
    const condition = await this.lists.search(table, columns, search);
    if (condition === 'none') return [];
    const extra =
      table === 'ContactRequest' || table === 'JobApplication'
        ? Prisma.sql`AND "status" <> 'SPAM'`
        : Prisma.empty;
    // A few matches (SQLite knows how many): read them and sort, rather than walk the createdAt
    // index until five turn up (the unary + keeps SQLite off that index). Many: walk the index.
    const order =
      condition.matches !== null && condition.matches <= RARE_MATCHES
        ? Prisma.raw('+"createdAt" DESC, "id" DESC')
        : Prisma.raw('"createdAt" DESC, "id" DESC');
    const rows = await this.d.db.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM ${Prisma.raw(`"${table}"`)} WHERE ${condition.sql} ${extra}
      ORDER BY ${order} LIMIT ${HITS_PER_AREA}`;
    return rows.map((r) => r.id);
  }

  async #leads(kind: 'contact' | 'application', search: SearchText): Promise<SearchHit[]> {
    const ids = await this.#ids(kind === 'contact' ? 'ContactRequest' : 'JobApplication', search);
    if (!ids.length) return [];
    const rows: { id: string; name: string; email: string; topic: string }[] = (
      await leadTable(this.d.db, kind).byIds(ids)
    ).map((r) => ({ id: r.id, name: r.name, email: r.email, topic: topicOf(r) }));
    return inOrder(ids, rows).map((r) => ({
      area: kind,
      id: r.id,
      title: r.name,
      detail: `${r.email} · ${r.topic}`,
      href: `/admin-panel/inbox/lead/${kind}/${r.id}`,
    }));
  }

  async #articles(search: SearchText): Promise<SearchHit[]> {
    const ids = await this.#ids('Article', search);
    const rows = ids.length
      ? await this.d.db.article.findMany({
          where: { id: { in: ids } },
          select: { id: true, title: true, slug: true, visibility: true },
        })
      : [];
    return inOrder(ids, rows).map((r) => ({
      area: 'article',
      id: r.id,
      title: r.title,
      detail: r.visibility ? 'Article · published' : 'Article · hidden',
      href: `/admin-panel/article/${encodeURIComponent(r.slug)}/edit`,
    }));
  }

  async #vacancies(search: SearchText): Promise<SearchHit[]> {
    const ids = await this.#ids('Vacancy', search);
    const rows = ids.length
      ? await this.d.db.vacancy.findMany({
          where: { id: { in: ids } },
          select: { id: true, name: true, visibility: true },
        })
      : [];
    return inOrder(ids, rows).map((r) => ({
      area: 'vacancy',
      id: r.id,
      title: r.name,
      detail: r.visibility ? 'Vacancy · listed' : 'Vacancy · hidden',
      href: `/admin-panel/vacancy/${r.id}/edit`,
    }));
  }

  async #users(search: SearchText): Promise<SearchHit[]> {
    const rows = await usersMatching(this.d.db, search);
    return rows.map((r) => ({
      area: 'user',
      id: r.id,
      title: r.name,
      detail: r.email,
      href: `/admin-panel/users?search=${encodeURIComponent(r.email)}`,
    }));
  }
}

/** Staff accounts are a few dozen rows: a case-blind LIKE on both databases is enough. */
function usersMatching(db: Db, search: SearchText) {
  const escaped = search.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = search.anywhere ? `%${escaped}%` : `${escaped}%`;
  return db.$queryRaw<{ id: string; name: string; email: string }[]>`
    SELECT "id", "name", "email" FROM "User"
    WHERE lower("name") LIKE ${pattern} ESCAPE '\\' OR lower("email") LIKE ${pattern} ESCAPE '\\'
    ORDER BY "name" ASC, "id" ASC LIMIT ${HITS_PER_AREA}`;
}

const inOrder = <T extends { id: string }>(ids: string[], rows: T[]) =>
  ids.flatMap((id) => rows.filter((r) => r.id === id));
