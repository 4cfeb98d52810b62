import { sanitizeRichText } from '@agency/schema/rich-text';
import { slugify } from '@agency/schema/slug';
import { can } from '@agency/schema/roles';
import type { Article } from '../generated/prisma-sqlite/client.ts';
import { recordRead } from '../caching/read-tags.ts';
import type { Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { AppError, invalidInput, notFound } from './errors.ts';
import { clampPage, type Page } from './paging.ts';
import { containsText } from './search.ts';

export const ARTICLE_CATEGORIES = ['TRENDS', 'DEVELOPMENT', 'WEB TECHNOLOGIES', 'DESIGN', 'MOBILE'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export type ArticleInput = {
  title: string;
  slug?: string | null;
  description: string;
  content: string;
  category: string;
  coverUrl?: string | null;
  visibility?: boolean | null;
};

export type ArticleListOptions = {
  category?: string | null;
  includeDrafts?: boolean | null;
  search?: string | null;
  first?: number | null;
  offset?: number | null;
};

/**
 * Blog articles. Visitors see visible articles only; staff who manage articles see drafts too.
 * Content is sanitised once, on write (@agency/schema/rich-text); pages show the stored HTML. Slugs are unique and derived
 * from the title unless given.
 */
export class ArticlesService {
  constructor(private readonly d: Deps) {}

  async list(viewer: Viewer | null, opts: ArticleListOptions = {}): Promise<Page<Article>> {
    if (opts.includeDrafts) requirePermission(viewer, 'manageArticles');
    const { take, skip } = clampPage(opts.first, opts.offset);
    const where = {
      ...(opts.includeDrafts ? {} : { visibility: true }),
      ...(opts.category ? { category: this.#category(opts.category) } : {}),
      ...(opts.search?.trim() ? { title: containsText(this.d.config, opts.search.trim()) } : {}),
    };
    const load = async () => {
      const [items, total] = await Promise.all([
        this.d.db.article.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take, skip }),
        this.d.db.article.count({ where }),
      ]);
      return { items, total, hasMore: skip + items.length < total };
    };
    return opts.includeDrafts ? load() : this.d.publicCache.get('articles', { where, take, skip }, load);
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
    if (!article.visibility && !can(viewer?.roles, 'manageArticles')) return null;
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
    const includeInactive = includeDrafts && can(viewer?.roles, 'manageArticles');
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

  async create(viewer: Viewer | null, input: ArticleInput): Promise<Article> {
    const v = requirePermission(viewer, 'manageArticles');
    const data = this.#validate(input, true);
    const slug = await this.#uniqueSlug(input.slug?.trim() || data.title!, undefined, !!input.slug?.trim());
    const article = await this.d.db.article.create({
      data: {
        title: data.title!,
        description: data.description!,
        content: data.content!,
        category: data.category!,
        coverUrl: data.coverUrl ?? null,
        visibility: input.visibility ?? false,
        slug,
        authorId: v.id,
      },
    });
    await this.#claimCover(article.coverUrl);
    this.#changed(article);
    this.d.log.info({ by: v.id, articleId: article.id }, 'article created');
    return article;
  }

  async update(viewer: Viewer | null, id: string, input: Partial<ArticleInput>): Promise<Article> {
    const v = requirePermission(viewer, 'manageArticles');
    const existing = await this.d.db.article.findUnique({ where: { id: String(id ?? '') } });
    if (!existing) throw notFound('Article');
    const data: Record<string, unknown> = this.#validate(input, false);
    if (input.slug != null && input.slug.trim() && input.slug.trim() !== existing.slug) {
      data.slug = await this.#uniqueSlug(input.slug.trim(), existing.id, true);
    }
    if (input.visibility != null) data.visibility = input.visibility;
    const article = await this.d.db.article.update({ where: { id: existing.id }, data });
    await this.#claimCover(article.coverUrl);
    if (existing.coverUrl !== article.coverUrl) await this.#releaseCover(existing.coverUrl);
    this.#changed(existing, article);
    this.d.log.info({ by: v.id, articleId: id }, 'article updated');
    return article;
  }

  /** Sets visibility, or flips it when `visibility` is not given (the REST shim's toggle). */
  async setVisibility(viewer: Viewer | null, id: string, visibility?: boolean | null): Promise<Article> {
    const v = requirePermission(viewer, 'manageArticles');
    const existing = await this.d.db.article.findUnique({ where: { id: String(id ?? '') } });
    if (!existing) throw notFound('Article');
    const article = await this.d.db.article.update({
      where: { id: existing.id },
      data: { visibility: visibility ?? !existing.visibility },
    });
    this.#changed(article);
    this.d.log.info({ by: v.id, articleId: id, visibility: article.visibility }, 'article visibility');
    return article;
  }

  async remove(viewer: Viewer | null, id: string): Promise<string> {
    const v = requirePermission(viewer, 'manageArticles');
    const existing = await this.d.db.article.findUnique({ where: { id: String(id ?? '') } });
    const deleted = await this.d.db.article.deleteMany({ where: { id: String(id ?? '') } });
    if (!existing || deleted.count === 0) throw notFound('Article');
    await this.#releaseCover(existing.coverUrl);
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
    const normalised = value.trim().toUpperCase().replace(/_/g, ' ');
    const match = ARTICLE_CATEGORIES.find((c) => c === normalised);
    if (!match) {
      throw invalidInput(`Unknown category. Use one of: ${ARTICLE_CATEGORIES.join(', ')}.`, {
        category: 'Choose a category.',
      });
    }
    return match;
  }

  #validate(input: Partial<ArticleInput>, creating: boolean) {
    const out: Partial<Record<'title' | 'description' | 'content' | 'category' | 'coverUrl', string | null>> =
      {};
    const fields: Record<string, string> = {};
    const text = (key: 'title' | 'description', max: number, message: string) => {
      const value = input[key];
      if (value == null && !creating) return;
      const trimmed = String(value ?? '').trim();
      if (!trimmed || trimmed.length > max) fields[key] = message;
      else out[key] = trimmed;
    };
    text('title', 200, 'Please enter a title (up to 200 characters).');
    text('description', 500, 'Please enter a short description (up to 500 characters).');
    if (input.content != null || creating) {
      const content = sanitizeRichText(String(input.content ?? ''));
      if (!content.replace(/<[^>]*>/g, '').trim()) fields.content = 'Please write the article text.';
      else out.content = content;
    }
    if (input.category != null || creating) {
      try {
        out.category = this.#category(String(input.category ?? ''));
      } catch (err) {
        fields.category = (err as AppError).fields?.category ?? 'Choose a category.';
      }
    }
    if (input.coverUrl !== undefined) {
      const url = input.coverUrl?.trim() || null;
      if (url && !/^(https?:\/\/[^\s]+)?\/api\/images\/[A-Za-z0-9_-]+$/.test(url)) {
        fields.coverUrl = 'Upload the cover image through the cover upload.';
      } else out.coverUrl = url;
    }
    if (Object.keys(fields).length) throw invalidInput(Object.values(fields)[0]!, fields);
    return out;
  }

  async #uniqueSlug(source: string, exceptId: string | undefined, explicit: boolean): Promise<string> {
    const base = slugify(source);
    if (!base)
      throw invalidInput('The slug needs at least one letter or digit.', {
        slug: 'The slug needs at least one letter or digit.',
      });
    const taken = async (slug: string) => {
      const hit = await this.d.db.article.findUnique({ where: { slug }, select: { id: true } });
      return !!hit && hit.id !== exceptId;
    };
    if (!(await taken(base))) return base;
    if (explicit)
      throw new AppError('CONFLICT', 'Another article already uses this slug.', {
        fields: { slug: 'Another article already uses this slug.' },
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
    const users = await this.d.db.article.count({ where: { coverUrl: { endsWith: `/api/images/${id}` } } });
    if (users > 0) return;
    const { count } = await this.d.db.upload.deleteMany({ where: { id, kind: 'COVER' } });
    if (count === 0) return;
    await this.d.files.remove(id);
    this.d.log.info({ uploadId: id }, 'unused cover removed');
  }
}

function coverId(url: string | null | undefined): string | undefined {
  return url?.match(/\/api\/images\/([A-Za-z0-9_-]+)$/)?.[1];
}
