import { expect, type Page } from '@playwright/test';

/**
 * Every internal link inside <main> of the open page (the header and footer have their own
 * checks): each page must answer 200 and each in-page anchor must name an element. Returns the
 * paths it requested, so a caller can assert that the pages it cares about were among them.
 */
export async function expectInternalLinksAnswer(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const origin = new URL(page.url()).origin;
  const internal = hrefs.filter(
    (href) => (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#'),
  );
  expect(internal.length).toBeGreaterThan(0);

  const here = new URL(page.url()).pathname;
  const answered = new Map<string, string>();
  for (const href of internal) {
    const url = new URL(href, page.url());
    expect(url.origin).toBe(origin);
    if (!answered.has(url.pathname)) {
      const response = await page.request.get(url.pathname);
      expect(response.status(), `${url.pathname} answers 200`).toBe(200);
      answered.set(url.pathname, await response.text());
    }
    const anchor = url.hash.slice(1);
    if (!anchor) continue;
    if (url.pathname === here) await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
    else expect(answered.get(url.pathname), `${href} names an element`).toContain(`id="${anchor}"`);
  }
  return [...answered.keys()];
}
