import { generateAtomFeed, generateJsonFeed, generateRssFeed } from 'feedsmith';
import { BLOG_FEEDS, categoryFeedPath, categorySlug, type BlogFeedFormat } from '@agency/schema/feeds';
import { articlePath } from '@agency/schema/site-pages';
import type { Article } from '../db.ts';
import { absoluteLinks, absoluteUrl, feedId, imageType, tightCdata } from './feed-text.ts';

/** What every feed of the blog says about the site. */
export type FeedSite = { name: string; siteUrl: string; country?: string | null };

/** A cover that is one of our uploads: its stored media type and size in bytes. */
export type CoverFile = { type: string; size: number };

/** The articles of one feed (newest first) and what they have in common. */
export type BlogFeedInput = {
  site: FeedSite;
  /** A category's own feed; left out, the whole blog's. */
  category?: string | undefined;
  articles: readonly (Article & { cover?: CoverFile })[];
  /**
   * The feed's own date: its newest article's last change, or a fixed moment when it has none, so
   * the same articles always make the same bytes (one ETag on every instance, decision 063).
   */
  updated: Date;
};

const DESCRIPTION =
  'Articles on software development, web technologies, mobile, design and industry trends from our team.';

/**
 * The blog (or one category of it) as RSS 2.0, Atom 1.0 or JSON Feed 1.1, made by feedsmith: full
 * text (the stored, sanitised HTML with its links made absolute), the cover and the category of each
 * article. Titles and summaries are plain text in every format (Atom's type="text"), so a title
 * with `<`, `&` or `]]>` reads as written.
 */
export function blogFeed(format: BlogFeedFormat, input: BlogFeedInput): string {
  const { site, category, articles, updated } = input;
  const home = `${site.siteUrl}${category ? `/blog?category=${category.replace(/\s+/g, '_')}` : '/blog'}`;
  const self = (f: BlogFeedFormat) =>
    `${site.siteUrl}${category ? categoryFeedPath(category, f) : BLOG_FEEDS.find((x) => x.format === f)!.path}`;
  const title = category ? `${site.name} blog: ${titleCase(category)}` : `${site.name} blog`;
  const items = articles.map((a) => ({
    id: feedId(site.siteUrl, 'article', a.id),
    url: `${site.siteUrl}${articlePath(a.slug)}`,
    title: a.title,
    summary: a.description,
    html: absoluteLinks(a.content, site.siteUrl),
    cover: a.coverUrl ? absoluteUrl(a.coverUrl, site.siteUrl) : undefined,
    coverType: a.cover?.type ?? (a.coverUrl ? imageType(absoluteUrl(a.coverUrl, site.siteUrl)) : undefined),
    coverSize: a.cover?.size,
    category: a.category,
    published: a.createdAt,
    updated: a.updatedAt,
  }));

  if (format === 'rss')
    return tightCdata(
      generateRssFeed({
        title,
        link: home,
        description: DESCRIPTION,
        language: 'en',
        lastBuildDate: updated,
        atom: { links: [{ href: self('rss'), rel: 'self', type: 'application/rss+xml' }] },
        items: items.map((i) => ({
          title: i.title,
          link: i.url,
          // The address can change (a new slug); the id never does, so readers show no duplicate.
          guid: { value: i.id, isPermaLink: false },
          pubDate: i.published,
          description: i.summary,
          content: { encoded: i.html },
          categories: [{ name: i.category }],
          // RSS's enclosure must state the file's length: only for our uploads, whose size is known.
          ...(i.cover && i.coverSize !== undefined
            ? { enclosures: [{ url: i.cover, length: i.coverSize, type: i.coverType! }] }
            : {}),
          ...(i.cover
            ? {
                media: {
                  contents: [
                    { url: i.cover, medium: 'image', ...(i.coverType ? { type: i.coverType } : {}) },
                  ],
                },
              }
            : {}),
        })),
      }),
    );

  if (format === 'atom')
    return tightCdata(
      generateAtomFeed({
        id: feedId(site.siteUrl, 'blog', category ? categorySlug(category) : 'all'),
        title: { value: title, type: 'text' },
        subtitle: { value: DESCRIPTION, type: 'text' },
        updated,
        // Atom wants an author on the feed or on every entry: the agency writes the blog.
        authors: [{ name: site.name, uri: `${site.siteUrl}/` }],
        links: [
          { href: home, rel: 'alternate', type: 'text/html' },
          { href: self('atom'), rel: 'self', type: 'application/atom+xml' },
        ],
        entries: items.map((i) => ({
          id: i.id,
          title: { value: i.title, type: 'text' },
          summary: { value: i.summary, type: 'text' },
          content: { value: i.html, type: 'html' },
          published: i.published,
          updated: i.updated,
          links: [
            { href: i.url, rel: 'alternate', type: 'text/html' },
            ...(i.cover
              ? [
                  {
                    href: i.cover,
                    rel: 'enclosure',
                    ...(i.coverType ? { type: i.coverType } : {}),
                    ...(i.coverSize ? { length: i.coverSize } : {}),
                  },
                ]
              : []),
          ],
          categories: [{ term: i.category, label: titleCase(i.category) }],
        })),
      }),
    );

  return JSON.stringify(
    generateJsonFeed({
      title,
      home_page_url: home,
      feed_url: self('json'),
      description: DESCRIPTION,
      language: 'en',
      authors: [{ name: site.name, url: `${site.siteUrl}/` }],
      items: items.map((i) => ({
        id: i.id,
        url: i.url,
        title: i.title,
        summary: i.summary,
        content_html: i.html,
        ...(i.cover ? { image: i.cover } : {}),
        date_published: i.published,
        date_modified: i.updated,
        tags: [i.category],
      })),
    }),
  );
}

/** `WEB TECHNOLOGIES` -> `Web Technologies`, as a reader's list shows it. */
const titleCase = (category: string) => category.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
