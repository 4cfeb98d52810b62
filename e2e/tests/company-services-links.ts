import { expect, type Page } from '@playwright/test';

/*
 * ============================================================================================
 * LEAD, AFTER THE MERGE: these three pages are built on another branch (issue4-svc). Until they
 * are merged the link checks below only assert that the links point at them. Once they exist,
 * empty this list so every link, these included, must answer 200.
 * ============================================================================================
 */
export const PENDING_SERVICE_PAGES: readonly string[] = [
  '/services/outsource',
  '/services/outstaff',
  '/services/ddt',
];

/**
 * Every internal link inside <main> of the open page (the header and footer have their own
 * checks): each page must answer 200 and each in-page anchor must name an element. Returns the
 * pending pages it found, for the caller to assert.
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
  const pending = new Set<string>();
  const answered = new Map<string, string>();
  for (const href of internal) {
    const url = new URL(href, page.url());
    expect(url.origin).toBe(origin);
    if (PENDING_SERVICE_PAGES.includes(url.pathname)) {
      pending.add(url.pathname);
      continue;
    }
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
  return [...pending];
}
