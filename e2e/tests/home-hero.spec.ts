import { expect, test, type Page } from '@playwright/test';
import { HOME, expectSameDocument, isMobile, markDocument, openHome } from './home-support';
import { pausedClock } from './shell-support';
import { ANY_VIEWPORT } from './page-support';

const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

const stage = (page: Page) => page.getByTestId('hero-stage');
const lightImage = (page: Page) => page.getByTestId('hero-light').locator('img');

/** The spotlight circles of the front image's mask: radius and centre, outermost first. */
const spotlight = (page: Page) =>
  page
    .getByTestId('hero-light')
    .evaluate((element) =>
      [
        ...getComputedStyle(element).maskImage.matchAll(
          /radial-gradient\((?:circle )?([\d.]+)px at ([\d.]+)px ([\d.]+)px/g,
        ),
      ].map((m) => ({ r: Number(m[1]), x: Number(m[2]), y: Number(m[3]) })),
    );

/** A point on the picture clear of the tagline card, relative to the stage. */
const OPEN_SPOT = { x: 1000, y: 300 };

test(
  'the hero has the tagline, a short line and View work; the light drawing is the eager main image in the server HTML',
  { tag: ANY_VIEWPORT },
  async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const lightImg = /<img[^>]*hero-light-1366[^>]*>/.exec(html)?.[0] ?? '';
    // (HTML attribute names are case-insensitive; React writes fetchPriority.)
    expect(lightImg).toMatch(/fetchpriority="high"/i);
    expect(lightImg).toContain('loading="eager"');
    expect(lightImg).toMatch(/width="1366" height="668"/);
    // Both drawn sizes are offered: the large one from 1920 px, in AVIF and WebP.
    expect(html).toMatch(
      /<source media="\(min-width: 1920px\)" type="image\/avif" srcSet="[^"]*hero-light-1920/i,
    );
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]*hero-light-1366/i);
    // Only the hero may load eagerly.
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    // The dark drawing is only fetched where the spotlight can show it.
    expect(html).not.toContain('hero-dark');

    await openHome(page);
    const hero = page.getByRole('region', { name: 'Professional Software Development' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Professional Software Development');
    await expect(hero.getByRole('paragraph')).toHaveText(/\w+/);
    await expect(hero.getByRole('link', { name: 'View work' })).toHaveAttribute('href', '/cases');
    await expect(lightImage(page)).toHaveAttribute('alt', /laptop/i);
  },
);

test.describe('sizes', () => {
  test('1920 px wide: the 1920x978 drawing, 978 px high', { tag: '@desktop-only' }, async ({ page }) => {
    // a desktop width
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openHome(page);
    await expect
      .poll(() => lightImage(page).evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/hero-light-1920-/);
    expect((await stage(page).boundingBox())?.height).toBe(HOME.heroHeights[1920]);
    expect((await stage(page).boundingBox())?.width).toBe(1920);
  });

  test('1366 px wide: the 1366x668 drawing, 668 px high', { tag: '@desktop-only' }, async ({ page }) => {
    // a desktop width
    await openHome(page);
    await expect
      .poll(() => lightImage(page).evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/hero-light-1366-/);
    expect((await stage(page).boundingBox())?.height).toBe(HOME.heroHeights[1366]);
  });

  test(
    'a phone: the smaller drawing framed on its subject, under the tagline',
    { tag: '@phone-only' },
    async ({ page }) => {
      // a phone width
      await page.setViewportSize({ width: 390, height: 844 });
      await openHome(page);
      await expect
        .poll(() => lightImage(page).evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/hero-light-1366-/);
      const box = (await stage(page).boundingBox())!;
      expect(box.width).toBe(390);
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(title.y + title.height).toBeLessThanOrEqual(box.y);
      // The part of the 1366 x 668 drawing the stage shows, in the drawing's own pixels. Its subject
      // (tablet, laptop, phone, cards) spans x 560..1345 and y 120..580; the left 40% is empty
      // background made for the desktop's tagline box.
      const image = (await lightImage(page).boundingBox())!;
      const scale = image.width / 1366;
      expect(Math.abs(image.height / scale - 668)).toBeLessThan(1); // never distorted
      const shown = {
        left: (box.x - image.x) / scale,
        right: (box.x + box.width - image.x) / scale,
        top: (box.y - image.y) / scale,
        bottom: (box.y + box.height - image.y) / scale,
      };
      expect(shown.left).toBeLessThanOrEqual(560);
      expect(shown.right).toBeGreaterThanOrEqual(1345);
      expect(shown.top).toBeLessThanOrEqual(120);
      expect(shown.bottom).toBeGreaterThanOrEqual(580);
      expect(shown.left).toBeGreaterThan(450); // the empty part stays out of the picture
    },
  );
});

test(
  'the spotlight: five circles of 100, 95, 92, 88 and 85 px follow the mouse, growing in over 500 ms',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // needs a mouse
    await pausedClock(page);
    await openHome(page);
    await expect(stage(page)).toHaveAttribute('data-spotlight', 'enabled');
    // The dark drawing sits behind the light one.
    const dark = page.getByTestId('hero-dark');
    await expect(dark.locator('img')).toHaveAttribute('alt', '');
    const z = (testId: string) =>
      page.getByTestId(testId).evaluate((element) => Number(getComputedStyle(element).zIndex) || 0);
    expect(await z('hero-light')).toBeGreaterThan(await z('hero-dark'));
    expect(await spotlight(page)).toEqual([]);

    const box = (await stage(page).boundingBox())!;
    await page.mouse.move(box.x + OPEN_SPOT.x, box.y + OPEN_SPOT.y);
    await page.clock.runFor(HOME.spotlightStartMs / 2);
    const growing = await spotlight(page);
    expect(growing).toHaveLength(5);
    expect(growing[0]!.r).toBeGreaterThan(0);
    expect(growing[0]!.r).toBeLessThan(HOME.spotlightRadii[0]);

    await page.clock.runFor(HOME.spotlightStartMs / 2);
    const grown = await spotlight(page);
    expect(grown.map((c) => c.r)).toEqual([...HOME.spotlightRadii]);
    for (const circle of grown) expect(circle).toMatchObject(OPEN_SPOT);

    // It follows the cursor...
    await page.mouse.move(box.x + 700, box.y + 200);
    await page.clock.runFor(20);
    expect((await spotlight(page)).map(({ x, y }) => ({ x, y }))).toEqual(Array(5).fill({ x: 700, y: 200 }));

    // ...goes when the mouse leaves, and grows in again on the way back.
    await page.mouse.move(box.x + 700, box.y + box.height + 40);
    await page.clock.runFor(20);
    expect(await spotlight(page)).toEqual([]);
    await page.mouse.move(box.x + OPEN_SPOT.x, box.y + OPEN_SPOT.y);
    await page.clock.runFor(100);
    expect((await spotlight(page))[0]!.r).toBeLessThan(HOME.spotlightRadii[0]);
    await page.clock.runFor(400);
    expect((await spotlight(page))[0]!.r).toBe(HOME.spotlightRadii[0]);
  },
);

test.describe('no spotlight on Safari', () => {
  test.use({ userAgent: SAFARI_UA });

  test(
    'the reveal is skipped and the dark drawing never loads',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // the desktop browser
      await openHome(page);
      await expect(stage(page)).toHaveAttribute('data-spotlight', 'disabled');
      const box = (await stage(page).boundingBox())!;
      await page.mouse.move(box.x + OPEN_SPOT.x, box.y + OPEN_SPOT.y);
      await page.mouse.move(box.x + OPEN_SPOT.x + 10, box.y + OPEN_SPOT.y);
      await expect(page.getByTestId('hero-dark')).toHaveCount(0);
      expect(await spotlight(page)).toEqual([]);
    },
  );
});

test('no spotlight on touch screens or with reduced motion', async ({ page }, testInfo) => {
  if (!isMobile(testInfo)) await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await expect(stage(page)).toHaveAttribute('data-spotlight', 'disabled');
  await expect(page.getByTestId('hero-dark')).toHaveCount(0);
});

test(
  "'View work' opens the cases in the page (client navigation)",
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await openHome(page);
    await markDocument(page);
    await page.getByRole('link', { name: 'View work' }).click();
    await expect(page).toHaveURL(/\/cases$/);
    await expectSameDocument(page);
  },
);

test('a click on the hero picture opens the cases too', { tag: ANY_VIEWPORT }, async ({ page }, testInfo) => {
  await openHome(page);
  await markDocument(page);
  const box = (await stage(page).boundingBox())!;
  const spot = isMobile(testInfo) ? { x: box.width / 2, y: box.height / 2 } : OPEN_SPOT;
  await stage(page).click({ position: spot });
  await expect(page).toHaveURL(/\/cases$/);
  await expectSameDocument(page);
});
