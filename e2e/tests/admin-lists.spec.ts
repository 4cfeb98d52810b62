import type { APIRequestContext, Page } from '@playwright/test';
import { adminReady, expect, gqlOk, test } from './admin-support';
import { ANY_VIEWPORT } from './page-support';

// The admin lists that scale (decision 047): sort, filter and a bulk publish as a copywriter does
// them, the notice of a screen the role cannot open, and the lists and the menu on a phone.

const tag = () => `Lst${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function makeArticles(request: APIRequestContext, token: string, prefix: string, titles: string[]) {
  const ids: string[] = [];
  for (const title of titles) {
    const { createArticle } = await gqlOk<{ createArticle: { id: string } }>(
      request,
      'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id } }',
      {
        input: {
          title: `${prefix} ${title}`,
          description: 'Made for the list journey',
          content: `<p>${prefix} body</p>`,
          category: 'DESIGN',
        },
      },
      token,
    );
    ids.push(createArticle.id);
  }
  return ids;
}

async function removeArticles(request: APIRequestContext, token: string, ids: string[]) {
  await gqlOk(
    request,
    'mutation($ids: [ID!]!) { bulkArticles(action: DELETE, ids: $ids) { succeeded } }',
    { ids },
    token,
  );
}

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

test.describe('on a phone, as ADMIN', () => {
  test.use({ role: 'ADMIN', viewport: { width: 390, height: 844 } });

  test('the lists are cards with their actions, and the menu shows that it scrolls', async ({
    page,
    request,
    staff,
    isMobile,
  }) => {
    test.skip(!isMobile, 'The phone layout runs on the mobile project.');
    const prefix = tag();
    const ids = await makeArticles(request, staff.token, prefix, ['Card one', 'Card two']);
    try {
      await page.goto(`/admin-panel/articles?q=${prefix}`);
      await adminReady(page);
      // Cards, not a table: nothing wider than the screen.
      await expect(page.getByRole('table', { name: 'Articles' })).toBeHidden();
      const cards = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
      await expect(cards).toHaveCount(2);
      const card = cards.filter({ hasText: 'Card one' });
      await expect(card.getByRole('button', { name: /Show .*Card one/ })).toBeVisible();
      await expect(card.getByRole('checkbox', { name: `Select ${prefix} Card one` })).toBeVisible();
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.getByLabel('Sort by')).toBeVisible();

      // The menu scrolls sideways: its far edge fades while more is beyond it, items snap whole.
      const menu = page.getByRole('navigation', { name: 'Admin' }).getByRole('list');
      const style = await menu.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          overflows: el.scrollWidth > el.clientWidth,
          snap: s.scrollSnapType,
          mask: s.maskImage || s.webkitMaskImage,
        };
      });
      expect(style.overflows).toBe(true);
      expect(style.snap).toContain('x');
      expect(style.mask).toContain('linear-gradient');
      await expect(menu).toHaveAttribute('data-more-end', '');
      await menu.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(menu).not.toHaveAttribute('data-more-end');
      await expect(menu).toHaveAttribute('data-more-start', '');
      // The last item is then whole inside the menu.
      const last = menu.getByRole('listitem').last();
      const [m, l] = [(await menu.boundingBox())!, (await last.boundingBox())!];
      expect(l.x + l.width).toBeLessThanOrEqual(m.x + m.width + 1);
    } finally {
      await removeArticles(request, staff.token, ids);
    }
  });
});
