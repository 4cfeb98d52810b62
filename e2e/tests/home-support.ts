import { expect, type Page, type TestInfo } from '@playwright/test';
import { hydrated, quietShell } from './shell-support';

/** The spec's numbers for the home page (sections 2 and 9), as the tests check them. */
export const HOME = {
  heroHeights: { 1920: 978, 1366: 668 },
  spotlightRadii: [100, 95, 92, 88, 85],
  spotlightStartMs: 500,
  statRotationMs: 2000,
  counterMs: 2000,
  cardClickSlideMs: 500,
  wheelEdgeReleaseMs: 800,
  portfolioWheelThreshold: 40,
} as const;

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The home page, quiet (no preloader or cookie banner) and hydrated. */
export async function openHome(page: Page) {
  await quietShell(page);
  await page.goto('/');
  await hydrated(page);
}

/**
 * Marks the current document, so a test can tell a client-side navigation (the mark survives)
 * from a full page load (it does not).
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __homeMark: boolean }).__homeMark = true;
  });
}

export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __homeMark?: boolean }).__homeMark)).toBe(true);
}

/**
 * Records, for every wheel event from now on, whether the page's own handlers kept it from
 * scrolling the page (read with wheelLog).
 */
export async function recordWheel(page: Page) {
  await page.evaluate(() => {
    const log: boolean[] = [];
    (window as unknown as { __wheel: boolean[] }).__wheel = log;
    window.addEventListener('wheel', (event) => log.push(event.defaultPrevented), { passive: true });
  });
}

export const wheelLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wheel: boolean[] }).__wheel.splice(0));
