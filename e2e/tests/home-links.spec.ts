import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openHome } from './home-support';
import { ANY_VIEWPORT, expectInternalLinksOk } from './page-support';

/** The home page's own links (header and footer are the shell's). */
const HOME_LINKS = [
  '/cases',
  '/company',
  '/cases/aqua-pal',
  '/cases/joyn',
  '/cases/startup-show',
  '/services/outsource',
  '/services/outstaff',
  '/services/ddt',
];

test('every internal link on the home page answers 200', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await openHome(page);
  const main = await page
    .getByRole('main')
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
  expect(main.sort()).toEqual([...HOME_LINKS].sort());
  await expectInternalLinksOk(page);
});

test('the home page content has no serious or critical accessibility violations', async ({ page }) => {
  await openHome(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
