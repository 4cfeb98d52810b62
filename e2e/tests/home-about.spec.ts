import { expect, test, type Page } from '@playwright/test';
import { HOME, expectSameDocument, markDocument, openHome } from './home-support';
import { pausedClock } from './shell-support';
import { ANY_VIEWPORT } from './page-support';

const block = (page: Page) => page.getByRole('region', { name: 'Who we are' });
const card = (page: Page, stat: string) => block(page).locator(`[data-stat="${stat}"]`);
const figure = (page: Page, stat: string) => card(page, stat).getByTestId('stat-figure');
const ROTATION = ['revenue', 'countries', 'hours', 'customers'];

test(
  "'Who we are' shows the figures and 'Get to know us' opens the company page",
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await openHome(page);
    const who = block(page);
    await expect(who.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    // The spec's figures, as text for everyone (the visible digits may still be counting on phones).
    for (const [stat, value] of [
      ['revenue', '$140M+'],
      ['countries', '100+'],
      ['hours', '160k+'],
      ['customers', '100%'],
    ] as const)
      await expect(card(page, stat)).toContainText(value);
    await expect(card(page, 'years')).toContainText('years in business');
    await expect(card(page, 'years').locator('.visually-hidden')).toHaveText('7');

    const link = who.getByRole('link', { name: 'Get to know us', exact: true });
    await expect(link).toHaveText('Get to know us');
    await expect(link).toHaveAttribute('href', '/company');
    await markDocument(page);
    await link.click();
    await expect(page).toHaveURL(/\/company$/);
    await expectSameDocument(page);
  },
);

test(
  'desktop: the four cards take the front in turn, 2 s each, 8 s a cycle',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // phones count up instead
    await pausedClock(page);
    await openHome(page);
    const front = async () => {
      const active = await block(page)
        .locator('[data-active="true"]')
        .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.stat));
      expect(active).toHaveLength(1);
      return active[0];
    };
    await expect(block(page).locator('ul')).toHaveAttribute('data-rotating', 'true');
    expect(await front()).toBe('revenue');
    await page.clock.runFor(HOME.statRotationMs - 1);
    expect(await front()).toBe('revenue');
    for (const next of [...ROTATION.slice(1), ROTATION[0]]) {
      await page.clock.runFor(next === 'countries' ? 1 : HOME.statRotationMs);
      await expect.poll(front).toBe(next);
    }
    // Desktop shows the final figures; nothing counts.
    await expect(figure(page, 'revenue')).toHaveText('$140M+');
  },
);

test(
  'phones: the counters run to 140, 100, 100 and 7 in 2 s once the figures scroll into view',
  { tag: '@phone-only' },
  async ({ page }) => {
    // desktop rotates the cards instead
    await pausedClock(page);
    await openHome(page);
    const stats = block(page).getByTestId('stats');
    const shown = async () =>
      Promise.all(['revenue', 'countries', 'customers', 'years'].map((s) => figure(page, s).textContent()));
    // Below the fold they wait at zero (and the clock alone does not start them).
    await expect(figure(page, 'revenue')).toHaveText('$0M+');
    await page.clock.runFor(HOME.counterMs);
    expect(await shown()).toEqual(['$0M+', '0+', '0%', '0']);
    await expect(stats).toHaveAttribute('data-counting', 'false');

    await stats.scrollIntoViewIfNeeded();
    await expect(stats).toHaveAttribute('data-counting', 'true');
    await page.clock.runFor(HOME.counterMs / 2);
    const halfway = Number((await figure(page, 'revenue').textContent())?.replace(/\D/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(140);
    await page.clock.runFor(HOME.counterMs / 2);
    expect(await shown()).toEqual(['$140M+', '100+', '100%', '7']);
    await expect(figure(page, 'hours')).toHaveCount(0); // '160k+' is a fixed figure
    await expect(card(page, 'hours')).toContainText('160k+');
  },
);

test(
  'phones with reduced motion show the final figures at once',
  { tag: '@phone-only' },
  async ({ page }) => {
    // a phone setting
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect(figure(page, 'revenue')).toHaveText('$140M+');
    await expect(figure(page, 'years')).toHaveText('7');
  },
);

test(
  'a 150 px cursor image follows the mouse over the block and hides when it leaves',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // needs a mouse
    await openHome(page);
    const cursor = block(page).getByTestId('custom-cursor');
    await expect(cursor).toHaveAttribute('aria-hidden', 'true');
    await expect(cursor).toHaveAttribute('data-visible', 'false');
    expect(await cursor.evaluate((c) => getComputedStyle(c).pointerEvents)).toBe('none');

    await block(page).scrollIntoViewIfNeeded();
    const area = (await block(page).boundingBox())!;
    const at = { x: area.x + 300, y: area.y + 120 };
    await page.mouse.move(at.x, at.y);
    await page.mouse.move(at.x + 10, at.y + 10);
    await expect(cursor).toHaveAttribute('data-visible', 'true');
    await expect
      .poll(async () => {
        const box = (await cursor.boundingBox())!;
        return { w: box.width, h: box.height, cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
      })
      .toEqual({ w: 150, h: 150, cx: at.x + 10, cy: at.y + 10 });

    await page.mouse.move(at.x, area.y - 40);
    await expect(cursor).toHaveAttribute('data-visible', 'false');
  },
);

test(
  'phones: every figure stays on one line with its unit, while counting and after',
  { tag: '@phone-only' },
  async ({ page }) => {
    // two cards share a row only on phones
    await page.setViewportSize({ width: 390, height: 844 });
    await pausedClock(page);
    await openHome(page);
    const stats = block(page).getByTestId('stats');
    await stats.scrollIntoViewIfNeeded();
    await expect(stats).toHaveAttribute('data-counting', 'true');
    // Each card's figure: how many lines it takes (its height over its line height) and whether it
    // fits the card's width.
    const figures = () =>
      block(page)
        .locator('li[data-stat] > p:first-child')
        .evaluateAll((values) =>
          values.map((value) => ({
            lines: Math.round(
              value.getBoundingClientRect().height / parseFloat(getComputedStyle(value).lineHeight),
            ),
            fits: value.scrollWidth <= value.clientWidth,
          })),
        );
    const seen = new Set<string>();
    for (let elapsed = 0; elapsed <= HOME.counterMs; elapsed += HOME.counterMs / 8) {
      seen.add((await figure(page, 'revenue').textContent()) ?? '');
      expect(await figures(), `after ${elapsed} ms: ${[...seen].at(-1)}`).toEqual(
        Array.from({ length: 4 }, () => ({ lines: 1, fits: true })),
      );
      await page.clock.runFor(HOME.counterMs / 8);
    }
    expect(seen.size).toBeGreaterThan(3); // the check saw figures on their way up, not only the end
    await expect(figure(page, 'revenue')).toHaveText('$140M+');
  },
);

test(
  'with reduced motion the cards stay still and no image follows the mouse',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the rotation and the cursor are desktop effects
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pausedClock(page);
    await openHome(page);
    await block(page).scrollIntoViewIfNeeded();
    // What a visitor sees of each card: its size, position and colours.
    const looks = () =>
      block(page)
        .locator('li[data-stat]')
        .evaluateAll((cards) =>
          cards.map((card) => {
            const style = getComputedStyle(card);
            const box = card.getBoundingClientRect();
            return `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${style.transform} ${style.backgroundColor} ${style.color}`;
          }),
        );
    const still = await looks();
    for (let turn = 1; turn <= 4; turn++) {
      await page.clock.runFor(HOME.statRotationMs);
      expect(await looks(), `after ${turn * HOME.statRotationMs} ms`).toEqual(still);
    }
    // No card is singled out either: the four look alike.
    expect(new Set(still.map((look) => look.split(' ').slice(2).join(' '))).size).toBe(1);

    const cursor = block(page).getByTestId('custom-cursor');
    const area = (await block(page).boundingBox())!;
    await page.mouse.move(area.x + 300, area.y + 120);
    await page.mouse.move(area.x + 320, area.y + 140);
    await page.clock.runFor(500);
    await expect(cursor).toHaveCSS('opacity', '0');
    expect(await cursor.evaluate((c) => getComputedStyle(c).transform)).toBe('none');
  },
);
