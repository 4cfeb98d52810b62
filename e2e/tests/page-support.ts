import { expect, type Page } from '@playwright/test';

/**
 * Tag of a test whose outcome cannot depend on the viewport (server HTML, stored data, storage
 * flags, timers, keyboard logic): it runs in the desktop project only (playwright.config.ts), so
 * the suite does not pay twice for the same answer. Layout, touch, geometry and accessibility
 * checks keep running on both devices.
 */
export const ANY_VIEWPORT = '@any-viewport';

// Checks that every public page's spec shares. The site-wide crawl (site-links.spec.ts) follows
// every link of the server HTML; these check one open page, after hydration.

/**
 * Requests every same-site link inside `main` and expects each to answer 200, and each in-page
 * anchor to name an element. Returns the paths it requested.
 */
export async function expectInternalLinksOk(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const paths = [...new Set(hrefs.filter((href) => href.startsWith('/')).map((href) => href.split('#')[0]!))];
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
  }
  // In-page anchors point at something on the page.
  for (const hash of hrefs.filter((href) => href.startsWith('#'))) {
    await expect(page.locator(`[id="${hash.slice(1)}"]`), hash).toHaveCount(1);
  }
  return paths;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The head tags of expectHeadTags below, read in the server's HTML before any script runs: `name`
 * is the page's title before " | Agency", `description` a phrase its description contains.
 */
export function expectServerHeadTags(html: string, name: string, description: string) {
  const title = literal(name);
  const phrase = literal(description);
  expect(html).toMatch(new RegExp(`<title>${title} \\| Agency</title>`));
  expect(html).toMatch(new RegExp(`<meta name="description" content="[^"]*${phrase}[^"]*"`));
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="${title} \\| [^"]+"`));
  expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
  expect(html).toContain('<meta property="og:type" content="website"');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
}

/** Title, description and the social-preview tags of pageHead (web/src/lib/page-head.ts). */
export async function expectHeadTags(page: Page, title: RegExp, description: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  // Each page's own card (decision 028): a large image preview, and one address, without a query.
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/social\/[a-z-]+\.png$/,
  );
  const path = new URL(page.url()).pathname;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
}
