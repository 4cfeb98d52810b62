import { adminReady, expect, test, uniqueEmail } from './admin-support';

// The Spam folder (decision 050): a form the honeypot caught is kept, and an admin releases it.
test('an admin opens the Spam view, finds a caught contact request and releases it @any-viewport', async ({
  page,
  request,
  staff: _admin,
}) => {
  const email = uniqueEmail('spam');
  const res = await request.post('/api/send-form', {
    data: {
      name: 'Caught Person',
      email,
      country: 'Ukraine',
      interest: 'Outsource',
      message: 'A real person who filled the hidden field.',
      website: 'http://autofill.example',
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto(`/admin-panel/inbox/contact-requests?status=SPAM&q=${encodeURIComponent(email)}`);
  await adminReady(page);
  await expect(page.getByLabel('Status')).toHaveValue('SPAM');
  const row = page
    .getByRole('table', { name: 'Contact requests' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Spam', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Release to inbox/ }).click();
  await expect(page.getByText('Contact request from Caught Person released into the inbox.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // In the inbox now, as a new lead.
  await page.getByLabel('Status').selectOption('');
  const released = page
    .getByRole('table', { name: 'Contact requests' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(released.getByText('New', { exact: true })).toBeVisible();
});
