import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@agency/schema/site-pages';
import { pngSize } from '@agency/schema/social-card';
import { loadConfig } from '../src/env.ts';
import { builtWebDist, GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';
import { asType, checkRequired, jsonLdOf, metaOf, type Item } from './structured-data.ts';

// What search engines and link previews read from each public page's server HTML (decision 028):
// canonical address, og:url, og:image (a 1200 x 630 PNG that answers), titles with the brand, and
// schema.org JSON-LD of the right types with the properties Google requires. Renders the built web
// app (npm test builds it first).

const SITE = 'http://site.test';
const { site } = loadConfig({
  SITE_NAME: 'Northwind Labs',
  CONTACT_EMAIL: 'hello@northwind.example',
  SITE_COUNTRY: 'ua',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/northwind-labs',
});

let app: TestApp;
let editor: string;
beforeAll(async () => {
  app = await startTestApp({ webDist: builtWebDist(), site, rateLimits: GENEROUS_RATE_LIMITS });
  editor = (await app.staff(['COPYWRITER'])).token;
});
afterAll(() => app?.stop());

const get = async (path: string) => {
  const res = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

async function gql<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await app.gql<T>(query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}

const createArticle = (title: string) =>
  gql<{ createArticle: { id: string; slug: string; socialImageUrl: string | null } }>(
    'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id slug socialImageUrl } }',
    {
      input: { title, description: 'A probe.', content: '<p>Body</p>', category: 'MOBILE', visibility: true },
    },
    editor,
  ).then((d) => d.createArticle);

/** Reads an image URL of a page; the PNG's own header says its size. */
async function imageSize(url: string) {
  const res = await fetch(url.replace(SITE, app.baseUrl));
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toBe('image/png');
  // Shown by other sites too (a chat app's preview), which same-origin would forbid in a browser.
  expect(res.headers.get('cross-origin-resource-policy'), url).toBe('cross-origin');
  return pngSize(new Uint8Array(await res.arrayBuffer()));
}

/** The types of JSON-LD each page must carry. */
const EXPECTED: Record<string, string[]> = {
  '/': ['Organization', 'WebSite'],
  // No job postings on the list of jobs: each is on its vacancy's own page (decision 038).
  '/careers/flutter-developer': ['BreadcrumbList', 'JobPosting'],
  '/services': ['FAQPage'],
  '/services/ddt': ['BreadcrumbList', 'FAQPage'],
  '/services/outstaff': ['BreadcrumbList', 'FAQPage'],
  '/services/outsource': ['BreadcrumbList', 'FAQPage'],
};

describe('every public page', () => {
  let pages: Record<string, string>;
  let article: { slug: string };
  beforeAll(async () => {
    article = await createArticle('Shipping a phone app in six weeks');
    // The seeded vacancies get their own cards, as the server draws them when it starts.
    await app.services.vacancies.drawMissingCards();
    pages = {};
    for (const path of [...PUBLIC_PAGES, `/blog/${article.slug}`, '/careers/flutter-developer']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      pages[path] = res.html;
    }
  });

  it('names itself and the brand, with one canonical address that og:url repeats', () => {
    for (const [path, html] of Object.entries(pages)) {
      expect(titleOf(html), path).toMatch(/\S \| Northwind Labs$/);
      const url = `${SITE}${path}`;
      expect(canonicalOf(html), path).toBe(url);
      expect(html.match(/rel="canonical"/g), path).toHaveLength(1);
      expect(metaOf(html, 'og:url'), path).toBe(url);
    }
  });

  it('has a large social card with its size and alternative text, and every og:image answers a 1200 x 630 PNG', async () => {
    const images = new Set<string>();
    for (const [path, html] of Object.entries(pages)) {
      const image = metaOf(html, 'og:image');
      expect(image, path).toMatch(/^http:\/\/site\.test\/(social\/[a-z-]+\.png|api\/images\/[\w-]+)$/);
      expect(metaOf(html, 'og:image:width'), path).toBe('1200');
      expect(metaOf(html, 'og:image:height'), path).toBe('630');
      expect(metaOf(html, 'og:image:alt'), path).toMatch(/\w/);
      expect(metaOf(html, 'twitter:card'), path).toBe('summary_large_image');
      images.add(image!);
    }
    // Each fixed page has its own card, and the article and the vacancy their own drawn ones.
    expect(images.size).toBe(Object.keys(pages).length);
    for (const url of images) expect(await imageSize(url), url).toEqual({ width: 1200, height: 630 });
  });

  it('carries JSON-LD of its types with the properties Google requires', () => {
    for (const [path, html] of Object.entries(pages)) {
      const items = jsonLdOf(html);
      const types = new Set(items.map((item) => item['@type']));
      const expected =
        path.startsWith('/cases/') && path !== '/cases/aqua-pal/privacy-policy'
          ? ['BreadcrumbList']
          : path.startsWith('/blog/')
            ? ['BlogPosting', 'BreadcrumbList']
            : (EXPECTED[path] ?? []);
      expect([...types].sort(), path).toEqual([...expected].sort());
      for (const item of items) expect(checkRequired(item), `${path} ${item['@type']}`).toEqual([]);
    }
  });

  it('home: the agency from the site settings', () => {
    const items = jsonLdOf(pages['/']!);
    const org = asType(items, 'Organization')[0]!;
    expect(org.name).toBe('Northwind Labs');
    expect(org.url).toBe(`${SITE}/`);
    expect(org.sameAs).toEqual(['https://www.linkedin.com/company/northwind-labs']);
    expect(org.contactPoint).toMatchObject({ email: 'hello@northwind.example' });
    expect(asType(items, 'WebSite')[0]!.url).toBe(`${SITE}/`);
  });

  it('an article: a BlogPosting with its picture and dates, and its breadcrumbs', () => {
    const html = pages[`/blog/${article.slug}`]!;
    const posting = asType(jsonLdOf(html), 'BlogPosting')[0]!;
    expect(posting.headline).toBe('Shipping a phone app in six weeks');
    expect(posting.image).toContain(metaOf(html, 'og:image'));
    expect(posting.dateModified).toBe(metaOf(html, 'article:modified_time'));
    const trail = asType(jsonLdOf(html), 'BreadcrumbList')[0]!;
    expect((trail.itemListElement as Item[]).map((step) => step.item)).toEqual([
      `${SITE}/`,
      `${SITE}/blog`,
      `${SITE}/blog/${article.slug}`,
    ]);
  });
});

describe('addresses', () => {
  it('a trailing slash moves permanently (301) to the page; a query never changes the canonical address', async () => {
    const moved = await get('/services/ddt/?utm_source=x');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/services/ddt?utm_source=x');
    for (const [path, canonical] of [
      ['/company?utm_source=mail&fbclid=1', '/company'],
      ['/blog?category=DESIGN', '/blog'],
      ['/careers?position=QA%20Engineer', '/careers'],
      ['/?ref=1', '/'],
    ] as const) {
      const { html } = await get(path);
      expect(canonicalOf(html), path).toBe(`${SITE}${canonical}`);
      expect(metaOf(html, 'og:url'), path).toBe(`${SITE}${canonical}`);
    }
  });

  it('a missing page says so in its title and names no canonical address', async () => {
    for (const path of [
      '/no/such/page',
      '/cases/no-such-case',
      '/blog/no-such-article',
      '/careers/no-such-job',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(titleOf(res.html), path).toMatch(/not found \| Northwind Labs$/);
      expect(canonicalOf(res.html), path).toBeUndefined();
    }
  });

  it('the sitemap dates every address: fixed pages by the build, articles by their last change', async () => {
    const article = await createArticle('A dated article');
    const { updatedAt } = (
      await gql<{ article: { updatedAt: string } }>(
        'query($slug: String!) { article(slug: $slug) { updatedAt } }',
        { slug: article.slug },
        editor,
      )
    ).article;
    const xml = (await get('/sitemap.xml')).html;
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
    expect(entries.length).toBeGreaterThanOrEqual(PUBLIC_PAGES.length + 1);
    for (const [, loc, lastmod] of entries) expect(Number.isNaN(Date.parse(lastmod ?? '')), loc).toBe(false);
    const dated = Object.fromEntries(entries.map(([, loc, lastmod]) => [loc, lastmod]));
    expect(dated[`${SITE}/blog/${article.slug}`]).toBe(updatedAt);
    expect(dated[`${SITE}/company`]).toBe(dated[`${SITE}/cases/joyn`]);
  });
});
