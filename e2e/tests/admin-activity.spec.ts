import fs from 'node:fs/promises';
import { adminReady, expect, gqlOk, test } from './admin-support';

test('an admin filters the activity by who, what, target and day, and exports what is shown as CSV', async ({
  page,
  request,
  staff: admin,
}) => {
  test.slow(); // the admin bundle, several filtered queries and a download on a busy machine
  const title = `Audited article ${Date.now().toString(36)}`;
  const { createArticle } = await gqlOk<{ createArticle: { id: string } }>(
    request,
    'mutation ($input: ArticleCreateInput!) { createArticle(input: $input) { id } }',
    { input: { title, description: 'About', content: '<p>Text</p>', category: 'DESIGN' } },
    admin.token,
  );
  await gqlOk(
    request,
    'mutation ($id: ID!) { updateArticle(id: $id, input: { description: "Changed", visibility: true }) { id } }',
    { id: createArticle.id },
    admin.token,
  );

  await page.goto('/admin-panel');
  await adminReady(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Who: this admin's own entries, newest first (the sign-in of the fixture is the oldest).
  await page.getByLabel('Who').fill(admin.email);
  await expect(page).toHaveURL(/[?&]actor=/);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(5); // header, published, changed, created, signed in
  // One save that changed a field and published is two entries of the same moment.
  await expect(rows.nth(1).or(rows.nth(2)).filter({ hasText: 'Published an article' })).toHaveCount(1);
  await expect(table).toContainText(`Changed the article “${title}”: description`);
  await expect(rows.nth(3)).toContainText('Created an article');
  await expect(rows.nth(4)).toContainText('Signed in');
  await expect(rows.nth(4)).toContainText('127.0.0.1');
  await expect(page.getByText('Showing 1–4 of 4 entries.')).toBeVisible();

  // What: one action; the URL says so.
  await page.getByLabel('Action').selectOption({ label: 'Created an article' });
  await expect(page).toHaveURL(/[?&]action=ARTICLE_CREATED/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`Article: ${title}`);

  // Target: by name, across actions.
  await page.getByLabel('Action').selectOption({ label: 'All actions' });
  await page.getByLabel('Target').fill(title);
  await expect(page).toHaveURL(/[?&]target=/);
  await expect(rows).toHaveCount(4);

  // Days: today holds them, yesterday nothing.
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  await page.getByLabel('From').fill(day(-1));
  await page.getByLabel('To').fill(day(-1));
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await page.getByLabel('To').fill(day(0));
  await expect(rows).toHaveCount(4);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const csv = (await fs.readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe(
    'createdAt,action,actionLabel,actorEmail,actorId,ip,targetType,targetId,targetLabel,summary,details',
  );
  expect(csv).toHaveLength(4); // the header and the three entries shown
  expect(csv.slice(1).every((line) => line.includes(admin.email) && line.includes(title))).toBe(true);
  await expect(page.getByText('Exporting audit-log.csv')).toBeVisible();

  // The export is itself recorded; clearing the filters shows it.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Who').fill(admin.email);
  await expect(rows.nth(1)).toContainText('Exported the audit log');
  await expect(rows.nth(1)).toContainText('Exported 3 audit entries as CSV');
});

test.describe('as HR', () => {
  test.use({ role: 'HR' });
  test('the Activity screen is not offered and its address leads back to the dashboard', async ({
    page,
    staff: _hr,
  }) => {
    await page.goto('/admin-panel/activity');
    await adminReady(page);
    // On the dashboard, told why (decision 047).
    await expect(page).toHaveURL(/\/admin-panel\/?\?denied=readAuditLog$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'You don’t have access to Activity' }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Activity' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: "Visitors' data" })).toHaveCount(0);
  });
});
