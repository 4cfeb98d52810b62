/**
 * The public pages, shared by the web app (routes and content) and the API (sitemap.xml), so a
 * new case or page is listed in one place.
 */

/** The eleven cases, in the order the cases page lists them (spec section 2). */
export const CASE_SLUGS = [
  'joinuz',
  'zise',
  'aqua-pal',
  'joyn',
  'israel-tv',
  'startup-show',
  'tailors',
  'ziksen',
  'saqure',
  'rainbow',
  'halves',
] as const;

export type CaseSlug = (typeof CASE_SLUGS)[number];

export const isCaseSlug = (value: string): value is CaseSlug =>
  (CASE_SLUGS as readonly string[]).includes(value);

/** Every public page with a fixed path, as the sitemap lists them (canonical, no trailing slash). */
export const PUBLIC_PAGES = [
  '/',
  '/company',
  '/cases',
  ...CASE_SLUGS.map((slug) => `/cases/${slug}`),
  '/cases/aqua-pal/privacy-policy',
  '/services',
  '/services/ddt',
  '/services/outstaff',
  '/services/outsource',
  '/careers',
  '/privacy',
  '/blog',
] as const;

/**
 * The pages made from staff-written content, by the path that starts them: each visible article at
 * /blog/{slug} and each visible vacancy at /careers/{slug}. The sitemap lists them from the
 * database; links are built with these, so the web app and the sitemap name the same address.
 */
export const articlePath = (slug: string) => `/blog/${slug}`;
export const vacancyPath = (slug: string) => `/careers/${slug}`;

/**
 * The search parameters each public page reads: the blog's category and page, the careers list's
 * city and level filters and its page. The page cache keys a page on these alone (api/src/caching/http.ts), so
 * `utm_source`, `fbclid`, a cache-buster or another page's parameter share the page's entry. A
 * page that reads a new parameter must list it here, or every visitor gets the first one's page.
 */
export const PAGE_SEARCH_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/blog': ['category', 'page'],
  '/careers': ['city', 'level', 'page'],
};
