import { adminReady, expect, gqlOk, test, uniqueEmail } from './admin-support';

// The board (decision 052): a lead moved by its stage menu, by keys and to Lost with a reason.
// The lead is seeded without a proof-of-work solve: caught by the honeypot, then released.
test('an admin moves a lead across the board by menu and keys; Lost asks why', async ({
  page,
  request,
  staff,
}) => {
  const email = uniqueEmail('board');
  const name = `Board Person ${Date.now() % 100000}`;
  const sent = await request.post('/api/send-form', {
    data: {
      name,
      email,
      country: 'Ukraine',
      interest: 'Outsource',
      message: 'Moved on a board.',
      website: 'x',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { contactRequests } = await gqlOk<{ contactRequests: { items: { id: string }[] } }>(
    request,
    'query($q: String) { contactRequests(status: SPAM, search: $q) { items { id } } }',
    { q: email },
    staff.token,
  );
  await gqlOk(
    request,
    'mutation($id: ID!) { releaseContactRequest(id: $id) { id } }',
    { id: contactRequests.items[0]!.id },
    staff.token,
  );

  await page.goto('/admin-panel/inbox/board/contact');
  await adminReady(page);
  const column = (stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}\\b`) });
  const card = page.getByRole('article', { name: new RegExp(`^${name},`) });
  await expect(column('New').getByRole('article', { name: new RegExp(`^${name},`) })).toBeVisible();

  // By its menu.
  await card.getByLabel('Stage').selectOption({ label: 'Contacted' });
  await expect(page.getByRole('status').filter({ hasText: `Moved ${name} to Contacted.` })).toBeVisible();
  await expect(column('Contacted').getByRole('article', { name: new RegExp(`^${name},`) })).toBeVisible();

  // By keys: focused, Alt+→ is the next stage.
  await card.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: `Moved ${name} to Qualified.` })).toBeVisible();
  await expect(column('Qualified').getByRole('article', { name: new RegExp(`^${name},`) })).toBeVisible();

  // To Lost: a reason first.
  await card.getByLabel('Stage').selectOption({ label: 'Lost' });
  const dialog = page.getByRole('dialog', { name: /to Lost\?/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Move to Lost' }).click();
  await expect(dialog.getByText('Say why, in a few words.')).toBeVisible();
  await dialog.getByLabel('Reason (required)').fill('Chose a bigger agency');
  await dialog.getByRole('button', { name: 'Move to Lost' }).click();
  await expect(column('Lost').getByRole('article', { name: new RegExp(`^${name},`) })).toBeVisible();

  // The board stays within the window; the columns scroll inside it.
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
});
