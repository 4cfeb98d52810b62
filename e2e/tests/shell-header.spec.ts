import { expect, test, type Page } from '@playwright/test';
import { clickInPlace, COLORS, hydrated, quietShell } from './shell-support';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const servicesButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Services' });

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop navigation is hidden under 768 px');

  test('links to every section and the blog', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    for (const [name, href] of [
      ['Home', '/'],
      ['Company', '/company'],
      ['Cases', '/cases'],
      ['Careers', '/careers'],
      ['Privacy', '/privacy'],
      ['Blog', '/blog'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(servicesButton(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agency, main page' })).toHaveAttribute('href', '/');
  });

  test('colours the active link cyan and nothing else', async ({ page }) => {
    await page.goto('/privacy');
    const privacy = mainNav(page).getByRole('link', { name: 'Privacy', exact: true });
    await expect(privacy).toHaveAttribute('aria-current', 'page');
    await expect(privacy).toHaveCSS('color', COLORS.cyanInk);
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveCSS(
      'color',
      COLORS.ink,
    );

    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveCSS(
      'color',
      COLORS.cyanInk,
    );
    await expect(privacy).toHaveCSS('color', COLORS.ink);

    // A campaign's address is still the home page, and so is / after it (the page cache keeps one
    // answer for both): the server once drew the link inactive there, and / then inherited it.
    for (const path of ['/?utm_source=newsletter&utm_campaign=autumn', '/']) {
      await page.goto(path);
      await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveCSS(
        'color',
        COLORS.cyanInk,
      );
    }
  });

  test('shows services in blue on the outsource and outstaff pages, cyan on the others', async ({ page }) => {
    for (const path of ['/services/outsource', '/services/outstaff']) {
      await page.goto(path);
      await expect(servicesButton(page)).toHaveCSS('color', COLORS.blue);
    }
    await page.goto('/services/ddt');
    await expect(servicesButton(page)).toHaveCSS('color', COLORS.cyanInk);
    await page.goto('/careers');
    await expect(servicesButton(page)).toHaveCSS('color', COLORS.ink);
  });

  test('the services dropdown opens on click and closes on Escape, outside click and a second click', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await hydrated(page);
    const button = servicesButton(page);
    const cards = mainNav(page).getByRole('link', { name: /^(Dedicated team|Outstaff|Outsource)/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(cards).toHaveCount(0);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(cards).toHaveCount(3);
    await expect(mainNav(page).getByRole('link', { name: /^Dedicated team/ })).toHaveAttribute(
      'href',
      '/services/ddt',
    );
    await expect(mainNav(page).getByRole('link', { name: /^Outstaff/ })).toHaveAttribute(
      'href',
      '/services/outstaff',
    );
    await expect(mainNav(page).getByRole('link', { name: /^Outsource/ })).toHaveAttribute(
      'href',
      '/services/outsource',
    );
    await expect(mainNav(page).getByRole('link', { name: /^Dedicated team/ })).toContainText(
      'A full team that works only on your product',
    );
    await expect(mainNav(page).getByRole('link', { name: 'All services' })).toHaveAttribute(
      'href',
      '/services',
    );

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(cards).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await expect(cards).toHaveCount(3);
    // A click anywhere outside (the panel covers the top of the page, so well below it).
    await page.mouse.click(8, page.viewportSize()!.height - 8);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(cards).toHaveCount(0);

    await button.click();
    await expect(cards).toHaveCount(3);
    await button.click();
    await expect(cards).toHaveCount(0);
  });

  test('Escape in the services dropdown leaves the page where it was, focus on the button', async ({
    page,
  }) => {
    await page.goto('/company');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await clickInPlace(page, servicesButton(page));
    await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'true');
    // On a card, so Escape has to bring focus back to the button.
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: /^Dedicated team/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesButton(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  });

  test("'Contact us' jumps to the form, except on /privacy where it goes home", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await page.goto('/careers');
    await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await page.goto('/privacy');
    await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/');
  });

  test("the 'Scroll' link jumps to the content; its arrow is hidden on /cases", async ({ page }) => {
    await page.goto('/');
    const scroll = page.getByRole('banner').getByRole('link', { name: 'Scroll', exact: true });
    await expect(scroll).toHaveAttribute('href', '#content');
    await expect(scroll.locator('svg')).toHaveCount(1);
    await expect(page.locator('main#content')).toHaveCount(1);

    await page.goto('/cases');
    await expect(scroll).toBeVisible();
    await expect(scroll.locator('svg')).toHaveCount(0);
  });

  test("the 'Scroll' arrow nudges three times and is then still (moving content stops within 5 s)", async ({
    page,
  }) => {
    await page.goto('/company');
    const arrow = page.getByRole('banner').getByRole('link', { name: 'Scroll', exact: true }).locator('svg');
    await expect(arrow).toHaveCSS('animation-iteration-count', '3');
    await expect(arrow).toHaveCSS('animation-duration', '1.6s');
    // Its animation ends: the browser lists none running on it once they are finished.
    await arrow.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    expect(await arrow.evaluate((el) => el.getAnimations().length)).toBe(0);
  });

  test('the header content is at most 1300 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1800, height: 900 });
    await page.goto('/');
    const nav = await mainNav(page).boundingBox();
    const logo = await page.getByRole('link', { name: 'Agency, main page' }).boundingBox();
    const contact = await page
      .getByRole('banner')
      .getByRole('link', { name: 'Scroll', exact: true })
      .boundingBox();
    expect(nav && logo && contact).toBeTruthy();
    const span = contact!.x + contact!.width - logo!.x;
    expect(span).toBeLessThanOrEqual(1300);
    expect(span).toBeGreaterThan(1000);
  });
});

test.describe('mobile header', () => {
  test.skip(({ isMobile }) => !isMobile, 'the burger menu is for screens under 768 px');

  test('has a logo, a contact pencil and a burger; the desktop links are hidden', async ({ page }) => {
    await page.goto('/privacy');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Agency, main page' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Contact us', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(mainNav(page)).toBeHidden();

    await page.goto('/careers');
    await expect(banner.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  test('the burger opens a full-screen menu that locks scrolling and closes with Escape or its button', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await hydrated(page);
    const burger = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await burger.click();
    await expect(menu).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const viewport = page.viewportSize()!;
    const box = (await menu.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.y).toBe(0);
    expect(Math.round(box.width)).toBe(viewport.width);
    expect(Math.round(box.height)).toBe(viewport.height);
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    for (const [name, href] of [
      ['Home', '/'],
      ['Company', '/company'],
      ['Cases', '/cases'],
      ['Services', '/services'],
      ['Dedicated team', '/services/ddt'],
      ['Outstaff', '/services/outstaff'],
      ['Outsource', '/services/outsource'],
      ['Careers', '/careers'],
      ['Privacy', '/privacy'],
      ['Blog', '/blog'],
      ['Contact us', '/'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('list', { name: 'Social links' }).getByRole('link')).toHaveCount(4);
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
    await expect(burger).toBeFocused();

    await burger.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);

    // Following a link closes the menu too.
    await burger.click();
    await menu.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
  });

  for (const how of ['its close button', 'Escape'] as const) {
    test(`closing the menu with ${how} leaves the page where it was, focus on the burger`, async ({
      page,
    }) => {
      await page.goto('/company');
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
      const burger = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await clickInPlace(page, burger);
      await expect(menu).toBeVisible();
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await clickInPlace(page, menu.getByRole('button', { name: 'Close menu' }));
      await expect(menu).toBeHidden();
      await expect(burger).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    });
  }

  test('the home page uses the light logo and a white burger', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveCSS('color', COLORS.white);
    const logo = page.getByRole('link', { name: 'Agency, main page' });
    await expect(logo.locator('svg').nth(1)).toBeVisible();
    await expect(logo.locator('svg').nth(0)).toBeHidden();

    await page.goto('/privacy');
    await expect(burger).toHaveCSS('color', COLORS.ink);
    await expect(logo.locator('svg').nth(0)).toBeVisible();
    await expect(logo.locator('svg').nth(1)).toBeHidden();
  });
});
