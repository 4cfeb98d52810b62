import { expect, test, type Page } from '@playwright/test';
import { holdRequests, hydrated, KEYS, pausedClock, quietShell } from './shell-support';
import { ANY_VIEWPORT } from './page-support';

const footer = (page: Page) => page.getByRole('contentinfo');
const contactHeading = (page: Page) =>
  page.getByRole('heading', { name: "Let's build something great together!" });

/** Where the footer's top edge is, and whether the page is scrolled as far as it goes. */
const footerPosition = (page: Page) =>
  page.evaluate(() => {
    const top = document.querySelector('footer')!.getBoundingClientRect().top;
    const atBottom =
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
    return { top, scrollY: window.scrollY, atBottom };
  });

const readFlag = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), KEYS.privacyToHome);

/**
 * Moves the page clock on in 100 ms steps until the footer's timer has fired (it clears the flag
 * as it starts the scroll). Counted in page time, not in the machine's: a slow step only waits.
 */
async function stepUntilScrollStarts(page: Page) {
  await expect(async () => {
    await page.clock.runFor(100);
    expect(await readFlag(page)).toBe('false');
  }).toPass({ timeout: 30_000, intervals: [50] });
}

/** 'landed' when the footer is at the top of the window (or the page at its end). */
async function landed(page: Page) {
  const { top, scrollY, atBottom } = await footerPosition(page);
  return scrollY > 0 && (top <= 100 || atBottom) ? 'landed' : JSON.stringify({ scrollY, top });
}

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  'the footer holds the contact section, the social block, Up and the year line',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/');
    const foot = footer(page);
    await expect(foot.locator('#contact')).toHaveCount(1);
    await expect(foot.getByRole('heading', { name: "Let's build something great together!" })).toBeVisible();

    const social = foot.getByRole('list', { name: 'Social links' });
    await expect(social.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
    await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);
    await expect(social.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:/);
    await expect(social.getByRole('link', { name: 'Upwork' })).toHaveAttribute('href', /upwork\.com/);

    await expect(foot.getByRole('link', { name: 'Up', exact: true })).toHaveAttribute('href', '#top');
    await expect(page.locator('#top')).toHaveCount(1);

    const year = String(new Date().getFullYear());
    await expect(foot.getByText(`© ${year}`)).toBeVisible();
    await expect(foot.getByRole('link', { name: 'Agency', exact: true })).toHaveAttribute('href', '/');
    await expect(foot.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
);

test(
  'the careers page has no contact section in its footer (it has the application form)',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(contactHeading(page)).toHaveCount(0);
    await expect(footer(page).getByRole('list', { name: 'Social links' })).toBeVisible();
    await page.goto('/privacy');
    await expect(contactHeading(page)).toBeVisible();
  },
);

test("'Up' goes back to the top of the page", { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto('/privacy');
  await hydrated(page);
  const up = footer(page).getByRole('link', { name: 'Up', exact: true });
  await up.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await up.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a social link opens its profile 500 ms after the click', { tag: ANY_VIEWPORT }, async ({ page }) => {
  // Record window.open instead of opening real tabs (there is no internet here).
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await pausedClock(page);
  await page.goto('/privacy');
  await hydrated(page);
  const opened = () => page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  const social = footer(page).getByRole('list', { name: 'Social links' });

  await social.getByRole('link', { name: 'LinkedIn' }).click();
  expect(await opened()).toEqual([]);
  await expect(page).toHaveURL(/\/privacy$/);
  await page.clock.runFor(499);
  expect(await opened()).toEqual([]);
  await page.clock.runFor(1);
  expect(await opened()).toEqual([expect.stringContaining('linkedin.com')]);

  await social.getByRole('link', { name: 'E-mail' }).click();
  await page.clock.runFor(500);
  expect(await opened()).toEqual([
    expect.stringContaining('linkedin.com'),
    expect.stringMatching(/^mailto:/),
  ]);
});

test(
  'a hash in the URL makes the page jump to its anchor after 1300 ms',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await pausedClock(page);
    await page.goto('/privacy#contact');
    await hydrated(page);
    // Undo the browser's own jump, so only the delayed one can bring the anchor back.
    await page.evaluate(() => window.scrollTo(0, 0));
    const contact = page.locator('#contact');
    await page.clock.runFor(1299);
    await expect(contact).not.toBeInViewport();
    await page.clock.runFor(1);
    await expect(contact).toBeInViewport();
  },
);

test.describe('privacy to home', () => {
  test('the flag is true on /privacy and false elsewhere', { tag: ANY_VIEWPORT }, async ({ page }) => {
    const flag = () => readFlag(page);
    await page.goto('/privacy');
    await hydrated(page);
    expect(await flag()).toBe('true');
    await page.goto('/careers');
    await hydrated(page);
    expect(await flag()).toBe('false');
  });

  for (const how of ['header link', 'page load'] as const) {
    test(
      `arriving home from /privacy (${how}) scrolls to the footer after 1 s, then clears the flag`,
      { tag: ANY_VIEWPORT },
      async ({ page }) => {
        await pausedClock(page);
        await page.goto('/privacy');
        await hydrated(page);
        if (how === 'header link') {
          await page.getByRole('banner').getByRole('link', { name: 'Contact us', exact: true }).click();
          await expect(page).toHaveURL(/\/$/);
        } else {
          await page.goto('/');
          await hydrated(page);
        }
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const flag = () => readFlag(page);
        expect(await flag()).toBe('true');

        await page.clock.runFor(900);
        expect((await footerPosition(page)).scrollY).toBe(0);
        // The delay counts from the footer's effect after the route rendered, which on a busy
        // machine can come a little after the heading showed. The page clock moves on in 100 ms
        // steps until the timer has fired (it clears the flag), however slowly the machine answers;
        // the smooth scroll, on the browser's own clock, is then waited for to land.
        await stepUntilScrollStarts(page);
        await expect.poll(() => landed(page), { timeout: 10_000 }).toBe('landed');
        expect(await flag()).toBe('false');
      },
    );
  }

  test(
    'the second counts from when the home page is on screen, not from the click',
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      // A slow connection: the home page's code arrives 1.5 s (page time) after the click. A scroll
      // started on the old page would be undone when the router shows home at the top.
      const release = await holdRequests(page, /\/assets\/routes-[\w-]+\.js$/);
      await pausedClock(page);
      await page.goto('/privacy');
      await hydrated(page);
      await page.getByRole('banner').getByRole('link', { name: 'Contact us', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.clock.runFor(1500);
      release();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Professional Software Development' }),
      ).toBeVisible();
      await page.clock.runFor(500);
      expect((await footerPosition(page)).scrollY).toBe(0);
      await stepUntilScrollStarts(page);
      await expect.poll(() => landed(page), { timeout: 10_000 }).toBe('landed');
    },
  );

  test('home reached from elsewhere stays at the top', { tag: ANY_VIEWPORT }, async ({ page }) => {
    await pausedClock(page);
    await page.goto('/careers');
    await hydrated(page);
    await page.goto('/');
    await hydrated(page);
    await page.clock.runFor(1500);
    expect((await footerPosition(page)).scrollY).toBe(0);
  });
});
