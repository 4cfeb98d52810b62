import type { Page } from '@playwright/test';
import { adminReady, expect, gqlOk, test } from './admin-support';
import { makeArticles, removeArticles, tag } from './admin-lists-support';
import { ANY_VIEWPORT } from './page-support';

// The admin lists that scale (decision 047): sort, filter and a bulk publish as a copywriter does
// them, and the notice of a screen the role cannot open (the phone's cards and menu:
// admin-phone-lists.spec.ts).

const titlesIn = (page: Page) =>
  page.getByRole('table', { name: 'Articles' }).locator('tbody th[scope="row"]').allInnerTexts();

test.describe('as COPYWRITER', () => {
  test.use({ role: 'COPYWRITER' });

  test(`sorts by a column, filters by state and publishes two at once after one confirmation ${ANY_VIEWPORT}`, async ({
    page,
    request,
    staff,
    ownerToken,
  }) => {
    const prefix = tag();
    const ids = await makeArticles(request, staff.token, prefix, ['Bravo', 'Alpha', 'Charlie']);
    try {
      await page.goto(`/admin-panel/articles?q=${prefix}`);
      await adminReady(page);
      const table = page.getByRole('table', { name: 'Articles' });
      await expect(table.getByRole('row')).toHaveCount(4);

      // A header sorts: A to Z first, then the other way; the order is in the URL.
      const title = table.getByRole('columnheader', { name: 'Title' });
      await title.getByRole('button').click();
      await expect(page).toHaveURL(/sort=TITLE/);
      await expect(title).toHaveAttribute('aria-sort', 'ascending');
      await expect
        .poll(() => titlesIn(page))
        .toEqual([
          expect.stringContaining('Alpha'),
          expect.stringContaining('Bravo'),
          expect.stringContaining('Charlie'),
        ]);
      await title.getByRole('button').click();
      await expect(title).toHaveAttribute('aria-sort', 'descending');
      await expect(page).toHaveURL(/dir=desc/);
      await expect.poll(async () => (await titlesIn(page))[0]).toContain('Charlie');

      // The state filter: all three are drafts, none is published yet.
      await page.getByLabel('State').selectOption('PUBLISHED');
      await expect(page).toHaveURL(/state=PUBLISHED/);
      await expect(page.getByText('No articles match these filters.')).toBeVisible();
      await page.getByLabel('State').selectOption('DRAFT');
      await expect(table.getByRole('row')).toHaveCount(4);

      // Two picked, one confirmation, both published.
      await page.getByRole('checkbox', { name: `Select ${prefix} Alpha` }).check();
      await page.getByRole('checkbox', { name: `Select ${prefix} Charlie` }).check();
      await expect(page.getByRole('group', { name: 'Selected rows' })).toContainText('2 selected');
      await page.getByRole('button', { name: 'Publish selected' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish 2 articles?' });
      await expect(dialog).toContainText(`${prefix} Alpha`);
      await dialog.getByRole('button', { name: 'Publish 2 articles' }).click();
      await expect(page.getByText('2 articles published.')).toBeVisible();
      // The draft filter now holds the one left; the two are published.
      await expect(table.getByRole('row')).toHaveCount(2);
      await page.getByLabel('State').selectOption('PUBLISHED');
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table.getByRole('row').filter({ hasText: 'Alpha' })).toContainText('Published');

      // One audit entry per record.
      const { auditLog } = await gqlOk<{ auditLog: { items: { targetId: string }[] } }>(
        request,
        'query { auditLog(action: ARTICLE_SHOWN, first: 20) { items { targetId } } }',
        {},
        ownerToken,
      );
      const shown = auditLog.items.map((e) => e.targetId).filter((id) => ids.includes(id));
      expect(shown.sort()).toEqual([ids[1], ids[2]].sort());
    } finally {
      await removeArticles(request, ownerToken, ids);
    }
  });
});

test.describe('as HR', () => {
  test.use({ role: 'HR' });

  test(`a screen the role cannot open says so on the dashboard ${ANY_VIEWPORT}`, async ({
    page,
    staff: _signedIn,
  }) => {
    await page.goto('/admin-panel/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-panel\?denied=manageUsers$/);
    const notice = page.getByRole('alert').filter({ hasText: 'You don’t have access to Users' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/admin-panel$/);
  });
});
