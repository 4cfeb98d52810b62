import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ANY_VIEWPORT, expectInternalLinksOk, expectServerHeadTags } from './page-support';
import { hydrated, quietShell } from './shell-support';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  'the server HTML holds the head tags, then hero, reasons, tiles, stack and FAQ in order',
  { tag: ANY_VIEWPORT },
  async ({ request }) => {
    const response = await request.get('/services');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expectServerHeadTags(html, 'Services', 'dedicated development team');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    const order = [
      'The team you need, in the shape that suits you</span></h1>',
      '>Why companies work with us</h2>',
      '>Three ways to work together</h2>',
      '>Technology stack</h2>',
      '>Frequently asked questions</h2>',
    ].map((part) => html.indexOf(part));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
  },
);

test(
  'reasons, three service tiles, a stack in four groups, and internal links that answer 200',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/services');
    await expect(page).toHaveTitle('Services | Agency');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Services\s+The team you need/);
    await expect(
      page.getByRole('region', { name: 'Why companies work with us' }).getByRole('listitem'),
    ).toHaveCount(4);

    const tiles = page.getByRole('region', { name: 'Three ways to work together' }).getByRole('link');
    await expect(tiles).toHaveCount(3);
    const names = ['Outsource', 'Outstaff', 'Dedicated team'];
    const hrefs = ['/services/outsource', '/services/outstaff', '/services/ddt'];
    for (const [index, tile] of (await tiles.all()).entries()) {
      await expect(tile).toHaveAccessibleName(names[index]!);
      await expect(tile).toHaveAttribute('href', hrefs[index]!);
    }

    const stack = page.getByRole('region', { name: 'Technology stack' });
    await expect(stack.getByRole('heading', { level: 3 })).toHaveText([
      'Mobile',
      'Web and backend',
      'Design',
      'QA/PM',
    ]);
    for (const [group, tech] of [
      ['Mobile', 'Flutter'],
      ['Web and backend', 'React'],
      ['Design', 'Figma'],
      ['QA/PM', 'Playwright'],
    ] as const) {
      const badges = stack.getByRole('region', { name: group }).getByRole('listitem');
      expect(await badges.count()).toBeGreaterThanOrEqual(4);
      await expect(badges.filter({ hasText: new RegExp(`^${tech}$`) })).toHaveCount(1);
    }

    // The three service pages are among the links, and answer 200 like the rest.
    expect(await expectInternalLinksOk(page)).toEqual(expect.arrayContaining(hrefs));
  },
);

test(
  'three FAQ items toggle open and closed on click, the arrow rotating',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the arrow turns without a transition
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const toggles = faq.getByRole('button');
    await expect(toggles).toHaveCount(3);
    for (const toggle of await toggles.all()) {
      const arrow = toggle.locator('svg');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(arrow).toHaveCSS('transform', 'none');

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      // rotate(180deg) as a matrix.
      await expect(arrow).toHaveCSS(
        'transform',
        /^matrix\(-1, 0, 0, -1, 0, 0\)$|^matrix\(-1, 1\.\d+e-16, -1\.\d+e-16, -1, 0, 0\)$/,
      );

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(arrow).toHaveCSS('transform', 'none');
    }
  },
);

test('the page hydrates cleanly and has no accessibility violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/services');
  await hydrated(page);
  await page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button').first().click();
  const { violations } = await new AxeBuilder({ page }).include('main').exclude('#contact').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(problems).toEqual([]);
});
