import type { APIRequestContext } from '@playwright/test';
import { adminReady, expect, gqlOk, test, uniqueEmail } from './admin-support';

// One search (Ctrl/Cmd-K) and one person (decisions 058, 059), as an admin sees them: the dialog
// opens from the keyboard, arrows and Enter open a lead, Escape closes it with focus back where it
// was; the person page merges two addresses and unmerges them again.

/** A contact request seeded without a bot-check solve: caught by the honeypot, then released. */
async function seedContact(request: APIRequestContext, token: string, name: string, email: string) {
  const res = await request.post('/api/send-form', {
    data: { name, email, country: 'Ukraine', interest: 'Outsource', message: 'Seeded.', website: 'x' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const found = await gqlOk<{ contactRequests: { items: { id: string }[] } }>(
    request,
    'query($q: String) { contactRequests(status: SPAM, search: $q, first: 5) { items { id } } }',
    { q: email },
    token,
  );
  const id = found.contactRequests.items[0]!.id;
  await gqlOk(request, 'mutation($id: ID!) { releaseContactRequest(id: $id) { id } }', { id }, token);
  return id;
}

test('Ctrl-K finds a lead; its person merges with another address and unmerges', async ({
  page,
  request,
  staff,
}) => {
  const word = `Quill${Date.now().toString(36)}`;
  const [first, second] = [uniqueEmail('person-a'), uniqueEmail('person-b')];
  const id = await seedContact(request, staff.token, `${word} Alpha`, first);
  await seedContact(request, staff.token, `${word} Beta`, second);

  await page.goto('/admin-panel');
  await adminReady(page);
  const opener = page.getByRole('button', { name: /^Search/ });
  await opener.focus();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Find in the admin area' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox');
  await expect(box).toBeFocused();
  await box.fill(word);
  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(2);
  // Escape closes the dialog and gives focus back to what had it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Control+K');
  await expect(options).toHaveCount(2);
  const alpha = options.filter({ hasText: `${word} Alpha` });
  // Newest first: Beta, then Alpha; the arrow moves the active option, Enter opens it.
  await page.keyboard.press('ArrowDown');
  await expect(alpha).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin-panel/inbox/lead/contact/${id}$`));

  await page.getByRole('link', { name: 'All requests and applications of this person' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-panel/people/contact-${id}$`));
  const leads = page.getByRole('list', { name: 'Leads of this person' }).getByRole('listitem');
  await expect(leads).toHaveCount(1);
  await page.getByLabel('Name or address of the other person').fill(second);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('list', { name: 'Leads found' }).getByRole('button', { name: 'Merge' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
  await expect(leads).toHaveCount(2);
  await expect(
    page.getByText(`${first} + ${second}`).or(page.getByText(`${second} + ${first}`)),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Unmerge' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unmerge' }).click();
  await expect(leads).toHaveCount(1);
});
