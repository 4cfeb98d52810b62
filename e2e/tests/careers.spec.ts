import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { lockVacancies, quietShell, SEEDED_VACANCIES, waitForHydration } from './careers-vacancies';
import { ANY_VIEWPORT } from './page-support';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  'the careers page has its title, description and social tags',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/careers');
    await expect(page).toHaveTitle(/^Careers \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /vacancies/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Careers \| /);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  },
);

test(
  'the upper sections come first, then vacancies, advantages and the application form',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: /Careers/ })).toBeVisible();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = ['Why join us', 'How we hire', /We are Hiring|No Suitable vacancy\?/, 'Our advantages'].map(
      (wanted) =>
        headings.findIndex((text) => (typeof wanted === 'string' ? text === wanted : wanted.test(text))),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The application form is the page's last section, after the advantages.
    const advantages = await page.getByRole('region', { name: 'Our advantages' }).boundingBox();
    const apply = await page.locator('#apply').boundingBox();
    expect(apply!.y).toBeGreaterThan(advantages!.y);
  },
);

test('six advantage cards carry the perks', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto('/careers');
  const advantages = page.getByRole('region', { name: 'Our advantages' });
  const cards = advantages.getByRole('listitem');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  for (const perk of [
    '20 days of paid annual leave',
    'Ukraine holidays',
    '5 sick days',
    /free English courses/i,
    '50% discount on professional classes',
  ])
    await expect(advantages).toContainText(perk);
});

test('the page hydrates without errors or warnings', { tag: ANY_VIEWPORT }, async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // The sanitising test adds a vacancy whose image points nowhere (a 404 here): not while we look.
  const release = await lockVacancies();
  try {
    await page.goto('/careers');
    await waitForHydration(page, '#vacancies h2');
    await page.getByRole('heading', { level: 2, name: 'Our advantages' }).scrollIntoViewIfNeeded();
  } finally {
    release();
  }
  expect(problems).toEqual([]);
});

test('the careers sections have no accessibility violations, with a vacancy open', async ({ page }) => {
  await page.goto('/careers');
  await waitForHydration(page, '#vacancies h2');
  const firstToggle = page.locator('#vacancies button[aria-expanded]').first();
  if (await firstToggle.count()) await firstToggle.click();
  // The application form (#apply) and the site frame have their own checks.
  const { violations } = await new AxeBuilder({ page }).include('main').exclude('#apply').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('hero collage', () => {
  test('follows the mouse on wide screens', { tag: '@desktop-only' }, async ({ page }) => {
    // Phones have no cursor to follow.
    await page.goto('/careers');
    const collage = page.locator('[data-parallax]');
    await waitForHydration(page, '[data-parallax]');
    const offset = () => collage.evaluate((el) => getComputedStyle(el).getPropertyValue('--mx').trim());
    // A visitor's mouse keeps moving: each try moves it again, so a first move that came before the
    // listener (an effect after hydration, on a busy machine) does not decide the test.
    const moveTo = (x: number, y: number, expected: RegExp) =>
      expect(async () => {
        await page.mouse.move(x + 2, y + 2);
        await page.mouse.move(x, y);
        await expect.poll(offset, { timeout: 1000 }).toMatch(expected);
      }).toPass();
    await moveTo(10, 10, /^-0\.9/);
    await moveTo(1350, 450, /^0\.9/);
  });

  test('stays still for visitors who ask for reduced motion', { tag: '@desktop-only' }, async ({ page }) => {
    // Phones have no cursor to follow.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/careers');
    await waitForHydration(page, '[data-parallax]');
    await page.mouse.move(10, 10);
    await page.mouse.move(1300, 400);
    await page.waitForTimeout(100); // let a frame pass; nothing should be painted
    const mx = await page
      .locator('[data-parallax]')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--mx').trim());
    expect(mx).toBe('0');
  });

  test('stays still on narrow touch screens', { tag: '@phone-only' }, async ({ page }) => {
    // Only phones are narrow touch screens here.
    await page.goto('/careers');
    await waitForHydration(page, '[data-parallax]');
    await page.mouse.move(10, 10);
    await page.mouse.move(300, 400);
    await page.waitForTimeout(100);
    const mx = await page
      .locator('[data-parallax]')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--mx').trim());
    expect(mx).toBe('0');
  });
});

// These read the vacancy list, which careers-empty and careers-sanitize change: hold the lock.
test.describe('with the seeded vacancies', () => {
  test.describe.configure({ timeout: 120_000 });
  let release: (() => void) | undefined;
  test.beforeEach(async () => {
    release = await lockVacancies();
  });
  test.afterEach(() => {
    release?.();
    release = undefined;
  });

  test(
    '"We are Hiring" lists the three visible vacancies as accordion items',
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      await page.goto('/careers');
      const section = page.getByRole('region', { name: 'We are Hiring' });
      await expect(section.getByRole('heading', { level: 2, name: 'We are Hiring' })).toBeVisible();
      await expect(section.getByRole('heading', { level: 3 })).toHaveText([...SEEDED_VACANCIES]);
      await expect(section.getByRole('button', { expanded: false })).toHaveCount(3);
      await expect(section).not.toContainText('Project Manager'); // hidden in the seed
      await expect(page.getByText('No Suitable vacancy?')).toHaveCount(0);
    },
  );

  test(
    'a vacancy opens and closes on click and shows its summary, its page and "Join Us"',
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      await page.goto('/careers');
      await waitForHydration(page, '#vacancies button[aria-expanded]');
      const section = page.getByRole('region', { name: 'We are Hiring' });
      const toggle = section.getByRole('button', { name: 'Flutter Developer' });
      const panel = page.getByRole('region', { name: 'Flutter Developer' });

      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      const panelId = await toggle.getAttribute('aria-controls');
      expect(panelId).toBeTruthy();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAttribute('id', panelId!);
      // A short summary here; the full text is on the vacancy's own page.
      await expect(panel).toContainText('Ship cross-platform mobile apps from idea to store.');
      await expect(panel.getByRole('link', { name: 'Read more' })).toHaveAttribute(
        'href',
        '/careers/flutter-developer',
      );
      await expect(panel.getByRole('link', { name: 'Join Us' })).toBeVisible();
      // City, English level and experience are shown with the name.
      const item = toggle.locator('xpath=../..'); // button -> heading -> item
      await expect(item).toContainText('Kyiv');
      await expect(item).toContainText('Intermediate');
      await expect(item).toContainText('3+ years');

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    },
  );

  test(
    '"Join Us" moves to the application form and names the vacancy',
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      await page.goto('/careers');
      await waitForHydration(page, '#vacancies button[aria-expanded]');
      await page.getByRole('button', { name: 'Senior React Developer' }).click();
      const join = page
        .getByRole('region', { name: 'Senior React Developer' })
        .getByRole('link', { name: 'Join Us' });
      await expect(join).toHaveAttribute('href', /position=senior-react-developer#apply$/);

      await join.click();
      await expect(page).toHaveURL(/\/careers\?position=senior-react-developer#apply$/);
      await expect(page.locator('#apply')).toBeInViewport();
      await expect(
        page.getByRole('form', { name: 'Job application form' }).getByRole('button', { name: /^Position/ }),
      ).toHaveText('Senior React Developer (Remote)');
    },
  );

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server HTML holds the h1 and the vacancy names', { tag: ANY_VIEWPORT }, async ({ page }) => {
      await page.goto('/careers');
      await expect(page.getByRole('heading', { level: 1, name: /Careers/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'We are Hiring' })).toBeVisible();
      for (const name of SEEDED_VACANCIES) await expect(page.getByRole('button', { name })).toBeVisible();
    });
  });
});
