import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ANY_VIEWPORT, expectHeadTags, expectInternalLinksOk } from './page-support';
import { CASES, expectImagesWellFormed } from './cases-support';
import { hydrated, quietShell } from './shell-support';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  'each of the eleven case pages answers 200 with its h1, head tags and the next case',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // The same HTML is served to every device.
    for (const [index, item] of CASES.entries()) {
      const response = await page.request.get(`/cases/${item.slug}`);
      expect(response.status(), item.slug).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${item.title}</h1>`));
      expect(html).toMatch(new RegExp(`<title>${item.title}: [^<]+</title>`));
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      for (const heading of ['The challenge', 'What we built', 'Technology stack', 'Results', 'Gallery'])
        expect(html, `${item.slug}: ${heading}`).toContain(`>${heading}</h2>`);
      // The last case leads back to the first.
      const next = CASES[(index + 1) % CASES.length]!;
      expect(html).toContain(`href="/cases/${next.slug}"`);
      expect(html).toContain('href="#contact"');
    }
  },
);

test('an unknown case answers 404 with the not-found page', { tag: ANY_VIEWPORT }, async ({ page }) => {
  const response = await page.goto('/cases/no-such-case');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(/not found/i);
});

test(
  'a case page tells the story from the problem to the results',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/cases/aqua-pal');
    await expect(page.getByRole('heading', { level: 1, name: 'Aqua Pal' })).toBeVisible();
    await expect(page.getByText('Water tracker app', { exact: true })).toBeVisible();
    for (const section of ['The challenge', 'What we built', 'Technology stack', 'Results', 'Gallery'])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeAttached();

    const results = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
    expect(await results.count()).toBeGreaterThanOrEqual(3);
    for (const value of await results.locator('span:first-child').allTextContents())
      expect(value).toMatch(/\d/);

    const gallery = page.getByRole('region', { name: 'Gallery' }).locator('img');
    expect(await gallery.count()).toBeGreaterThanOrEqual(2);
    expect(await gallery.count()).toBeLessThanOrEqual(3);

    await expect(page.getByRole('link', { name: 'Start a project' })).toHaveAttribute('href', '#contact');
    await expect(page.getByRole('link', { name: 'Next case: Joyn' })).toHaveAttribute('href', '/cases/joyn');
    await expect(page.getByRole('link', { name: 'All cases' }).first()).toHaveAttribute('href', '/cases');
    await expect(page.getByRole('link', { name: /privacy policy/i }).first()).toHaveAttribute(
      'href',
      '/cases/aqua-pal/privacy-policy',
    );
  },
);

test(
  'a case page leads to the next case and back to all cases in the app',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/cases/halves');
    await hydrated(page);
    await page.getByRole('link', { name: 'Next case: Joinuz' }).click();
    await expect(page).toHaveURL(/\/cases\/joinuz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Joinuz' })).toBeVisible();
    await expect(page).toHaveTitle(/^Joinuz: /);
    await page.getByRole('link', { name: 'All cases' }).first().click();
    await expect(page).toHaveURL(/\/cases$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
  },
);

test(
  'a case page has its head tags, working links and well-formed images',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Head tags, links and image attributes do not depend on the device.
    await page.goto('/cases/israel-tv');
    await expectHeadTags(page, /^Israel TV: .+ \| Cases \| /, /Israeli television/);
    await expectInternalLinksOk(page);
    // The hero banner is the page's main image: eager, high priority; the rest are lazy.
    await expectImagesWellFormed(page);
    const banner = page.getByRole('region', { name: 'Israel TV' }).locator('img');
    await expect(banner).toHaveAttribute('loading', 'eager');
  },
);

test(
  'a case page hydrates without errors and has no accessibility violations',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Axe runs once per page, on the desktop layout.
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/cases/zise');
    await hydrated(page);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    expect(problems).toEqual([]);
  },
);

test.describe('the Aqua Pal privacy policy', () => {
  test(
    'answers 200 with its heading, the sections a reader looks for and a way back',
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      const response = await page.goto('/cases/aqua-pal/privacy-policy');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Aqua Pal privacy policy' })).toBeVisible();
      for (const section of [
        'What the app stores',
        'Where your data is kept',
        'We never sell your data',
        'Deleting your data',
        'Contact',
      ])
        await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
      const main = page.getByRole('main');
      for (const stored of ['Water intake logs', 'Reminder settings', 'Account e-mail (optional)'])
        await expect(main.getByText(stored, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByRole('link', { name: 'Back to the Aqua Pal case' })).toHaveAttribute(
        'href',
        '/cases/aqua-pal',
      );
    },
  );

  test(
    'has its head tags, working links and no accessibility violations',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // Head tags, links and contrast do not depend on the device.
      await page.goto('/cases/aqua-pal/privacy-policy');
      await expectHeadTags(page, /^Aqua Pal privacy policy \| /, /Aqua Pal water tracker/);
      await expectInternalLinksOk(page);
      await hydrated(page);
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    },
  );
});
