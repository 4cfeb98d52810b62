import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, pausedClock, quietShell } from './shell-support';
import { ANY_VIEWPORT } from './page-support';

/**
 * Scripts the server HTML of `path` loads itself (named in its boot scripts, decision 032); every
 * other script is a lazily loaded chunk.
 */
async function initialScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const urls = [...html.matchAll(/"(\/assets\/[^"\\]+\.js)"/g)].map((m) => m[1]);
  return new Set(urls);
}

/** Fails (or, with `hang`, never answers) every lazily loaded script chunk. */
async function breakLazyChunks(page: Page, path: string, mode: 'abort' | 'hang') {
  const initial = await initialScripts(page, path);
  expect(initial.size).toBeGreaterThan(0);
  await page.route('**/assets/*.js', (route) => {
    if (initial.has(new URL(route.request().url()).pathname)) return route.continue();
    if (mode === 'abort') return route.abort('failed');
    // Leave the request unanswered: the chunk never arrives.
    return new Promise<void>(() => {});
  });
}

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  'an unknown path answers 404 with a friendly page, a way home and to careers',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/careers');
    // The frame is there too.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  },
);

test(
  '/privacy is server-rendered with its h1, meta tags and a link to the full policy',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    const html = await (await page.request.get('/privacy')).text();
    expect(html).toContain('Your data, handled with care</h1>');
    expect(html).toMatch(/<meta name="description" content="How the agency handles/);
    expect(html).toMatch(/<meta property="og:title"/);
    expect(html).toMatch(/<meta name="twitter:card"/);

    await page.goto('/privacy');
    await expect(page).toHaveTitle(/Privacy/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your data, handled with care' })).toBeVisible();
    for (const section of [
      'Who we are',
      'What the forms collect',
      'Why we use it',
      'How long we keep it',
      'Your rights',
      'Contact',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    for (const field of [
      'name',
      'e-mail address',
      'country',
      'what you are interested in',
      'the position you apply for',
      'message',
    ]) {
      await expect(page.getByRole('main')).toContainText(field);
    }

    await page.getByRole('link', { name: 'printable privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy overview' })).toHaveAttribute('href', '/privacy');
  },
);

test('the static privacy policy is a plain accessible page', { tag: ANY_VIEWPORT }, async ({ page }) => {
  const response = await page.goto('/privacy-policy.html');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the frame passes axe on /privacy and the 404 page, with the banner and menus open', async ({
  page,
  isMobile,
}) => {
  await page.addInitScript(() => localStorage.removeItem('acceptAllCookies'));
  for (const path of ['/privacy', '/no/such/page']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    else
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    // The contact form belongs to another area and has its own checks.
    const axe = await new AxeBuilder({ page }).exclude('#contact').analyze();
    expect(
      axe.violations.map((v) => `${path} ${v.id}: ${v.help} ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  }
});

test('the frame hydrates without errors or warnings', { tag: ANY_VIEWPORT }, async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().includes('status of 404'))
      problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  for (const path of ['/', '/privacy', '/no/such/page']) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(problems).toEqual([]);
});

test.describe('admin area', () => {
  test(
    'is rendered in the browser only, without the public frame',
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      const html = await (await page.request.get('/admin-panel')).text();
      expect(html).not.toContain('Sign in</h1>');
      expect(html).toContain('noindex');

      // Without a token the area opens on its login page.
      await page.goto('/admin-panel');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    },
  );

  test(
    "a failed download of its code shows 'Loading chunk failed' and Retry reloads",
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      await breakLazyChunks(page, '/admin-panel', 'abort');
      await page.goto('/admin-panel');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Loading chunk failed', exact: true }),
      ).toBeVisible();
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await retry.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    },
  );

  test(
    'code that has not arrived after 120000 ms counts as failed',
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      await breakLazyChunks(page, '/admin-panel', 'hang');
      await pausedClock(page);
      await page.goto('/admin-panel', { waitUntil: 'commit' });
      await hydrated(page);
      await expect(page.getByRole('status')).toHaveText('Loading…');
      const failed = page.getByRole('heading', { level: 1, name: 'Loading chunk failed', exact: true });

      await page.clock.runFor(119_000);
      await expect(failed).toHaveCount(0);
      await page.clock.runFor(1_000);
      await expect(failed).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    },
  );
});
