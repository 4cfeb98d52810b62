import { expect, type Page } from '@playwright/test';

/** Storage keys of the site's frame (web/src/lib/shell-constants.ts). */
export const KEYS = {
  cookies: 'acceptAllCookies',
  preloader: 'preloader',
  privacyToHome: 'privacyToHome',
} as const;

/** CSS colours of the header's states (web/src/styles/global.css). */
export const COLORS = {
  cyanInk: 'rgb(14, 116, 144)',
  blue: 'rgb(37, 99, 235)',
  ink: 'rgb(11, 27, 43)',
  white: 'rgb(255, 255, 255)',
} as const;

/** Skips the start-up animation and the cookie banner, for tests about something else. */
export async function quietShell(page: Page) {
  await page.addInitScript((keys) => {
    sessionStorage.setItem(keys.preloader, 'off');
    localStorage.setItem(keys.cookies, 'true');
  }, KEYS);
}

/** The root sets data-hydrated on <html> once React has taken over and every effect has run. */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A paused fake clock from the first script of the page on; advance it with runFor. */
export async function pausedClock(page: Page) {
  const start = new Date('2025-03-01T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}
