import fs from 'node:fs/promises';
import { adminReady, expect, gqlOk, test } from './admin-support';

// The inbox at scale (decision 037): pages follow the cursor of the last row shown ("Load more",
// by keyboard), say where they are, and Export CSV is the browser's own download of the whole list
// with its search. The paging and the export are the same code on a phone, so this runs once. The
// 55 leads are sent as the form's bot trap catches them (no proof-of-work to solve, decision 050)
// and released into the inbox: as far as the inbox knows, 55 leads that arrived in order.

const LEADS = 55; // one full page of 50, and five after it

test('the inbox loads the next page after the last lead shown, and exports the list as a file @any-viewport', async ({
  page,
  request,
  staff,
}, testInfo) => {
  const tag = `cursor${Date.now().toString(36)}${testInfo.project.name}`;
  for (let from = 0; from < LEADS; from += 5) {
    await Promise.all(
      Array.from({ length: Math.min(5, LEADS - from) }, async (_, k) => {
        const n = String(from + k).padStart(2, '0');
        const sent = await request.post('/api/send-form', {
          data: {
            name: `Paging Person ${n}`,
            email: `${tag}-${n}@e2e.local`,
            country: 'Ukraine',
            interest: 'Outsource',
            message: `Lead number ${n}`,
            website: 'caught',
          },
        });
        expect(sent.status(), await sent.text()).toBe(201);
      }),
    );
  }
  const { contactRequests } = await gqlOk<{ contactRequests: { items: { id: string }[] } }>(
    request,
    'query($q: String) { contactRequests(status: SPAM, search: $q, first: 100) { items { id } } }',
    { q: tag },
    staff.token,
  );
  expect(contactRequests.items).toHaveLength(LEADS);
  for (let from = 0; from < LEADS; from += 11)
    await Promise.all(
      contactRequests.items
        .slice(from, from + 11)
        .map(({ id }) =>
          gqlOk(request, 'mutation($id: ID!) { releaseContactRequest(id: $id) { id } }', { id }, staff.token),
        ),
    );

  await page.goto(`/admin-panel/inbox/contact-requests?q=${tag}`);
  await adminReady(page);
  const table = page.getByRole('table', { name: 'Contact requests' });
  const emails = table.getByRole('link', { name: new RegExp(`^${tag}-`) });
  await expect(emails).toHaveCount(50);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–50 of' })).toBeVisible();

  // The next page by keyboard: the button is reached and pressed without a pointer.
  const more = page.getByRole('button', { name: 'Load more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(emails).toHaveCount(LEADS);
  await expect(page.getByRole('status').filter({ hasText: `Showing 1–${LEADS} of ${LEADS}` })).toBeVisible();
  await expect(more).toHaveCount(0);
  // Every lead once, newest first (they were sent in batches of five, in order).
  const shown = await emails.allTextContents();
  expect(new Set(shown).size).toBe(LEADS);
  const numbers = shown.map((e) => Number(/-(\d\d)@/.exec(e)![1]));
  const batches = numbers.map((n) => Math.floor(n / 5));
  expect([...batches].sort((a, b) => b - a)).toEqual(batches);

  // Export CSV: a link made for this list, downloaded by the browser itself, search included.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contact-requests.csv');
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFcreatedAt,status,name,email,country,interest,message,')).toBe(true);
  const rows = csv.trimEnd().split('\r\n').slice(1);
  expect(rows).toHaveLength(LEADS);
  expect(rows.every((row) => row.includes(`${tag}-`))).toBe(true);
  await expect(page.getByText('Exporting contact-requests.csv')).toBeVisible();
});
