import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Holds back every request whose URL matches, as a slow connection would, until the returned
 * function is called.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A paused fake clock from the first script of the page on; advance it with runFor. */
export async function pausedClock(page: Page) {
  const start = new Date('2025-03-01T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * Records every Content-Security-Policy violation of the page from its first script on (a library's
 * injected <style>, an inline script…); call the returned function to read them. A blocked
 * stylesheet leaves the DOM as it was, so only this (or the computed style) shows it.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/**
 * A react-toastify toast as a person sees it: in the top-right corner inside the viewport, on the
 * library's white card (light theme) in its fixed container, with an icon of icon size. Under
 * 480 px the library spans the toast across the top instead.
 */
export async function expectVisibleToast(page: Page, text: string | RegExp) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  const viewport = page.viewportSize()!;
  const narrow = viewport.width <= 480;
  // It slides in from the right; wait until it has arrived.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box && box.x >= 0 && box.x + box.width <= viewport.width + 0.5;
    })
    .toBe(true);
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThan(viewport.height / 3);
  if (narrow) {
    expect(Math.round(box.width)).toBeLessThanOrEqual(viewport.width);
  } else {
    expect(box.width).toBeLessThan(400);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  }
  await expect(toast).toHaveCSS('background-color', COLORS.white);
  await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
  const icon = await toast.locator('svg').first().boundingBox();
  expect(icon?.width).toBeLessThanOrEqual(24);
}

/**
 * Clicks an element where it is on screen, as a person does. Playwright's own click first scrolls
 * the element "into view", which moves the page under a sticky header by itself.
 */
export async function clickInPlace(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}
