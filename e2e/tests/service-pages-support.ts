import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hydrated } from './shell-support';

/** Every page link inside <main>, without duplicates (in-page anchors excluded). */
export async function internalLinks(page: Page) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

/** The server HTML already holds the h1, and only the hero image is fetched eagerly. */
export async function expectServerRenderedHero(page: Page, path: string, h1: string) {
  const html = await (await page.request.get(path)).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>.*${h1}.*</h1>`, 's'));
  const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
  const eager = images.filter((img) => !img.includes('loading="lazy"'));
  expect(eager).toHaveLength(1);
  expect(eager[0]).toMatch(/fetchpriority="high"/i);
}

/** No serious or critical axe violations in the page's content. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Collects console errors and warnings and page errors from now on. */
export function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** The accordion questions of a FAQ section; each toggles its answer. */
export function faqQuestions(page: Page, heading: string) {
  return page.getByRole('region', { name: heading }).locator('button[aria-expanded]');
}

/**
 * A service page hydrates with no console error, warning or page error, and with its first FAQ
 * answer open has no serious axe violation.
 */
export async function expectCleanHydration(page: Page, path: string, faqHeading: string) {
  const problems = collectProblems(page);
  await page.goto(path);
  await hydrated(page);
  await faqQuestions(page, faqHeading).first().click();
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
}

/**
 * The "Other ways to work with us" section of a service page: each named link points at its page.
 * Returns the section for checks of its own.
 */
export async function expectOtherServiceLinks(page: Page, links: [name: RegExp, href: string][]) {
  const other = page.getByRole('region', { name: 'Other ways to work with us' });
  for (const [name, href] of links)
    await expect(other.getByRole('link', { name })).toHaveAttribute('href', href);
  return other;
}
