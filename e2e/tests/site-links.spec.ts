import { expect, test } from '@playwright/test';

// Every internal link of the public site, followed from the home page through the server HTML
// (what crawlers and visitors without JavaScript get): each page must answer 200, and each
// in-page anchor (/#contact, #apply) must name an element of the page it points to.

const START = ['/', '/company', '/cases', '/services', '/careers', '/privacy', '/blog'];
/** Not part of the public site, or not pages. */
const SKIP = /^\/(admin-panel|api|graphql|healthz|readyz)(\/|$)|\.(xml|txt|pdf|svg|png|webp|avif|ico)$/;

const hrefsOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

const idsOf = (html: string) => new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]!));

test(
  'every internal link of the public site answers 200 and every anchor exists',
  { tag: '@desktop-only' },
  async ({ request }) => {
    // the server HTML is the same for every viewport
    test.setTimeout(120_000);

    const pages = new Map<string, { status: number; ids: Set<string> }>();
    const anchors: { from: string; path: string; hash: string }[] = [];
    const queue = [...START];

    while (queue.length > 0) {
      const path = queue.shift()!;
      if (pages.has(path)) continue;
      const response = await request.get(path, { maxRedirects: 5 });
      const html = response.ok() ? await response.text() : '';
      pages.set(path, { status: response.status(), ids: idsOf(html) });

      for (const href of hrefsOf(html)) {
        if (!href.startsWith('/') && !href.startsWith('#')) continue; // external or mailto
        if (href.startsWith('//')) continue;
        const url = new URL(href, `http://site${path}`);
        const target = url.pathname;
        if (SKIP.test(target)) continue;
        if (url.hash.length > 1) anchors.push({ from: path, path: target, hash: url.hash.slice(1) });
        if (!pages.has(target) && !queue.includes(target)) queue.push(target);
      }
    }

    const broken = [...pages]
      .filter(([, page]) => page.status !== 200)
      .map(([path, page]) => `${path} ${page.status}`);
    expect(broken, 'pages that do not answer 200').toEqual([]);

    const missing = anchors
      .filter(({ path, hash }) => !pages.get(path)?.ids.has(hash))
      .map(({ from, path, hash }) => `${from} -> ${path}#${hash}`);
    expect([...new Set(missing)], 'anchors with no element of that id').toEqual([]);

    // The crawl reached the whole site, not just the start pages: the case pages, the articles and
    // each vacancy's own page among them.
    expect(pages.size).toBeGreaterThan(START.length);
    for (const kind of [/^\/cases\/[a-z-]+$/, /^\/blog\/[a-z0-9-]+$/, /^\/careers\/[a-z0-9-]+$/])
      expect(
        [...pages.keys()].some((path) => kind.test(path)),
        String(kind),
      ).toBe(true);
  },
);
