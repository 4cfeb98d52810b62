import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { quietShell, waitForHydration } from './careers-vacancies';
import { ANY_VIEWPORT } from './page-support';

// The first-run seed: six visible articles (newest first) and one draft.
const SEEDED_NEWEST_FIRST = [
  'Quality assurance as a team habit',
  'What we learned from 100 product launches',
  'Web performance budgets that stick',
  'Design systems for small products',
  'Flutter or native: choosing in 2026',
  'Why dedicated teams ship faster',
];
const SEEDED_DEVELOPMENT = ['Quality assurance as a team habit', 'Why dedicated teams ship faster'];
const DRAFT_TITLE = 'Draft: our 2027 technology radar';
const DRAFT_SLUG = 'draft-our-2027-technology-radar';

const articleList = (page: Page) => page.getByRole('list', { name: 'Articles' });
const cardTitles = (page: Page) => articleList(page).getByRole('heading', { level: 3 });

/**
 * A fresh seed lists exactly these; other specs may publish articles in a shared run, so this
 * checks the seeded ones keep their order and that all dates run newest first.
 */
async function expectNewestFirst(page: Page, seeded: string[]) {
  const titles = await cardTitles(page).allTextContents();
  expect(titles.filter((title) => seeded.includes(title))).toEqual(seeded);
  const dates = await articleList(page)
    .locator('time')
    .evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
  expect(dates.length).toBe(titles.length);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
}

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  'the blog lists the visible articles newest first, without drafts',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page).toHaveTitle(/^Blog \| /);
    await expect(cardTitles(page).first()).toBeVisible();
    await expectNewestFirst(page, SEEDED_NEWEST_FIRST);
    await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All' }),
    ).toHaveAttribute('aria-current', 'page');
  },
);

test('the category filter shows only that category', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto('/blog');
  const filters = page.getByRole('navigation', { name: 'Categories' });
  await expect(filters.getByRole('link')).toHaveText([
    'All',
    /^TRENDS/,
    /^DEVELOPMENT/,
    /^WEB TECHNOLOGIES/,
    /^DESIGN/,
    /^MOBILE/,
  ]);
  const development = filters.getByRole('link', { name: /^DEVELOPMENT/ });
  await expect(development).toHaveAttribute('href', '/blog?category=DEVELOPMENT');
  await development.click();

  await expect(page).toHaveURL(/\/blog\?category=DEVELOPMENT$/);
  await expect(development).toHaveAttribute('aria-current', 'page');
  // The count in the filter label (visible articles only) matches the list: 2 on a fresh seed.
  const quantity = Number(/\((\d+)\)/.exec((await development.textContent()) ?? '')?.[1]);
  expect(quantity).toBeGreaterThanOrEqual(SEEDED_DEVELOPMENT.length);
  await expect(cardTitles(page)).toHaveCount(quantity);
  await expectNewestFirst(page, SEEDED_DEVELOPMENT);
  for (const card of await articleList(page).getByRole('article').all())
    await expect(card).toContainText('DEVELOPMENT');
  await expect(page.getByText('Design systems for small products')).toHaveCount(0);
});

test(
  "the filter's data comes by document id over GET, in a URL a cache can key on",
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page, 'nav[aria-label="Categories"] a');
    const filters = page.getByRole('navigation', { name: 'Categories' });
    // A client-side navigation: the browser's loader asks the API (docs/decisions/022).
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/graphql'),
      filters.getByRole('link', { name: /^DESIGN/ }).click(),
    ]);
    expect(request.method()).toBe('GET');
    const url = new URL(request.url());
    expect(url.searchParams.get('documentId')).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(url.searchParams.has('query')).toBe(false);
    expect(JSON.parse(url.searchParams.get('variables') ?? '{}')).toEqual({
      category: 'DESIGN',
      first: expect.any(Number),
      offset: 0,
    });
    const response = await request.response();
    expect(response?.status()).toBe(200);
    const body = (await response?.json()) as { data?: { articles: { items: { category: string }[] } } };
    expect(body.data?.articles.items.map((item) => item.category)).toContain('DESIGN');
    await expect(cardTitles(page).filter({ hasText: 'Design systems for small products' })).toBeVisible();
  },
);

test('an unknown category or page falls back gracefully', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto('/blog?category=NOT_A_CATEGORY');
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(cardTitles(page).first()).toBeVisible();

  await page.goto('/blog?page=40');
  await expect(page.getByText('No articles here yet.')).toBeVisible();
  await page.getByRole('link', { name: 'See all articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cardTitles(page).first()).toBeVisible();
});

test(
  'an article page shows its title, content, date, category and reading time',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page, 'main a[href^="/blog/"]');
    // A client-side navigation: the browser runs the loader and shows the HTML the API stored.
    await page.getByRole('link', { name: 'Why dedicated teams ship faster' }).click();

    await expect(page).toHaveURL(/\/blog\/why-dedicated-teams-ship-faster$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Why dedicated teams ship faster' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Shared context' })).toBeVisible();
    await expect(
      page.getByText('A dedicated team keeps the context of your product from sprint to sprint.'),
    ).toBeVisible();
    const article = page.getByRole('article');
    await expect(article).toContainText('DEVELOPMENT');
    await expect(article).toContainText(/\d+ min read/);
    await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page).toHaveTitle('Why dedicated teams ship faster | Blog | Agency');

    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  },
);

test('an article page has its own description and social tags', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto('/blog/flutter-or-native-choosing-in-2026');
  await expect(page).toHaveTitle('Flutter or native: choosing in 2026 | Blog | Agency');
  const description = 'When one codebase is enough, and when the platform deserves its own.';
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Flutter or native: choosing in 2026 | Blog | Agency',
  );
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  // Its own card (drawn by the API), or the blog's until the server has drawn it.
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/(api\/images\/[\w-]+|social\/blog\.png)$/,
  );
});

test(
  'an article without a cover gets a picture of its own, the same on its card and its page',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the same pictures at every width
    await page.goto('/blog');
    // The picture at the top of each card, for the seeded articles (none has an uploaded cover).
    const picture = (title: string) =>
      articleList(page)
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
        .locator(':scope > *')
        .first();
    // What each picture is made of: an image's address, or a drawing's shapes.
    const source = (title: string) =>
      picture(title).evaluate((element) =>
        element instanceof HTMLImageElement ? element.currentSrc : element.innerHTML,
      );
    const [first, second] = ['Why dedicated teams ship faster', 'Design systems for small products'];
    expect(await source(first), 'two articles, two different pictures').not.toBe(await source(second));
    // Drawn, not a placeholder: nothing to download, and it fills the card's 16:9 frame.
    const card = (await picture(first).boundingBox())!;
    expect(Math.abs(card.width / card.height - 16 / 9)).toBeLessThan(0.02);
    const drawing = await source(first);

    await page.goto('/blog/why-dedicated-teams-ship-faster');
    const cover = page.getByRole('article').locator('svg').first();
    expect(await cover.evaluate((svg) => svg.innerHTML)).toBe(drawing);
    const box = (await cover.boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  },
);

test(
  'phones: the date and the reading time share one line at 390 px',
  { tag: '@phone-only' },
  async ({ page }) => {
    // a phone width
    await page.setViewportSize({ width: 390, height: 844 });
    const expectOneLine = async (scope: Locator, what: string) => {
      const date = (await scope.locator('time').boundingBox())!;
      const reading = (await scope.getByText(/^\d+ min read$/).boundingBox())!;
      expect(Math.abs(reading.y - date.y), `${what}: same line`).toBeLessThan(2);
      expect(reading.height, `${what}: one line`).toBeLessThan(date.height * 1.5);
    };
    await page.goto('/blog');
    const cards = articleList(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const [i, card] of (await cards.all()).entries()) await expectOneLine(card, `card ${i + 1}`);
    await page.goto('/blog/quality-assurance-as-a-team-habit');
    await expectOneLine(page.getByRole('article').locator('header'), 'article');
  },
);

test(
  'a draft or unknown article answers 404 with the not-found page',
  { tag: ANY_VIEWPORT },
  async ({ page, request }) => {
    for (const slug of [DRAFT_SLUG, 'no-such-article']) {
      const res = await request.get(`/blog/${slug}`);
      expect(res.status(), slug).toBe(404);
      const html = await res.text();
      expect(html).toContain('Page not found');
      expect(html).not.toContain(DRAFT_TITLE);
    }
    await page.goto(`/blog/${DRAFT_SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
);

test('the blog list and an article have no accessibility violations', async ({ page }) => {
  for (const path of ['/blog?category=DEVELOPMENT', '/blog/why-dedicated-teams-ship-faster']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the list, the filter links and the article are in the server HTML',
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      await page.goto('/blog');
      await expectNewestFirst(page, SEEDED_NEWEST_FIRST);
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: /^DEVELOPMENT/ })
        .click();
      await expect(page).toHaveURL(/\/blog\?category=DEVELOPMENT$/);
      await expectNewestFirst(page, SEEDED_DEVELOPMENT);
      await page.getByRole('link', { name: 'Quality assurance as a team habit' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Quality assurance as a team habit' }),
      ).toBeVisible();
      await expect(page.getByText('Testers who join planning catch the expensive bugs')).toBeVisible();
    },
  );
});
