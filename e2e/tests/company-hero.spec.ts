import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, quietShell } from './shell-support';
import { meanBrightness } from './visual-support';
import { ANY_VIEWPORT } from './page-support';

// Spec section 9: flashlight cursor 120x120, loop size 170 (the diameter of the revealed circle).
const CURSOR_PX = 120;
const LOOP_PX = 170;

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

const hero = (page: Page) => page.getByRole('link', { name: /see careers/i });

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2, width: box!.width, height: box!.height };
}

test(
  'the hero image is one link to /careers with an accessible name',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/company');
    const link = hero(page);
    await expect(link).toHaveAttribute('href', '/careers');
    await expect(link).toHaveAccessibleName('Inside our studio: see careers and join the team');
    await expect(link.getByRole('img')).toHaveCount(1);
    await expect(link.locator('img')).toHaveAttribute('loading', 'eager');
    const response = await page.request.get('/careers');
    expect(response.status()).toBe(200);
  },
);

test(
  'a 170 px flashlight and the 120x120 cursor follow the mouse',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the flashlight needs a mouse
    await page.goto('/company');
    await hydrated(page);
    const link = hero(page);
    await link.scrollIntoViewIfNeeded();
    const loop = link.locator('[data-flashlight-loop]');
    const cursor = link.locator('[data-flashlight-cursor]');
    const beam = link.locator('[data-flashlight]');

    // Decorative: hidden from assistive technology, never in the way of the click.
    await expect(cursor).toHaveAttribute('aria-hidden', 'true');
    await expect(beam).toHaveAttribute('aria-hidden', 'true');
    await expect(cursor).toHaveCSS('pointer-events', 'none');
    await expect(beam).toHaveCSS('pointer-events', 'none');

    // Before the mouse arrives the drawing lies in the dark.
    await expect(link).not.toHaveAttribute('data-lit');
    await expect(link.locator('[data-flashlight-cover]')).toBeVisible();

    const box = (await link.boundingBox())!;
    for (const [fx, fy] of [
      [0.3, 0.4],
      [0.7, 0.6],
    ] as const) {
      const x = box.x + box.width * fx;
      const y = box.y + box.height * fy;
      await page.mouse.move(x, y);
      await expect(link).toHaveAttribute('data-lit', 'true');
      const light = await centre(loop);
      expect(light.width).toBeCloseTo(LOOP_PX, 0);
      expect(light.height).toBeCloseTo(LOOP_PX, 0);
      expect(light.x).toBeCloseTo(x, 0);
      expect(light.y).toBeCloseTo(y, 0);
      const pointer = await centre(cursor);
      expect(pointer.width).toBeCloseTo(CURSOR_PX, 0);
      expect(pointer.height).toBeCloseTo(CURSOR_PX, 0);
      expect(pointer.x).toBeCloseTo(x, 0);
      expect(pointer.y).toBeCloseTo(y, 0);
    }

    // Leaving the image puts it back in the dark; the click still goes to /careers.
    await page.mouse.move(box.x + box.width / 2, box.y - 40);
    await expect(link).not.toHaveAttribute('data-lit');
    await link.click();
    await expect(page).toHaveURL(/\/careers$/);
  },
);

test(
  'at rest the studio is clearly visible, and on a touch screen a tap lights it all',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    // a laptop: a mouse and a touch screen
    await page.goto('/company');
    await hydrated(page);
    const link = hero(page);
    await link.scrollIntoViewIfNeeded();
    const cover = link.locator('[data-flashlight-cover]');
    await expect(cover).toBeVisible();
    await expect(cover).toHaveCSS('opacity', '1');
    const atRest = await meanBrightness(page, await link.screenshot());

    // A finger on the dark studio (Chromium's own touch input, next to the mouse) lights it all and
    // stays on the page; the link opens on the next tap.
    const box = (await link.boundingBox())!;
    const tap = async () => {
      const cdp = await page.context().newCDPSession(page);
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    };
    await tap();
    await expect(link).toHaveAttribute('data-lit', 'touch');
    await expect(cover).toHaveCSS('opacity', '0');
    await expect(link.locator('[data-flashlight]')).toHaveCSS('opacity', '0');
    await expect(page).toHaveURL(/\/company$/);
    const lit = await meanBrightness(page, await link.screenshot());
    testInfo.annotations.push({
      type: 'brightness',
      description: `at rest ${atRest.toFixed(0)}, lit ${lit.toFixed(0)}`,
    });
    // Dimmed, not dark: at rest the drawing keeps more than half of its full brightness.
    expect(atRest).toBeGreaterThan(lit * 0.55);
    expect(lit - atRest).toBeGreaterThan(10); // and the light still makes a visible difference

    await tap();
    await expect(page).toHaveURL(/\/careers$/);
  },
);

test('with reduced motion the image is simply shown', { tag: '@desktop-only' }, async ({ page }) => {
  // phones never get the flashlight; see the next test
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/company');
  await hydrated(page);
  const link = hero(page);
  const box = (await link.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(link.locator('[data-flashlight-cover]')).toBeHidden();
  await expect(link.locator('[data-flashlight]')).toBeHidden();
  await expect(link.locator('[data-flashlight-cursor]')).toBeHidden();
  await expect(link).not.toHaveAttribute('data-lit');
  await expect(link.locator('img')).toBeVisible();
});

test('on a touch screen the image is simply shown', { tag: '@phone-only' }, async ({ page }) => {
  // only the phone has no mouse
  await page.goto('/company');
  await hydrated(page);
  const link = hero(page);
  await expect(link.locator('[data-flashlight-cover]')).toBeHidden();
  await expect(link.locator('[data-flashlight]')).toBeHidden();
  await expect(link.locator('[data-flashlight-cursor]')).toBeHidden();
  await expect(link.locator('img')).toBeVisible();
});
