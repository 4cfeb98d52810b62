import { expect, test } from '@playwright/test';
import { ANY_VIEWPORT, expectHeadTags, expectInternalLinksOk } from './page-support';
import { hydrated, quietShell } from './shell-support';
import {
  expectCleanHydration,
  expectOtherServiceLinks,
  expectServerRenderedHero,
  faqQuestions,
} from './service-pages-support';

const PATH = '/services/outstaff';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  'the outstaffing page has its head tags and a server-rendered h1 and hero image',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await expectServerRenderedHero(page, PATH, 'Grow your in-house team');
    await page.goto(PATH);
    await expectHeadTags(page, /^Outstaffing \| /, /in-house team/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Outstaffing\s+Grow your in-house team/);
  },
);

test('a 4-step process, value cards and who it suits', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto(PATH);
  const steps = page.getByRole('region', { name: 'How outstaffing works' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Tell us who you need',
    'Meet the candidates',
    'Onboard them into your team',
    'Scale as you go',
  ]);
  await expect(page.getByRole('region', { name: 'What you gain' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Who outstaffing suits' }).getByRole('listitem')).toHaveCount(
    3,
  );
});

test(
  'a comparison with outsourcing in a real table, with a scheme',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto(PATH);
    const section = page.getByRole('region', { name: 'Outstaffing or outsourcing?' });
    const table = section.getByRole('table', { name: 'Outstaffing compared with outsourcing' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Outstaffing' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Outsourcing' })).toBeVisible();
    const rows = table.getByRole('rowheader');
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toHaveText('Who manages the people');
    // Each aspect has an answer for both models.
    for (const row of await table.locator('tbody tr').all())
      await expect(row.getByRole('cell')).toHaveCount(2);
    await expect(section.getByRole('img', { name: /^Scheme:/ })).toBeVisible();
  },
);

test('phones: the comparison fits its columns at 390 px', { tag: '@phone-only' }, async ({ page }) => {
  // a phone width
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATH);
  const table = page.getByRole('table', { name: 'Outstaffing compared with outsourcing' });
  await table.scrollIntoViewIfNeeded();
  // No cell's text runs out of its box, and no cell reaches past the screen.
  const overflowing = await table
    .locator('th, td')
    .evaluateAll((cells) =>
      cells
        .filter(
          (cell) => cell.scrollWidth > cell.clientWidth || cell.getBoundingClientRect().right > innerWidth,
        )
        .map((cell) => cell.textContent),
    );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Both answers of a row stay side by side, under the aspect they answer.
  const first = table.locator('tbody tr').first();
  const aspect = (await first.getByRole('rowheader').boundingBox())!;
  const [ours, theirs] = await Promise.all(
    [0, 1].map(async (i) => (await first.getByRole('cell').nth(i).boundingBox())!),
  );
  expect(ours!.y).toBe(theirs!.y);
  expect(ours!.x + ours!.width).toBeLessThanOrEqual(theirs!.x + 1);
  expect(aspect.y + aspect.height).toBeLessThanOrEqual(ours!.y + 1);
});

test('a 3-question FAQ that opens and closes', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto(PATH);
  await hydrated(page);
  const questions = faqQuestions(page, 'Outstaffing FAQ');
  await expect(questions).toHaveCount(3);
  for (const question of await questions.all()) {
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  }
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test(
  'links to the ddt and outsource pages; every internal link answers 200',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto(PATH);
    const other = await expectOtherServiceLinks(page, [
      [/Dedicated development team/, '/services/ddt'],
      [/Outsourcing/, '/services/outsource'],
    ]);
    await expect(other.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
    await expectInternalLinksOk(page);
  },
);

test(
  'hydrates without errors and has no serious accessibility violations',
  { tag: ANY_VIEWPORT },
  async ({ page }) => expectCleanHydration(page, PATH, 'Outstaffing FAQ'),
);
