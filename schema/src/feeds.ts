/**
 * The addresses of the feeds (decision 063), shared by the API (which serves them) and the web app
 * (whose pages link them in their head). Each ends in a file name with a dot, which no article or
 * vacancy slug can hold (slugs are lower-case letters, digits and hyphens), so none collides with
 * /blog/{slug} or /careers/{slug}.
 */
export const BLOG_FEEDS = [
  { format: 'rss', path: '/blog/rss.xml', type: 'application/rss+xml', label: 'RSS' },
  { format: 'atom', path: '/blog/atom.xml', type: 'application/atom+xml', label: 'Atom' },
  { format: 'json', path: '/blog/feed.json', type: 'application/feed+json', label: 'JSON Feed' },
] as const;

export type BlogFeedFormat = (typeof BLOG_FEEDS)[number]['format'];

export const JOB_FEEDS = [
  { format: 'xml', path: '/careers/jobs.xml', type: 'application/xml', label: 'XML' },
  { format: 'json', path: '/careers/jobs.json', type: 'application/json', label: 'JSON' },
] as const;

/**
 * `WEB TECHNOLOGIES` (as stored) or `WEB_TECHNOLOGIES` (as GraphQL spells it) -> `web-technologies`:
 * a category as it stands in a feed's address. This file imports nothing, so the web app's every
 * page can link the feeds without carrying the articles' rules.
 */
export const categorySlug = (category: string) => category.toLowerCase().replace(/[\s_]+/g, '-');

/** The name a category's address stands for, in the stored spelling (`WEB TECHNOLOGIES`). */
export const categoryNameOfSlug = (slug: string) =>
  slug
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ');

/** One category's feed in this format: /blog/category/{slug}/rss.xml and the like. */
export function categoryFeedPath(category: string, format: BlogFeedFormat): string {
  const file = BLOG_FEEDS.find((f) => f.format === format)!.path.slice('/blog/'.length);
  return `/blog/category/${categorySlug(category)}/${file}`;
}
