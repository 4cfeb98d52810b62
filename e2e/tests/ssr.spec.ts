import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { hydrated } from './shell-support';
import { ANY_VIEWPORT } from './page-support';

// What the server sends does not depend on the browser's size: those checks run once, on desktop
// (ANY_VIEWPORT).

test(
  'an unknown path answers HTTP 404 with the not-found page',
  { tag: ANY_VIEWPORT },
  async ({ request }) => {
    const res = await request.get('/definitely-not-a-page');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Page not found');
  },
);

test(
  'a known page answers 200 with every inline script allowed by its hash, and no nonce',
  { tag: ANY_VIEWPORT },
  async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain("'nonce-");
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const html = await res.text();
    // JSON-LD blocks are data the browser never runs: script-src does not apply to them (decision 028).
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    expect(html).toContain('<script type="application/ld+json">');
    for (const text of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  },
);

test('pages go out compressed when the browser accepts it', { tag: ANY_VIEWPORT }, async ({ request }) => {
  const res = await request.get('/services', { headers: { 'accept-encoding': 'gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(await res.text()).toContain('<h1');
  const missing = await request.get('/no-such-page', { headers: { 'accept-encoding': 'br' } });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-encoding']).toBe('br');
});

test(
  'a page inlines only its own CSS and loads its own code once the hero has painted',
  { tag: ANY_VIEWPORT },
  async ({ request, page }) => {
    const head = async (path: string) => {
      const html = await (await request.get(path)).text();
      const hrefs = (rel: string) =>
        [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"`, 'g'))].map((m) => m[1]!);
      const style = /<style[^>]*data-tsr-inline-css[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const scriptTags = [...html.matchAll(/<script\b[^>]*\ssrc=/g)].length;
      return { css: hrefs('stylesheet'), preloads: hrefs('modulepreload'), style, scriptTags };
    };
    const privacy = await head('/privacy');
    const outsource = await head('/services/outsource');
    // No render-blocking stylesheet requests: the shell's and the page's CSS come inside the HTML.
    expect(privacy.css).toEqual([]);
    expect(outsource.css).toEqual([]);
    expect(privacy.style.length).toBeGreaterThan(1000);
    // No script or module preload competes with the page's first paint (decision 032).
    expect(privacy.preloads).toEqual([]);
    expect(privacy.scriptTags).toBe(0);

    // The outsource page's own stylesheet, as the browser loads it on a client-side navigation, is
    // inlined in that page's HTML and not in another page's.
    await page.goto('/privacy');
    await hydrated(page);
    // The page's own chunk is preloaded with the shell's, not fetched after the entry has run.
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.some((href) => /\/assets\/privacy-[\w-]+\.js$/.test(href))).toBe(true);
    const loaded = page.waitForResponse((r) => /\/assets\/outsource-[\w-]+\.css$/.test(r.url()));
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('a[href="/services/outsource"]')!.click(),
    );
    const pageCss = (await (await loaded).text()).trim();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pageCss.length).toBeGreaterThan(200);
    expect(outsource.style).toContain(pageCss);
    expect(privacy.style).not.toContain(pageCss.slice(0, 200));
  },
);

test('the hero image has arrived before the first script is asked for', async ({ page }) => {
  // Lighthouse's LCP on a slow phone was mostly the hero waiting behind the page's scripts
  // (decision 032): the page's code now starts after the hero has painted.
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') events.push(`script ${r.url()}`);
  });
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'image') events.push(`image ${r.url()}`);
  });
  await page.goto('/');
  await hydrated(page);
  const hero = await page
    .locator('img[fetchpriority="high"]')
    .first()
    .evaluate((img) => (img as HTMLImageElement).currentSrc);
  expect(hero).toMatch(/\/assets\/hero-/);
  const heroAt = events.indexOf(`image ${hero}`);
  const firstScript = events.findIndex((e) => e.startsWith('script '));
  expect(heroAt, events.join('\n')).toBeGreaterThanOrEqual(0);
  expect(firstScript, events.join('\n')).toBeGreaterThan(heroAt);
});

test('the page hydrates without errors or CSP violations', { tag: ANY_VIEWPORT }, async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/');
  // A client-side navigation only works once React has taken over the server HTML.
  // (The footer's link: the header's 'Home' sits in the burger menu on phones.)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML already holds the h1 and the content', { tag: ANY_VIEWPORT }, async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Professional Software Development' }),
    ).toBeVisible();
    // The figures that count up on phones are final in the server HTML.
    for (const value of ['$140M+', '100+', '160k+', '100%'])
      await expect(page.getByText(value, { exact: true }).first()).toBeAttached();
  });

  test('the server HTML already holds the data from the API', { tag: ANY_VIEWPORT }, async ({ page }) => {
    await page.goto('/blog');
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^DEVELOPMENT/ }),
    ).toHaveText(/^DEVELOPMENT \(\d+\)$/);
  });
});
