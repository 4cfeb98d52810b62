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
