import { expect, test, type Page } from '@playwright/test';
import { hydrated, pausedClock, quietShell } from './shell-support';
import { ANY_VIEWPORT } from './page-support';

// Spec section 9: a service tile navigates 400 ms after the click.
const TILE_DELAY_MS = 400;

test.beforeEach(async ({ page }) => {
  await quietShell(page);
  // Counts history entries the page pushes, so 'not yet' is a fact and not a race.
  await page.addInitScript(() => {
    const pushes: string[] = [];
    (window as unknown as { pushes: string[] }).pushes = pushes;
    const push = history.pushState.bind(history);
    history.pushState = (state, unused, url) => {
      pushes.push(String(url));
      push(state, unused, url);
    };
  });
});

const pushes = (page: Page) => page.evaluate(() => (window as unknown as { pushes: string[] }).pushes);
const tiles = (page: Page) => page.getByRole('region', { name: 'Three ways to work together' });
const tile = (page: Page, name: string) => tiles(page).getByRole('link', { name, exact: true });
/** The tile around a link (the link's box is stretched over it). */
const card = (page: Page, name: string) =>
  tiles(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

for (const [name, path] of [
  ['Outsource', '/services/outsource'],
  ['Outstaff', '/services/outstaff'],
  ['Dedicated team', '/services/ddt'],
] as const) {
  test(
    `a click on '${name}' presses the tile and opens ${path} after 400 ms, not before`,
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      await pausedClock(page);
      await page.goto('/services');
      await hydrated(page);
      await expect(tile(page, name)).toHaveAttribute('href', path);

      // Anywhere on the tile counts: click its middle, not the title.
      await card(page, name).click();
      await expect(card(page, name)).toHaveAttribute('data-leaving', '');
      await page.clock.runFor(TILE_DELAY_MS - 1);
      expect(await pushes(page)).toEqual([]);
      await expect(page).toHaveURL(/\/services$/);

      await page.clock.runFor(1);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(await pushes(page)).toEqual([path]);
      // The router rendered the service page in place of the overview.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/The team you need/);
      await expect(page.getByRole('region', { name: 'Three ways to work together' })).toHaveCount(0);
    },
  );
}

test(
  'a modified click keeps its browser meaning and does not navigate the page',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // modifier keys need a keyboard
    await pausedClock(page);
    await page.goto('/services');
    await hydrated(page);
    const link = tile(page, 'Outstaff');
    // Ctrl+click: the browser opens a new tab itself; this page stays and does not animate.
    const popup = page.context().waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const opened = await popup;
    await opened.waitForURL(/\/services\/outstaff$/);
    await opened.close();
    await expect(card(page, 'Outstaff')).not.toHaveAttribute('data-leaving');
    await page.clock.runFor(TILE_DELAY_MS * 2);
    expect(await pushes(page)).toEqual([]);
    await expect(page).toHaveURL(/\/services$/);
  },
);
