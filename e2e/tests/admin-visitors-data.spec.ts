import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminReady, expect, test, uniqueEmail } from './admin-support';
import { solvedBotCheck } from './bot-check-support';
import { pdf } from './forms-support';

/** A contact request sent through the public REST form, with a file when asked. */
async function sendContact(request: APIRequestContext, email: string, name: string, withFile = false) {
  let attachment = {};
  if (withFile) {
    const file = pdf('brief.pdf');
    const upload = await request.post('/api/upload-file', { multipart: { file } });
    expect(upload.status()).toBe(200);
    attachment = { attachmentUrl: ((await upload.json()) as { url: string }).url, attachmentName: file.name };
  }
  const res = await request.post('/api/send-form', {
    data: {
      name,
      email,
      country: 'Ukraine',
      interest: 'Outsource',
      message: `Hello from ${name}`,
      ...attachment,
      botCheck: await solvedBotCheck(request),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await fs.readFile(await download.path()) };
}

test('an admin answers an access request with an archive and then erases the person’s data', async ({
  page,
  request,
  staff: _admin,
}) => {
  test.slow(); // a zip download and two look-ups on a busy machine
  const email = uniqueEmail('erasure');
  await sendContact(request, email, 'Erin Erased', true);
  await sendContact(request, email, 'Erin Erased');

  await page.goto('/admin-panel/data-requests');
  await adminReady(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: "Visitors' data" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Visitors' data" })).toBeVisible();
  await expect(page.getByText('deleted automatically 365 days after they arrive')).toBeVisible();

  await page.getByLabel('E-mail address').fill('not an address');
  await page.getByRole('button', { name: 'Find their data' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');

  await page.getByLabel('E-mail address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find their data' }).click();
  const result = page.getByRole('region', { name: `Stored about ${email}` });
  await expect(result).toBeVisible();
  await expect(result.getByRole('definition').first()).toHaveText('2'); // contact requests
  await expect(result.getByRole('table', { name: 'Stored forms' }).getByRole('row')).toHaveCount(3);
  await expect(result.getByRole('cell', { name: 'brief.pdf' })).toBeVisible();

  const archive = await downloadOf(page, () =>
    result.getByRole('button', { name: 'Download archive (.zip)' }).click(),
  );
  expect(archive.name).toBe(`personal-data-${email}.zip`);
  expect(archive.bytes.subarray(0, 2).toString()).toBe('PK');
  // The stored names of the archive's entries are in its central directory, uncompressed.
  expect(archive.bytes.includes(Buffer.from('data.json'))).toBe(true);
  expect(archive.bytes.includes(Buffer.from('-brief.pdf'))).toBe(true);

  await result.getByRole('button', { name: 'Erase everything' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase everything about this person?' });
  await expect(dialog).toContainText('2 contact requests, 0 applications, 1 file and 2 e-mails');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(result).toBeVisible(); // nothing happened

  await result.getByRole('button', { name: 'Erase everything' }).click();
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(
    page.getByText(`Erased 2 contact requests, 0 applications, 1 file and 2 e-mails about ${email}.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Nothing is stored about ${email}` })).toBeVisible();

  // The erasure is in the Activity log, under a masked address only.
  await page.goto(`/admin-panel/activity?action=DATA_ERASED`);
  const masked = email.replace(/^(.)[^@]*@/, '$1***@');
  const row = page
    .getByRole('table', { name: 'Activity' })
    .getByRole('row')
    .filter({ hasText: masked })
    .first();
  await expect(row).toContainText("Erased a person's data");
  await expect(row).toContainText(`Person: ${masked}`);
  await expect(page.getByRole('table', { name: 'Activity' })).not.toContainText(email);
});

test('one contact request is deleted from the inbox after a confirmation', async ({
  page,
  request,
  staff: _admin,
}) => {
  const email = uniqueEmail('delete-one');
  await sendContact(request, email, 'Dora Deleted', true);
  await sendContact(request, email, 'Dora Kept');

  await page.goto(`/admin-panel/inbox/contact-requests?q=${encodeURIComponent(email)}`);
  await adminReady(page);
  const table = page.getByRole('table', { name: 'Contact requests' });
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(2);

  const deleteButton = table.getByRole('button', { name: /^Delete\W+Dora Deleted$/ });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this contact request?' });
  await expect(dialog).toContainText(
    `The contact request from Dora Deleted (${email}) and its file will be deleted`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('button', { name: /^Delete\W+Dora Deleted$/ })).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Contact request from Dora Deleted deleted.')).toBeVisible();
  await expect(table.getByText('Dora Deleted')).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Contact request from Dora Kept' })).toBeVisible();
  await page.reload();
  await expect(table.getByRole('button', { name: 'Contact request from Dora Kept' })).toBeVisible();
  await expect(table.getByText('Dora Deleted')).toHaveCount(0);
});
