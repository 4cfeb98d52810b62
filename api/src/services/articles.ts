import { enqueueArticleChange } from './webhook-events.ts';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_MESSAGES,
  articleCreate,
  articleListFilter,
  articleUpdate,
  coverAltMissing,
  type ArticleCategory,
} from '@agency/schema/articles';
import { slugify } from '@agency/schema/slug';
import * as z from 'zod/mini';
import { Prisma, type Article } from '../db.ts';
import { recordRead } from '../caching/read-tags.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission, type AccessTable, viewerCan } from './access.ts';
import { audited } from './audit.ts';
import { ArticleCards } from './article-cards.ts';
import { articleChanges, articleTarget } from './content-audit.ts';
import { AppError, invalidInput, notFound } from '../errors.ts';
import { parseInput, recordId } from './input.ts';
import type { PageArgs } from './keyset.ts';
import type { Page } from './paging.ts';
import { stateAfter } from './record-states.ts';
import { searchKey, searchText } from './search.ts';
import { PublishGate, withChanges } from './publish-gate.ts';
import type { ListQuery, StaffLists } from './staff-lists.ts';
import type { MediaService } from './media.ts';
import type { RevisionStore } from './revision-store.ts';

const visibilityChange = z.pick(articleUpdate, { visibility: true });

/** What a path /blog/{slug} that is no article's current address is (decision 044). */
export type ArticleAddressState = { state: 'MOVED'; slug: string } | { state: 'GONE' };

export type ArticleListOptions = PageArgs & {
  category?: string | null;
  /**
   * true: drafts too, for article staff only (anyone else is refused); false or left out: visible
   * articles; 'ifAllowed': drafts too when the viewer may see them (the REST list's contract).
   */
  includeDrafts?: boolean | 'ifAllowed' | null;
  search?: string | null;
};

/**
 * Blog articles. Visitors see visible articles only; staff who manage articles see drafts too.
 * Content is sanitised once, on write (@agency/schema/rich-text); pages show the stored HTML. Slugs are unique and derived
 * from the title unless given. The field rules and messages are @agency/schema/articles.
 */
export class ArticlesService {
  /** Who may call what (decision 043): checked here on every call, GraphQL's scopes derive from it. */
  static readonly access = {
    list: 'manageArticles',
    count: 'manageArticles',
    create: 'manageArticles',
    update: 'manageArticles',
    setVisibility: 'manageArticles',
    remove: 'manageArticles',
  } as const satisfies AccessTable<ArticlesService>;

  readonly #cards: ArticleCards;
  /** Approvals before publishing, when the owner requires them (decision 049). */
  readonly #gate: PublishGate;

  constructor(
    private readonly d: Deps,
    private readonly lists: StaffLists,
    /** Records which pictures each article uses (the media library, decision 048). */
    private readonly media?: MediaService,
    /** Keeps a revision of every write (decision 045). */
    private readonly history?: RevisionStore,
  ) {
    this.#cards = new ArticleCards(d);
    this.#gate = new PublishGate(d.db);
  }

  /** Draws the cards that visible articles lack (seeded ones, or ones from before cards existed). */
  drawMissingCards(): Promise<number> {
    return this.#cards.drawMissing();
  }

  /** The 1200 x 630 PNG a shared link to the article shows; null until one is drawn. */
  socialImageUrl(article: Pick<Article, 'socialCardId'>): string | null {
    return article.socialCardId ? `${this.d.config.siteUrl}/api/images/${article.socialCardId}` : null;
  }

  async list(viewer: Viewer | null, opts: ArticleListOptions = {}): Promise<Page<Article>> {
    const drafts =
      opts.includeDrafts === 'ifAllowed'
        ? viewerCan(viewer, 'manageArticles')
        : !!opts.includeDrafts && !!requirePermission(viewer, ArticlesService.access.list);
    const category = opts.category ? this.#category(opts.category) : undefined;
    const search = searchText(opts.search);
    // Each filter, then newest first, is one index range (decision 037): the blog's visible
    // articles by category, the staff list's every article by category.
    const filter = {
      branches: [],
      where: [
        ...(drafts ? [] : [Prisma.sql`"visibility" = ${true}`]),
        ...(category ? [Prisma.sql`"category" = ${category}`] : []),
      ],
    };
    const load = async (): Promise<Page<Article>> => {
      const query: ListQuery<Article> = {
        list: 'articles',
        table: 'Article',
        filter,
        key: JSON.stringify([drafts, category ?? null]),
        load: (ids) => this.d.db.article.findMany({ where: { id: { in: ids } } }),
      };
      const searched = search && (await this.lists.searched('Article', ['title'], search, filter));
      return this.lists.page(
        searched ? { ...query, search: { ...searched, key: searchKey(search) } } : query,
        opts,
      );
    };
    const key = {
      drafts,
      category,
      search: search && searchKey(search),
      first: opts.first,
      offset: opts.offset,
      after: opts.after,
      before: opts.before,
    };
    return drafts ? load() : this.d.publicCache.get('articles', key, load);
  }

  /**
   * A former address: MOVED with the article's current slug while the article is visible, GONE
   * once it was deleted while published; null otherwise (a hidden article's former address is a
   * 404, as the hidden article is). Public: it says nothing a visitor could not learn from the blog.
   */
  async address(slug: unknown): Promise<ArticleAddressState | null> {
    const key = typeof slug === 'string' ? slug : '';
    if (!key) throw invalidInput('Give a slug.', { slug: 'Give a slug.' });
    recordRead(`article:${key}`);
    const row = await this.d.db.articleAddress.findUnique({
      where: { slug: key },
      select: { articleId: true, article: { select: { slug: true, visibility: true } } },
    });
    if (!row) return null;
    // A kept answer follows the article through its next change of slug or visibility.
    if (row.articleId) recordRead(`article:${row.articleId}`);
    if (!row.article) return row.articleId ? null : { state: 'GONE' };
    return row.article.visibility ? { state: 'MOVED', slug: row.article.slug } : null;
  }

  /** How many articles there are, drafts included (the dashboard; article staff only). */
  async count(viewer: Viewer | null): Promise<number> {
    requirePermission(viewer, ArticlesService.access.count);
    return this.d.db.article.count();
  }

  /** One article by id or slug; drafts only for staff who manage articles. Null when not found. */
  async get(
    viewer: Viewer | null,
    key: { id?: string | null; slug?: string | null },
  ): Promise<Article | null> {
    if (!key.id && !key.slug) throw invalidInput('Give an article id or slug.');
    recordRead(key.id ? `article:${key.id}` : `article:${String(key.slug)}`);
    const article = await this.d.db.article.findUnique({
      where: key.id ? { id: key.id } : { slug: String(key.slug) },
    });
    if (!article) return null;
    if (!article.visibility && !viewerCan(viewer, 'manageArticles')) return null;
    return article;
  }

  /**
   * The five categories with how many visible articles each has; with includeInactive, article
   * staff get the counts of all articles. Anyone else gets the visible counts either way, so the
   * number of drafts stays with the staff (decisions.md, departure 4).
   */
  categories(
    viewer: Viewer | null,
    includeDrafts = false,
  ): Promise<{ name: ArticleCategory; quantity: number }[]> {
    const includeInactive = includeDrafts && viewerCan(viewer, 'manageArticles');
    return this.d.publicCache.get('articles', { categories: includeInactive }, async () => {
      const groups = await this.d.db.article.groupBy({
        by: ['category'],
        where: includeInactive ? {} : { visibility: true },
        _count: { _all: true },
      });
      const counts = new Map(groups.map((g) => [g.category, g._count._all]));
      return ARTICLE_CATEGORIES.map((name) => ({ name, quantity: counts.get(name) ?? 0 }));
    });
  }

  /** `input` as the caller sent it: checked against @agency/schema/articles once the role is. */
  async create(actor: Actor, input: unknown): Promise<Article> {
    const v = requirePermission(actor.viewer, ArticlesService.access.create);
    const { slug, coverUrl, visibility, ...data } = parseInput(articleCreate, input);
    checkCoverAlt({ coverUrl, coverAlt: data.coverAlt });
    const uniqueSlug = await this.#uniqueSlug(slug ?? slugify(data.title), undefined, slug !== undefined);
    await this.#gate.assertMayPublish(v, 'ARTICLE', {
      ...data,
      id: null,
      slug: uniqueSlug,
      coverUrl,
      visibility: visibility ?? false,
    });
    const article = await audited(
      this.d.db,
      async (tx) => {
        // A former address taken as a new article's own belongs to the new article from now on.
        await tx.articleAddress.deleteMany({ where: { slug: uniqueSlug } });
        const created = await tx.article.create({
          data: {
            ...data,
            coverUrl: coverUrl ?? null,
            visibility: visibility ?? false,
            state: visibility ? 'PUBLISHED' : 'DRAFT',
            slug: uniqueSlug,
            authorId: v.id,
          },
        });
        await enqueueArticleChange(tx, null, created);
        return created;
      },
      (a) => ({
        action: 'ARTICLE_CREATED',
        by: actor,
        target: articleTarget(a),
        summary: `Created the article “${a.title}”${a.visibility ? ', published' : ' as a draft'}`,
        details: { category: a.category, visible: a.visibility },
      }),
    );
    await this.#claimCover(article.coverUrl);
    await this.#claimCover(article.shareImageUrl);
    const withCard = await this.#cards.refresh(null, article);
    await this.media?.track(withCard);
    this.#changed(withCard);
    this.d.log.info({ by: v.id, articleId: article.id }, 'article created');
    return withCard;
  }

  /** `revision`: the draft this write publishes (DraftsService); left out, a direct write (kind EDIT). */
  async update(
    actor: Actor,
    id: unknown,
    input: unknown,
    revision?: { kind: 'PUBLISH'; draft: number },
  ): Promise<Article> {
    const v = requirePermission(actor.viewer, ArticlesService.access.update);
    const key = recordId(id);
    const changes = parseInput(articleUpdate, input);
    const existing = await this.d.db.article.findUnique({ where: { id: key } });
    if (!existing) throw notFound('Article');
    const data: Prisma.ArticleUpdateInput = {
      title: changes.title ?? undefined,
      description: changes.description ?? undefined,
      content: changes.content ?? undefined,
      category: changes.category ?? undefined,
      visibility: changes.visibility ?? undefined,
      state: stateAfter(existing.state, changes.visibility),
      // A null cover removes it; left out, it stays. The same for the texts and the social image.
      coverUrl: changes.coverUrl,
      coverAlt: changes.coverAlt,
      metaTitle: changes.metaTitle,
      metaDescription: changes.metaDescription,
      shareImageUrl: changes.shareImageUrl,
    };
    // Checked when the write touches the cover or its text: an edit of other fields leaves an
    // article stored before alt texts were required as it is (decision 044).
    if (changes.coverUrl !== undefined || changes.coverAlt !== undefined)
      checkCoverAlt({
        coverUrl: changes.coverUrl === undefined ? existing.coverUrl : changes.coverUrl,
        coverAlt: changes.coverAlt === undefined ? existing.coverAlt : changes.coverAlt,
      });
    const newSlug =
      changes.slug && changes.slug !== existing.slug
        ? await this.#uniqueSlug(changes.slug, existing.id, true)
        : undefined;
    if (newSlug) data.slug = newSlug;
    await this.#gate.assertMayPublish(v, 'ARTICLE', withChanges(existing, data), existing);
    const updated = await audited(
      this.d.db,
      async (tx) => {
        if (newSlug) {
          await tx.articleAddress.deleteMany({ where: { slug: newSlug } });
          // A published address keeps working (decision 044): the old slug points at the article,
          // never at the next slug, so a later change needs no chain. A draft's slug was nobody's
          // address yet.
          if (existing.visibility)
            await tx.articleAddress.upsert({
              where: { slug: existing.slug },
              create: { slug: existing.slug, articleId: existing.id },
              update: { articleId: existing.id },
            });
        }
        const after = await tx.article.update({ where: { id: existing.id }, data });
        await enqueueArticleChange(tx, existing, after);
        return after;
      },
      (after) => articleChanges(actor, existing, after),
    );
    await this.#claimCover(updated.coverUrl);
    await this.#claimCover(updated.shareImageUrl);
    const article = await this.#cards.refresh(existing, updated);
    if (existing.coverUrl !== article.coverUrl) await this.#releaseCover(existing.coverUrl);
    if (existing.shareImageUrl !== article.shareImageUrl) await this.#releaseCover(existing.shareImageUrl);
    await this.media?.track(article);
    this.#changed(existing, article);
    await this.history?.recordLive(
      actor,
      'ARTICLE',
      existing,
      article,
      revision?.kind ?? 'EDIT',
      revision?.draft,
    );
    this.d.log.info({ by: v.id, articleId: key }, 'article updated');
    return article;
  }

  /** Sets visibility, or flips it when `visibility` is not given (the REST shim's toggle). */
  async setVisibility(actor: Actor, id: unknown, visibilityInput?: unknown): Promise<Article> {
    const v = requirePermission(actor.viewer, ArticlesService.access.setVisibility);
    const { visibility } = parseInput(visibilityChange, { visibility: visibilityInput });
    const existing = await this.d.db.article.findUnique({ where: { id: recordId(id) } });
    if (!existing) throw notFound('Article');
    const after = { ...existing, visibility: visibility ?? !existing.visibility };
    await this.#gate.assertMayPublish(v, 'ARTICLE', after, existing);
    const article = await this.#cards.refresh(
      existing,
      await audited(
        this.d.db,
        async (tx) => {
          const after = await tx.article.update({
            where: { id: existing.id },
            data: {
              visibility: visibility ?? !existing.visibility,
              state: stateAfter(existing.state, visibility ?? !existing.visibility),
            },
          });
          await enqueueArticleChange(tx, existing, after);
          return after;
        },
        (updated) => articleChanges(actor, existing, updated),
      ),
    );
    this.#changed(article);
    this.d.log.info(
      { by: v.id, articleId: article.id, visibility: article.visibility },
      'article visibility',
    );
    return article;
  }

  async remove(actor: Actor, id: string): Promise<string> {
    const v = requirePermission(actor.viewer, ArticlesService.access.remove);
    const existing = await this.d.db.article.findUnique({ where: { id: String(id ?? '') } });
    if (!existing) throw notFound('Article');
    const pictures = await this.d.db.articleImage.findMany({ where: { articleId: existing.id } });
    const deleted = await audited(
      this.d.db,
      async (tx) => {
        // A published page that goes answers 410 Gone at its address and its former ones (their
        // rows lose the article); a draft's address was never public and stays a 404.
        if (existing.visibility)
          await tx.articleAddress.upsert({
            where: { slug: existing.slug },
            create: { slug: existing.slug, articleId: null },
            update: { articleId: null },
          });
        else await tx.articleAddress.deleteMany({ where: { articleId: existing.id } });
        const gone = await tx.article.deleteMany({ where: { id: existing.id } });
        if (gone.count) await enqueueArticleChange(tx, existing, null);
        return gone;
      },
      ({ count }) =>
        count === 0
          ? null
          : {
              action: 'ARTICLE_DELETED',
              by: actor,
              target: articleTarget(existing),
              summary: `Deleted the article “${existing.title}”`,
            },
    );
    if (deleted.count === 0) throw notFound('Article');
    await this.#releaseCover(existing.coverUrl);
    await this.#releaseCover(existing.shareImageUrl);
    await this.#cards.remove(existing.socialCardId);
    await this.media?.released(pictures.map((p) => p.uploadId));
    this.#changed(existing);
    this.d.log.info({ by: v.id, articleId: id }, 'article deleted');
    return id;
  }

  /** Lists and counts show every article; its own page is found by id and by slug (old and new). */
  #changed(...versions: Article[]): void {
    this.d.changes.publish([
      'articles',
      ...versions.flatMap((a) => [`article:${a.id}`, `article:${a.slug}`]),
    ]);
  }

  #category(value: string): ArticleCategory {
    const filter = parseInput(
      articleListFilter,
      { category: value },
      `Unknown category. Use one of: ${ARTICLE_CATEGORIES.join(', ')}.`,
    );
    return filter.category!;
  }

  /** `base` is a slug already (slugify's output); '' when a title had no letter or digit. */
  async #uniqueSlug(base: string, exceptId: string | undefined, explicit: boolean): Promise<string> {
    if (!base) throw invalidInput(ARTICLE_MESSAGES.slug, { slug: ARTICLE_MESSAGES.slug });
    const taken = async (slug: string) => {
      const hit = await this.d.db.article.findUnique({ where: { slug }, select: { id: true } });
      return !!hit && hit.id !== exceptId;
    };
    if (!(await taken(base))) return base;
    if (explicit)
      throw new AppError('CONFLICT', ARTICLE_MESSAGES.slugTaken, {
        fields: { slug: ARTICLE_MESSAGES.slugTaken },
      });
    for (let n = 2; n < 1000; n++) if (!(await taken(`${base}-${n}`))) return `${base}-${n}`;
    throw new AppError('CONFLICT', 'Could not find a free slug; please set one.');
  }

  async #claimCover(url: string | null): Promise<void> {
    const id = coverId(url);
    if (id)
      await this.d.db.upload.updateMany({
        where: { id, kind: 'COVER', claimedAt: null },
        data: { claimedAt: new Date() },
      });
  }

  /**
   * A cover no article shows any more is deleted with its file, so its public URL answers 404: a
   * removed article must not stay reachable through its picture. A cover another article still
   * uses stays. (Covers never claimed by an article go with the 24-hour sweep of uploads.)
   */
  async #releaseCover(url: string | null): Promise<void> {
    const id = coverId(url);
    if (!id) return;
    const suffix = `/api/images/${id}`;
    const users = await this.d.db.article.count({
      where: {
        OR: [
          { coverUrl: { endsWith: suffix } },
          { shareImageUrl: { endsWith: suffix } },
          // A cover may be shown in an article's text too (decision 048).
          { content: { contains: `src="${suffix}"` } },
        ],
      },
    });
    if (users > 0) return;
    const { count } = await this.d.db.upload.deleteMany({ where: { id, kind: 'COVER' } });
    if (count === 0) return;
    await this.d.files.remove(id);
    this.d.log.info({ uploadId: id }, 'unused cover removed');
  }
}

/** A cover without its alt text is refused, naming the field (decision 044). */
function checkCoverAlt(article: { coverUrl?: string | null; coverAlt?: string | null }): void {
  if (coverAltMissing(article))
    throw invalidInput(ARTICLE_MESSAGES.coverAlt, { coverAlt: ARTICLE_MESSAGES.coverAlt });
}

function coverId(url: string | null | undefined): string | undefined {
  return url?.match(/\/api\/images\/([A-Za-z0-9_-]+)$/)?.[1];
}
