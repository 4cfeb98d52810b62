import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminReady, expect, gqlOk, test, uniqueEmail } from './admin-support';
import { solvedBotCheck } from './bot-check-support';
import { choose, pdf } from './forms-support';
import { hydrated } from './shell-support';

// Every test sends its own leads with a unique e-mail and only ever looks at the list filtered by
// that e-mail (other specs add leads to the same server). Deleting one is admin-visitors-data.spec.ts.

async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await fs.readFile(await download.path()) };
}

test('a contact request sent with a file is read, downloaded, archived and exported by an admin', async ({
  page,
  staff: _admin,
}) => {
  test.slow(); // the public page, a file upload, then the admin screen: two bundles on a busy machine
  const email = uniqueEmail('inbox-contact');
  const attachment = pdf(`brief-${Date.now().toString(36)}.pdf`);
  const message = 'We need a team for a fintech app.\nBudget: flexible.';

  // The visitor's side: the footer form (without the start-up animation and the cookie banner).
  await page.addInitScript(() => {
    sessionStorage.setItem('preloader', 'off');
    localStorage.setItem('acceptAllCookies', 'true');
  });
  await page.goto('/privacy');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Full name').fill('Grace Hopper');
  await form.getByLabel('E-mail').fill(email);
  await choose(form, 'Country', 'Ukraine');
  await choose(form, 'Interest', 'Outsource');
  await form.getByLabel('Message').fill(message);
  await form.getByLabel('Attach file').setInputFiles(attachment);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  // The admin finds it by its e-mail; the search lands in the URL after a pause.
  await page.goto('/admin-panel/inbox/contact-requests');
  await adminReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeVisible();
  await page.getByLabel('Search').fill(email);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const table = page.getByRole('table', { name: 'Contact requests' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(row).toContainText('Ukraine');
  await expect(row).toContainText('Outsource');
  await expect(row.getByText('New', { exact: true })).toBeVisible();

  // Opening it shows the whole message and counts as reading it.
  const disclosure = row.getByRole('button', { name: 'Contact request from Grace Hopper' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await expect(table.getByText('Budget: flexible.')).toBeHidden();
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  await expect(table.getByText('Budget: flexible.')).toBeVisible();
  await expect(row.getByText('Read', { exact: true })).toBeVisible();

  // The attachment needs the staff token: it comes through a Blob download, byte for byte.
  const file = await downloadOf(page, () =>
    row.getByRole('button', { name: `Download ${attachment.name}` }).click(),
  );
  expect(file.name).toBe(attachment.name);
  expect(file.bytes.equals(attachment.buffer)).toBe(true);
  await expect(page.getByText(`Downloaded ${attachment.name}.`)).toBeVisible();

  await row.getByRole('button', { name: /^Archive/ }).click();
  await expect(page.getByText('Contact request from Grace Hopper archived.')).toBeVisible();
  // "All" holds the leads still being worked on: the archived one leaves it, also after a reload.
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No contact requests match these filters.')).toBeVisible();

  // The status filter: gone from New, there under Archived; both filters stay in the URL.
  await page.getByLabel('Status').selectOption('New');
  await expect(page).toHaveURL(/[?&]status=NEW/);
  await expect(page.getByText('No contact requests match these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('Archived');
  await expect(page).toHaveURL(/[?&]status=ARCHIVED/);
  await expect(row).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]q=/);

  // The export follows the list's status and search, and holds the lead.
  const csv = await downloadOf(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toBe('contact-requests-archived.csv');
  expect(csv.bytes.toString('utf8')).toContain(email);
  await expect(page.getByText('Exporting contact-requests-archived.csv')).toBeVisible();

  // Moving it back to New takes it out of the Archived list.
  await row.getByRole('button', { name: /^Move to new/ }).click();
  await expect(page.getByText('Contact request from Grace Hopper moved to new.')).toBeVisible();
  await expect(page.getByText('No contact requests match these filters.')).toBeVisible();
});

test.describe('as HR', () => {
  test.use({ role: 'HR' });

  test('applications are listed for HR; contact requests are not theirs', async ({
    page,
    request,
    staff: _hr,
  }) => {
    const email = uniqueEmail('inbox-application');
    await gqlOk(
      request,
      'mutation ($input: JobApplicationInput!) { submitJobApplication(input: $input) { id } }',
      {
        input: {
          name: 'Alan Turing',
          email,
          country: 'Ukraine',
          position: 'Codebreaker',
          message: 'I would like to join.',
          botCheck: await solvedBotCheck(request),
        },
      },
    );

    // The dashboard's link opens the New list; the e-mail narrows it to this test's application.
    await page.goto(`/admin-panel/inbox/job-applications?status=NEW&q=${encodeURIComponent(email)}`);
    await adminReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expect(page.getByLabel('Search')).toHaveValue(email);
    await expect(page.getByLabel('Status')).toHaveValue('NEW');
    const row = page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Codebreaker');
    await expect(row).toContainText('None');

    await row.getByRole('button', { name: /^Mark as read/ }).click();
    await expect(page.getByText('Application from Alan Turing marked as read.')).toBeVisible();
    await expect(page.getByText('No applications match these filters.')).toBeVisible();
    await page.getByLabel('Status').selectOption('All');
    await expect(row.getByText('Read', { exact: true })).toBeVisible();

    await page.goto('/admin-panel/inbox/contact-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-panel\?denied=readContactRequests$/);
  });
});
