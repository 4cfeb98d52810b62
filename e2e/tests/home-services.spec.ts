import { expect, test, type Page } from '@playwright/test';
import { openHome } from './home-support';
import { ANY_VIEWPORT } from './page-support';

const TABS = [
  { name: 'Outsource', link: 'Learn more about outsourcing', href: '/services/outsource' },
  { name: 'Outstaff', link: 'Learn more about outstaffing', href: '/services/outstaff' },
  {
    name: 'Dedicated development team',
    link: 'Learn more about a dedicated development team',
    href: '/services/ddt',
  },
];

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Ways to work with us' });
const tab = (page: Page, i: number) => tablist(page).getByRole('tab').nth(i);

/** Exactly one tab selected (and its panel the only one shown): returns its index. */
async function selected(page: Page) {
  const states = await tablist(page)
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('aria-selected')));
  expect(states.filter((s) => s === 'true')).toHaveLength(1);
  expect(states.filter((s) => s === 'false')).toHaveLength(states.length - 1);
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  return states.indexOf('true');
}

/** Where the underline is, against the active tab (x and width, rounded). */
const underlineMatches = (page: Page, i: number) =>
  page.evaluate((index) => {
    const bar = document.querySelector('[data-testid="tabs-underline"]')!.getBoundingClientRect();
    const tab = document.querySelectorAll('[role="tab"]')[index]!.getBoundingClientRect();
    return Math.abs(bar.x - tab.x) < 1 && Math.abs(bar.width - tab.width) < 1;
  }, i);

/** How far the image strip is shifted, in images. */
const stripShift = (page: Page) =>
  page.getByTestId('services-strip').evaluate((track) => {
    const frame = track.parentElement!.getBoundingClientRect();
    return Math.round((frame.x - track.getBoundingClientRect().x) / frame.width);
  });

test(
  'three service tabs, the first active, each panel with its learn-more link',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await openHome(page);
    await expect(tablist(page).getByRole('tab')).toHaveText(TABS.map((t) => t.name));
    expect(await selected(page)).toBe(0);
    await tablist(page).scrollIntoViewIfNeeded();
    await expect.poll(() => underlineMatches(page, 0)).toBe(true);
    expect(await stripShift(page)).toBe(0);

    for (const [i, item] of TABS.entries()) {
      await tab(page, i).click();
      expect(await selected(page)).toBe(i);
      const panel = page.getByRole('tabpanel', { name: item.name });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('paragraph').first()).toHaveText(/.{40,}/);
      await expect(panel.getByRole('link', { name: item.link })).toHaveAttribute('href', item.href);
      // The underline moves under the tab and the strip shifts to the matching image.
      await expect.poll(() => underlineMatches(page, i)).toBe(true);
      await expect.poll(() => stripShift(page)).toBe(i);
      await expect(page.getByTestId('services-strip').locator('img').nth(i)).toHaveAttribute('alt', /\w/);
    }
  },
);

test(
  'the arrow keys, Home and End move between the tabs (WAI-ARIA tabs)',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await openHome(page);
    await tab(page, 0).focus();
    await expect(tab(page, 0)).toHaveAttribute('tabindex', '0');
    await expect(tab(page, 1)).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 1)).toBeFocused();
    expect(await selected(page)).toBe(1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 0)).toBeFocused(); // wraps around
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 2)).toBeFocused();
    expect(await selected(page)).toBe(2);
    await page.keyboard.press('Home');
    expect(await selected(page)).toBe(0);
    await page.keyboard.press('End');
    expect(await selected(page)).toBe(2);
    await expect(tab(page, 2)).toHaveAttribute(
      'aria-controls',
      (await page.getByRole('tabpanel').getAttribute('id'))!,
    );
    // Tab moves on into the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  },
);
