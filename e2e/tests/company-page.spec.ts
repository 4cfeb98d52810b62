import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ANY_VIEWPORT, expectInternalLinksOk, expectServerHeadTags } from './page-support';
import { hydrated, quietShell } from './shell-support';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  'the server HTML holds the title, description, social tags, h1 and every section',
  { tag: ANY_VIEWPORT },
  async ({ request }) => {
    const response = await request.get('/company');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expectServerHeadTags(html, 'Company', 'seven-step process');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/social\/company\.png"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/company"/);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain('People who turn ideas into working software</span></h1>');
    for (const heading of ['What we value', 'How we work', 'Leadership'])
      expect(html).toContain(`>${heading}</h2>`);
    // Only the hero drawing is fetched eagerly, and it alone is preloaded from the head.
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/<img[^>]*fetchpriority="high"/gi)).toHaveLength(1);
    expect(html.match(/<link rel="preload" as="image"[^>]*fetchpriority="high"/gi)).toHaveLength(1);
  },
);

test(
  'a title, a we-are block, three company values, and internal links that answer 200',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/company');
    await expect(page).toHaveTitle('Company | Agency');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Company\s+People who turn ideas/);
    await expect(page.getByRole('region', { name: /^We are/ })).toContainText('7');
    const values = page.getByRole('region', { name: 'What we value' }).getByRole('listitem');
    await expect(values).toHaveCount(3);
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(['Ownership', 'Openness', 'Craft']);

    await expect(page.locator('main a[href="/careers"]')).toHaveCount(1);
    await expect(page.locator('main a[href="/services"]')).toHaveCount(1);
    expect(await expectInternalLinksOk(page)).toEqual(expect.arrayContaining(['/careers', '/services']));
  },
);

test('a seven-step process in order', { tag: ANY_VIEWPORT }, async ({ page }, testInfo) => {
  await page.goto('/company');
  const section = page.getByRole('region', { name: 'How we work' });
  const steps = section.getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Question',
    'Research',
    'Design',
    'Develop',
    'Test',
    'Release',
    'Support',
  ]);
  for (const [index, step] of (await steps.all()).entries())
    await expect(step).toContainText(String(index + 1).padStart(2, '0'));
  if (testInfo.project.name === 'mobile') {
    // Narrow screens: the first drawing above the steps, the second not shown.
    await expect(section.locator('[data-process-image="discovery"] img')).toBeVisible();
    await expect(section.locator('[data-process-image="release"] img')).toBeHidden();
  }
});

test(
  'four leaders (CEO, COO, PM, HR): two photos (the second on hover), a profile in a new tab',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/company');
    const section = page.getByRole('region', { name: 'Leadership' });
    const cards = section.getByRole('list').first().getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const roles = ['CEO', 'COO', 'PM', 'HR'];
    for (const [index, card] of (await cards.all()).entries()) {
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(/\S+ \S+/);
      await expect(card.getByRole('paragraph')).toHaveText(new RegExp(`^${roles[index]}\\b`));
      await expect(card.locator('img')).toHaveCount(2);
      const profile = card.getByRole('link', { name: /opens in a new tab/ });
      await expect(profile).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/in\/[\w-]+$/);
      await expect(profile).toHaveAttribute('target', '_blank');
      await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(profile).toHaveAccessibleName(/^LinkedIn: .+ \(opens in a new tab\)$/);
    }
    // The team collage closes the section.
    await expect(section.getByRole('img', { name: /^Our team/ })).toHaveCount(1);

    await hydrated(page);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no fade to wait for
    const first = cards.first();
    const second = first.locator('img').nth(1).locator('xpath=ancestor::div[1]');
    await expect(second).toHaveCSS('opacity', '0');
    await first.hover();
    await expect(second).toHaveCSS('opacity', '1');
  },
);

test('phones: the four leaders take two rows, not four screens', { tag: '@phone-only' }, async ({ page }) => {
  // a phone width
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/company');
  const list = page.getByRole('region', { name: 'Leadership' }).getByRole('list').first();
  const cards = await Promise.all(
    (await list.getByRole('listitem').all()).map(async (c) => (await c.boundingBox())!),
  );
  expect(cards).toHaveLength(4);
  // Two per row, side by side, each portrait still large enough to recognise someone.
  expect(cards[0]!.y).toBe(cards[1]!.y);
  expect(cards[2]!.y).toBe(cards[3]!.y);
  expect(cards[2]!.y).toBeGreaterThanOrEqual(cards[0]!.y + cards[0]!.height);
  for (const card of cards) expect(card.width).toBeGreaterThan(150);
  // All four fit in about one screen (four full-width cards took about 2,200 px).
  expect((await list.boundingBox())!.height).toBeLessThan(844);
});

test('the page hydrates cleanly and has no accessibility violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/company');
  await hydrated(page);
  const { violations } = await new AxeBuilder({ page }).include('main').exclude('#contact').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(problems).toEqual([]);
});
