import { adminReady, expect, test, uniqueEmail } from './admin-support';
import { choose } from './forms-support';
import { hydrated } from './shell-support';

// Where leads come from (decision 051): the first page of the visit is kept in the tab and sent
// with the form; staff see it on the lead, filter by it and count it on the dashboard.
test('a visitor from a newsletter is filed under its source, which staff see and filter by @any-viewport', async ({
  page,
  staff: _admin,
}, testInfo) => {
  test.slow(); // the public page, then two admin screens
  const email = uniqueEmail('lead-source');
  await page.addInitScript(() => {
    sessionStorage.setItem('preloader', 'off');
    localStorage.setItem('acceptAllCookies', 'true');
  });
  await page.goto('/?utm_source=newsletter&utm_campaign=autumn');
  await hydrated(page);
  // Another page of the same visit: it must not replace the first touch.
  await page.goto('/privacy?utm_source=other');
  await hydrated(page);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('agency.firstTouch');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Full name').fill('Nina Newsletter');
  await form.getByLabel('E-mail').fill(email);
  await choose(form, 'Country', 'Ukraine');
  await choose(form, 'Interest', 'Outsource');
  await form.getByLabel('Message').fill('Read about you in the autumn letter.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  // The inbox filtered by the source (in the URL) finds it; opening it shows where it came from.
  await page.goto(`/admin-panel/inbox/contact-requests?source=newsletter&q=${encodeURIComponent(email)}`);
  await adminReady(page);
  await expect(page.getByLabel('Source')).toHaveValue('newsletter');
  const table = page.getByRole('table', { name: 'Contact requests' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Contact request from Nina Newsletter' }).click();
  const origin = table.getByText(/^Source: newsletter/);
  await expect(origin).toContainText('Campaign: autumn');
  await expect(origin).toContainText('Landed on: /?utm_source=newsletter&utm_campaign=autumn');
  // The table's details, at desktop width: under 720 px the inbox shows cards instead (decision 059).
  await origin.screenshot({ path: testInfo.outputPath('lead-source-1440.png') });

  // Another source finds nothing for this address.
  await page.getByLabel('Source').fill('google.com');
  await expect(page).toHaveURL(/[?&]source=google\.com/);
  await expect(row).toHaveCount(0);

  // The dashboard counts it under the source, linking to the filtered inbox.
  await page.goto('/admin-panel');
  await adminReady(page);
  const counts = page.getByRole('region', { name: 'Where leads came from (last 30 days)' });
  await expect(counts.getByRole('link', { name: 'newsletter' })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await counts.screenshot({ path: testInfo.outputPath(`lead-source-counts-${width}.png`) });
  }
});
