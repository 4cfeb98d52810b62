import { expect, test, type Page } from '@playwright/test';
import { hydrated, quietShell } from './shell-support';

// Spec: on windows wider than 1366 px the first process image shows while the first step is
// visible, and the second when the 'Test' step is visible and the first is not.

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the rule is about desktop window widths');
  await quietShell(page);
});

function process(page: Page) {
  const section = page.getByRole('region', { name: 'How we work' });
  return {
    first: section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Question' }) }),
    test: section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Test' }) }),
    discovery: section.locator('[data-process-image="discovery"] img'),
    release: section.locator('[data-process-image="release"] img'),
  };
}

/** Scrolls so `step` sits right under the header: every step above it is off screen. */
async function scrollToTop(page: Page, locator: ReturnType<typeof process>['test']) {
  await locator.evaluate((el) => {
    const top = el.getBoundingClientRect().top + window.scrollY - 80;
    window.scrollTo({ top, behavior: 'instant' });
  });
}

test.describe('wider than 1366 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the images swap with the first and the Test step', async ({ page }) => {
    await page.goto('/company');
    await hydrated(page);
    const p = process(page);

    await p.first.scrollIntoViewIfNeeded();
    await expect(p.first).toBeInViewport();
    await expect(p.discovery).toBeVisible();
    await expect(p.discovery).toBeInViewport();
    await expect(p.release).toBeHidden();

    await scrollToTop(page, p.test);
    await expect(p.test).toBeInViewport();
    await expect(p.first).not.toBeInViewport();
    await expect(p.release).toBeVisible();
    await expect(p.release).toBeInViewport(); // sticky beside the steps
    await expect(p.discovery).toBeHidden();

    // Back up: the first step wins again.
    await scrollToTop(page, p.first);
    await expect(p.first).toBeInViewport();
    await expect(p.discovery).toBeVisible();
    await expect(p.release).toBeHidden();
  });

  test('the first step wins while both it and the Test step are visible', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 2400 });
    await page.goto('/company');
    await hydrated(page);
    const p = process(page);
    await scrollToTop(page, p.first);
    await expect(p.first).toBeInViewport();
    await expect(p.test).toBeInViewport();
    await expect(p.discovery).toBeVisible();
    await expect(p.release).toBeHidden();
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the rule does not apply: the first image stays above the steps', async ({ page }) => {
    await page.goto('/company');
    await hydrated(page);
    const p = process(page);

    await scrollToTop(page, p.test);
    await expect(p.test).toBeInViewport();
    await expect(p.first).not.toBeInViewport();
    await expect(p.release).toBeHidden();
    await expect(p.discovery).toBeVisible();
    // Not sticky: it scrolled away with the top of the section.
    await expect(p.discovery).not.toBeInViewport();
    const media = page.locator('[data-process-image="discovery"]').locator('xpath=..');
    await expect(media).toHaveCSS('position', 'static');
  });
});
