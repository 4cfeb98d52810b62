import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ANY_VIEWPORT, expectHeadTags, expectInternalLinksOk } from './page-support';
import { CASES, DISCIPLINES, expectImagesWellFormed } from './cases-support';
import { hydrated, quietShell } from './shell-support';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  '/cases lists the eleven cases in the spec’s order with year, title, industries and description',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/cases');
    await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();

    const cards = page.getByRole('region', { name: 'List of cases' }).getByRole('article');
    await expect(cards).toHaveCount(11);
    for (const [index, expected] of CASES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(expected.title);
      const link = card.getByRole('link', { name: expected.title, exact: true });
      await expect(link).toHaveAttribute('href', `/cases/${expected.slug}`);
      await expect(card.locator('time')).toHaveText(/^20\d\d$/);
      const industries = await card
        .getByRole('list', { name: 'Disciplines' })
        .getByRole('listitem')
        .allTextContents();
      expect(industries.length).toBeGreaterThan(0);
      for (const industry of industries) expect(DISCIPLINES).toContain(industry);
      // The description says what the product is, as the spec names it.
      await expect(card).toContainText(expected.kind);
      const paragraphs = await card.locator('p').allTextContents();
      expect(paragraphs.some((text) => text.length > 80)).toBe(true);
    }
  },
);

test('the cases list is in the server’s HTML, in order', { tag: '@desktop-only' }, async ({ request }) => {
  // The same HTML is served to every device.
  const response = await request.get('/cases');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>Cases<\/h1>/);
  const hrefs = [...html.matchAll(/href="\/cases\/([a-z-]+)"/g)].map((match) => match[1]);
  expect(hrefs).toEqual(CASES.map((item) => item.slug));
});

test('a click on a case opens its page in the app', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto('/cases');
  await hydrated(page);
  await page.getByRole('link', { name: 'Startup Show', exact: true }).click();
  await expect(page).toHaveURL(/\/cases\/startup-show$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Show' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible();
});

test(
  "'Start a project' jumps to the contact form of the same page",
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/cases');
    await hydrated(page);
    const start = page.getByRole('link', { name: 'Start a project' });
    await expect(start).toHaveCount(1);
    await expect(start).toHaveAttribute('href', '#contact');
    await start.click();
    await expect(page).toHaveURL(/\/cases#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(
      page.getByRole('heading', { level: 2, name: "Let's build something great together!" }),
    ).toBeInViewport();
  },
);

test(
  'the header shows no scroll arrow on /cases, but does on a case page',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // The Scroll link belongs to the desktop header.
    await page.goto('/cases');
    const scroll = page.getByRole('banner').getByRole('link', { name: 'Scroll', exact: true });
    await expect(scroll).toBeVisible();
    await expect(scroll.locator('svg')).toHaveCount(0);
    await page.goto('/cases/joyn');
    await expect(scroll.locator('svg')).toHaveCount(1);
  },
);

test(
  '/cases has its head tags, working links and well-formed images',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Head tags, links and image attributes do not depend on the device.
    await page.goto('/cases');
    await expectHeadTags(page, /^Cases \| /, /Eleven products/);
    await expectInternalLinksOk(page);
    // The first case's banner is the page's main image; the rest load lazily.
    await expectImagesWellFormed(page);
    const alts = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    expect(alts).toHaveLength(11);
    for (const alt of alts) expect(alt).not.toBe('');
  },
);

test('/cases has no accessibility violations', { tag: '@desktop-only' }, async ({ page }) => {
  // Axe runs once per page, on the desktop layout.
  await page.goto('/cases');
  await hydrated(page);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
