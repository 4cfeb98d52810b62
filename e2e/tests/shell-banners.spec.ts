import { expect, test, type Page } from '@playwright/test';
import { hydrated, KEYS, pausedClock } from './shell-support';
import { ANY_VIEWPORT } from './page-support';

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const preloader = (page: Page) => page.getByTestId('preloader');

test.describe('cookie banner', () => {
  test.beforeEach(async ({ page }) => {
    // The start-up animation is covered below; here it would only hide the banner for 3.5 s.
    await page.addInitScript((key) => sessionStorage.setItem(key, 'off'), KEYS.preloader);
  });

  test(
    'is not in the server HTML (it depends on the browser storage)',
    { tag: ANY_VIEWPORT },
    async ({ request }) => {
      const html = await (await request.get('/')).text();
      expect(html).not.toContain('Cookie consent');
    },
  );

  for (const answer of ['Accept', 'Reject'] as const) {
    test(
      `shows on a first visit; ${answer} stores the answer and keeps it hidden after a reload`,
      { tag: ANY_VIEWPORT },
      async ({ page }) => {
        await page.goto('/');
        const banner = cookieBanner(page);
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
          'href',
          '/privacy',
        );

        await banner.getByRole('button', { name: answer, exact: true }).click();
        await expect(banner).toBeHidden();
        expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.cookies)).toBe('true');

        await page.reload();
        await hydrated(page);
        await expect(banner).toHaveCount(0);

        // Another page of the same site, too.
        await page.goto('/privacy');
        await hydrated(page);
        await expect(banner).toHaveCount(0);
      },
    );
  }

  test('stays hidden when the answer is already stored', { tag: ANY_VIEWPORT }, async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), KEYS.cookies);
    await page.goto('/privacy');
    await hydrated(page);
    await expect(cookieBanner(page)).toHaveCount(0);
  });

  test('never hides the end of the page: the last footer link can still be clicked', async ({ page }) => {
    await page.goto('/privacy');
    await expect(cookieBanner(page)).toBeVisible();
    const footerPrivacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true });
    await footerPrivacy.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(cookieBanner(page)).toBeVisible();
  });
});

test.describe('preloader', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), KEYS.cookies);
  });

  test(
    'is not in the server HTML: crawlers get the content at once',
    { tag: ANY_VIEWPORT },
    async ({ request }) => {
      const html = await (await request.get('/')).text();
      expect(html).not.toContain('data-testid="preloader"');
      expect(html).toContain('<h1');
    },
  );

  test(
    'runs once per session: bars at 100 ms, shutters at 3 s, gone with the scroll lock at 3.5 s',
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      await pausedClock(page);
      await page.goto('/');
      await hydrated(page);
      const loader = preloader(page);
      const body = page.locator('body');

      await expect(loader).toHaveAttribute('data-stage', 'start');
      await expect(body).toHaveClass(/scroll-locked/);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), KEYS.preloader)).toBe('off');
      // The page's content is there underneath all along.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.clock.runFor(99);
      await expect(loader).toHaveAttribute('data-stage', 'start');
      await page.clock.runFor(1);
      await expect(loader).toHaveAttribute('data-stage', 'fill');

      await page.clock.runFor(2899);
      await expect(loader).toHaveAttribute('data-stage', 'fill');
      await page.clock.runFor(1);
      await expect(loader).toHaveAttribute('data-stage', 'open');
      await expect(body).toHaveClass(/scroll-locked/);

      await page.clock.runFor(499);
      await expect(loader).toHaveCount(1);
      await page.clock.runFor(1);
      await expect(loader).toHaveCount(0);
      await expect(body).not.toHaveClass(/scroll-locked/);

      // A reload (and any other page) in the same session skips it.
      await page.reload();
      await hydrated(page);
      await expect(loader).toHaveCount(0);
      await expect(body).not.toHaveClass(/scroll-locked/);
      await page.goto('/privacy');
      await hydrated(page);
      await expect(loader).toHaveCount(0);
    },
  );

  test('does not block clicks while it plays', { tag: ANY_VIEWPORT }, async ({ page }) => {
    await pausedClock(page);
    await page.goto('/privacy');
    await hydrated(page);
    await expect(preloader(page)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Agency', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('preloader with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test.skip(({ isMobile }) => !isMobile, 'the preloader is the same on every screen; checked on a phone');

  test('is skipped: nothing covers the page and a link takes a click right after load', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), KEYS.cookies);
    // With the clock paused the 3.5 s animation could never end: only skipping it passes.
    await pausedClock(page);
    await page.goto('/privacy');
    await hydrated(page);
    await expect(preloader(page)).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
    // The topmost element in the middle of the screen belongs to the page, not to an overlay.
    const covered = await page.evaluate(() => {
      const top = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      return top?.closest('main, header, footer') ? null : (top?.outerHTML.slice(0, 120) ?? 'nothing');
    });
    expect(covered).toBeNull();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Agency', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
