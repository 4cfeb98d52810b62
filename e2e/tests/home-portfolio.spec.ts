import { expect, test, type Page } from '@playwright/test';
import { HOME, expectSameDocument, markDocument, openHome, recordWheel, wheelLog } from './home-support';
import { pausedClock } from './shell-support';

const CASES = [
  { name: 'Aqua Pal: Water tracker app', href: '/cases/aqua-pal' },
  { name: 'Joyn: EV charging app', href: '/cases/joyn' },
  { name: 'Startup Show: Movie app', href: '/cases/startup-show' },
];

const section = (page: Page) => page.getByRole('region', { name: 'Portfolio' });
const slider = (page: Page) => page.getByTestId('portfolio-slider');
const current = (page: Page) => slider(page).getAttribute('data-current');

test(
  'desktop: the slider holds the three featured cases as links, the first in view',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the slider is desktop only
    await openHome(page);
    const region = section(page).getByRole('region', { name: 'Featured cases' });
    const links = region.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [i, item] of CASES.entries()) {
      // Named by its visible text (year, disciplines, title, subtitle, description), not a shorter
      // label that drops it (axe: label-content-name-mismatch).
      const [title, subtitle] = item.name.split(': ');
      await expect(links.nth(i)).toHaveAccessibleName(new RegExp(`${title}\\s+${subtitle}`));
      await expect(links.nth(i)).toHaveAttribute('href', item.href);
    }
    await expect(section(page).getByRole('list', { name: 'Featured cases' })).toBeHidden();
    await expect(region).toContainText('Aqua Pal');
    await expect(region).toContainText('2023');
    expect(await current(page)).toBe('0');
  },
);

test(
  'desktop: the wheel moves one case per 40 of deltaY (39 is not enough); the ends give the wheel back to the page',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the slider is desktop only
    await pausedClock(page);
    await openHome(page);
    await slider(page).scrollIntoViewIfNeeded();
    await recordWheel(page);
    const box = (await slider(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    await page.mouse.wheel(0, HOME.portfolioWheelThreshold - 1);
    expect(await current(page)).toBe('0');
    await page.mouse.wheel(0, 1);
    await expect.poll(() => current(page)).toBe('1');
    expect(await wheelLog(page)).toEqual([true, true]);

    await page.clock.runFor(600);
    await page.mouse.wheel(0, HOME.portfolioWheelThreshold);
    await expect.poll(() => current(page)).toBe('2');
    await page.clock.runFor(600);
    await page.mouse.wheel(0, -(HOME.portfolioWheelThreshold - 1));
    expect(await current(page)).toBe('2');
    await page.mouse.wheel(0, -1);
    await expect.poll(() => current(page)).toBe('1');
    await page.clock.runFor(600);
    await page.mouse.wheel(0, HOME.portfolioWheelThreshold);
    await expect.poll(() => current(page)).toBe('2');
    await page.clock.runFor(600);
    await wheelLog(page);

    // Past the last case the page scrolls on.
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 100);
    expect(await wheelLog(page)).toEqual([false]);
    expect(await current(page)).toBe('2');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY);
  },
);

test(
  'desktop: a click anywhere on the slider opens the current case',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the slider is desktop only
    await pausedClock(page);
    await openHome(page);
    await slider(page).scrollIntoViewIfNeeded();
    const box = (await slider(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, HOME.portfolioWheelThreshold);
    await expect.poll(() => current(page)).toBe('1');
    await page.clock.runFor(600);
    // The slide is a CSS transition (real time): click once Aqua Pal's banner has left the point, or
    // the click lands on its link on the way out.
    const point = { x: box.x + 40, y: box.y + box.height - 40 };
    const linkAtPoint = () =>
      page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null,
        point,
      );
    await expect.poll(linkAtPoint).not.toBe('/cases/aqua-pal');
    await markDocument(page);
    await slider(page).click({ position: { x: 40, y: box.height - 40 } });
    await expect(page).toHaveURL(/\/cases\/joyn$/);
    await expectSameDocument(page);
  },
);

test(
  'desktop: Tab reaches every case, and the slider follows the focus',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the slider is desktop only
    await openHome(page);
    const links = slider(page).getByRole('link');
    await links.nth(0).focus();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await expect.poll(() => current(page)).toBe('1');
    await page.keyboard.press('Tab');
    await expect(links.nth(2)).toBeFocused();
    await expect.poll(() => current(page)).toBe('2');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cases\/startup-show$/);
  },
);

test(
  'desktop: hovering a banner slides in the alternate image; a cursor follows the mouse',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // needs a mouse
    await openHome(page);
    await slider(page).scrollIntoViewIfNeeded();
    const banner = slider(page).getByTestId('portfolio-banner').first();
    const offset = () =>
      banner.evaluate((b) => {
        const alternate = b.lastElementChild!.getBoundingClientRect();
        return Math.round(alternate.x - b.getBoundingClientRect().x);
      });
    const width = Math.round((await banner.boundingBox())!.width);
    expect(await offset()).toBe(width);
    await banner.hover();
    await expect.poll(offset).toBe(0);

    const cursor = section(page).getByTestId('custom-cursor');
    await expect(cursor).toHaveAttribute('aria-hidden', 'true');
    await expect(cursor).toHaveAttribute('data-visible', 'true');
    await page.mouse.move(5, 5);
    await expect(cursor).toHaveAttribute('data-visible', 'false');
    await expect.poll(offset).toBe(width);
  },
);

test('phones: a list of links to the three cases', { tag: '@phone-only' }, async ({ page }) => {
  // a phone layout
  await openHome(page);
  const list = section(page).getByRole('list', { name: 'Featured cases' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const links = list.getByRole('link');
  for (const [i, item] of CASES.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', item.href);
    await expect(links.nth(i)).toContainText(item.name.split(':')[0]!);
  }
  await expect(slider(page)).toBeHidden();
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/cases\/joyn$/);
});
