import { expect, test } from '@playwright/test';
import { ANY_VIEWPORT } from './page-support';

test('the home page shows the tagline', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Professional Software Development' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Professional Software Development/);
});

test('an unknown path shows the not-found page with a way home', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto('/definitely-not-a-page');

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Professional Software Development' }),
  ).toBeVisible();
});
