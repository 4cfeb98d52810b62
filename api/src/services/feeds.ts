import { ARTICLE_CATEGORIES } from '@agency/schema/articles';
import { BLOG_FEEDS, categoryNameOfSlug, JOB_FEEDS, type BlogFeedFormat } from '@agency/schema/feeds';
import type { Article, Vacancy } from '../db.ts';
import { blogFeed, type CoverFile, type FeedSite } from '../feeds/blog-feeds.ts';
import { jobFeed, type JobFeedFormat } from '../feeds/job-feeds.ts';
import type { ArticlesService } from './articles.ts';
import type { Deps } from './deps.ts';
import type { VacanciesService } from './vacancies.ts';

/** A feed as its door sends it: the bytes, their media type, and the newest change they show. */
export type FeedDocument = { body: string; type: string; lastModified: Date };

/**
 * An empty feed's date: fixed (the day the feeds began), so every instance makes the same bytes
 * and the same ETag for it, as for any other feed.
 */
const EMPTY_SINCE = new Date('2026-11-27T00:00:00Z');

/** How many of the newest articles a feed carries, each in full (readers keep older ones themselves). */
export const BLOG_FEED_SIZE = 30;

/**
 * The blog's feeds (all of it and each category) and the open vacancies' job feeds (decision 063).
 * Public, and read as the anonymous visitor through the same service calls as the pages: drafts,
 * articles waiting for their scheduled publish and closed or hidden vacancies are in none, and each
 * read records the tags (`articles`, `vacancies`) whose change drops a kept feed, as it drops a page.
 */
export class FeedsService {
  constructor(
    private readonly d: Deps,
    private readonly articles: ArticlesService,
    private readonly vacancies: VacanciesService,
  ) {}

  /** The blog in `format`, or one category's (by its address, any case); null for an unknown category. */
  async blog(format: BlogFeedFormat, categorySlug?: string): Promise<FeedDocument | null> {
    let category: string | undefined;
    if (categorySlug !== undefined) {
      const name = categoryNameOfSlug(categorySlug);
      category = ARTICLE_CATEGORIES.find((c) => c === name);
      if (!category) return null;
    }
    const page = await this.articles.list(null, { category, first: BLOG_FEED_SIZE });
    const articles = await this.#withCoverSizes(page.items);
    const updated = this.#newest(page.items);
    return {
      body: blogFeed(format, { site: this.#site(), category, articles, updated }),
      type: `${BLOG_FEEDS.find((f) => f.format === format)!.type}; charset=utf-8`,
      lastModified: updated,
    };
  }

  /** The open vacancies (listed, closing date ahead or none) as a job board's XML or as JSON. */
  async jobs(format: JobFeedFormat): Promise<FeedDocument> {
    const vacancies = await this.vacancies.list(null);
    const updated = this.#newest(vacancies);
    return {
      body: jobFeed(format, {
        site: this.#site(),
        vacancies: vacancies.map((v) => ({ ...v, url: this.vacancies.pageUrl(v) })),
        updated,
      }),
      type: `${JOB_FEEDS.find((f) => f.format === format)!.type}; charset=utf-8`,
      lastModified: updated,
    };
  }

  #site(): FeedSite {
    const { site, siteUrl } = this.d.config;
    return { name: site.name, siteUrl, country: site.country };
  }

  #newest(rows: readonly (Article | Vacancy)[]): Date {
    let newest = rows.length ? 0 : EMPTY_SINCE.getTime();
    for (const row of rows) newest = Math.max(newest, row.updatedAt.getTime());
    // HTTP dates have whole seconds: Last-Modified and the feed's own date say the same moment.
    return new Date(Math.floor(newest / 1000) * 1000);
  }

  /**
   * Each cover's media type and size from its upload row (one query), for RSS's enclosure, which
   * must state both; a cover that is no upload of ours keeps what its address says.
   */
  async #withCoverSizes(articles: readonly Article[]): Promise<(Article & { cover?: CoverFile })[]> {
    const ids = articles.map((a) => a.coverUrl?.match(/\/api\/images\/([A-Za-z0-9_-]+)$/)?.[1]);
    const wanted = [...new Set(ids.filter((id): id is string => !!id))];
    const rows = wanted.length
      ? await this.d.db.upload.findMany({
          where: { id: { in: wanted } },
          select: { id: true, mimeType: true, size: true },
        })
      : [];
    const byId = new Map(rows.map((r) => [r.id, { type: r.mimeType, size: r.size }]));
    return articles.map((a, i) => {
      const cover = ids[i] ? byId.get(ids[i]) : undefined;
      return cover ? { ...a, cover } : a;
    });
  }
}
