import { expect, test } from '@playwright/test';
import { test as adminTest, createStaff, deleteStaff } from './admin-support';
import { choose, isGraphQL, operationName } from './forms-support';
import { expectVisibleToast, hydrated, quietShell, watchCsp } from './shell-support';

// Everything here runs against the production server with its Content-Security-Policy: a style a
// library injects at run time is blocked there, and only what a person sees shows it.

test('a failed send shows its error toast in the top-right corner, styled, with no CSP violation', async ({
  page,
}) => {
  await quietShell(page);
  const violations = await watchCsp(page);
  await page.route(isGraphQL, async (route) => {
    if (operationName(route.request()) !== 'SubmitContactRequest') return route.continue();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'Unexpected error.' }] }),
    });
  });
  await page.goto('/privacy');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('E-mail').fill('ada@example.com');
  await choose(form, 'Country', 'Finland');
  await choose(form, 'Interest', 'Outsource');
  await form.getByLabel('Message').fill('An engine for numbers.');
  await form.getByRole('button', { name: /^Send/ }).click();

  await expectVisibleToast(page, 'Sorry, we could not send your message. Please try again.');
  expect(await violations()).toEqual([]);
});

test(
  'public pages, their sliders and the full privacy policy load without a CSP violation',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the sliders run from 768 px; the policy is the same page on a phone
    await quietShell(page);
    const violations = await watchCsp(page);
    for (const path of [
      '/',
      '/services/outsource',
      '/company',
      '/careers',
      '/blog',
      '/privacy-policy.html',
    ]) {
      await page.goto(path);
      if (path !== '/privacy-policy.html') await hydrated(page);
      expect(await violations(), path).toEqual([]);
    }
    // The static policy keeps its own stylesheet (a readable column, not the browser's default).
    await expect(page.locator('main')).toHaveCSS('max-width', /px$/);
  },
);

adminTest.describe('admin area', () => {
  adminTest.skip(({ isMobile }) => isMobile, 'the staff screens are checked on desktop');

  adminTest(
    'the article editor runs without a CSP violation, and an action toasts in the top-right corner',
    async ({ page, request, ownerToken, staff: _signedIn }) => {
      const violations = await watchCsp(page);
      await page.goto('/admin-panel/article');
      const editor = page.getByRole('textbox', { name: 'Content' });
      await expect(editor).toBeVisible();
      // ProseMirror's own rules (kept in the bundle, not injected) are in force.
      await expect(editor).toHaveCSS('white-space', /^(pre-wrap|break-spaces)$/);
      await editor.fill('Some words');
      expect(await violations()).toEqual([]);

      const other = await createStaff(request, ownerToken, 'HR');
      try {
        await page.goto(`/admin-panel/users`);
        await page.getByLabel('Search users').fill(other.email);
        const row = page.getByRole('row').filter({ hasText: other.email });
        await row.getByRole('button', { name: 'End sessions' }).click();
        await page
          .getByRole('dialog', { name: 'End sessions?' })
          .getByRole('button', { name: 'End sessions' })
          .click();
        await expectVisibleToast(page, /^Sessions ended/);
        expect(await violations()).toEqual([]);
      } finally {
        await deleteStaff(request, ownerToken, other.id);
      }
    },
  );
});
