import { adminReady, expect, gqlOk, test, uniqueEmail } from './admin-support';

// An HR person's week (issue 27): an application for a vacancy, found by that vacancy in the
// inbox, rated on its page (a 4-point scale, decision 053) and moved to Hired (decision 052).
// The application is seeded without a proof-of-work solve: caught by the honeypot, then released.
test.use({ role: 'HR' });

test('HR filters applications by vacancy, rates the candidate and hires them', async ({
  page,
  request,
  staff,
}) => {
  test.slow(); // the inbox, then the lead page with its panels, on a busy machine
  const email = uniqueEmail('hiring');
  const name = `Hiring Person ${Date.now() % 100000}`;
  const sent = await request.post('/api/send-vacancy-form', {
    data: {
      name,
      email,
      country: 'Poland',
      position: 'QA Engineer',
      message: 'Five years of test automation.',
      website: 'x',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { jobApplications } = await gqlOk<{ jobApplications: { items: { id: string }[] } }>(
    request,
    'query($q: String) { jobApplications(status: SPAM, search: $q) { items { id } } }',
    { q: email },
    staff.token,
  );
  const id = jobApplications.items[0]!.id;
  await gqlOk(request, 'mutation($id: ID!) { releaseJobApplication(id: $id) { id } }', { id }, staff.token);

  // The inbox filtered by the vacancy it was for (by id, chosen in the filter).
  await page.goto(`/admin-panel/inbox/job-applications?q=${encodeURIComponent(email)}`);
  await adminReady(page);
  const vacancy = page.getByLabel('Vacancy');
  const qa = await vacancy.locator('option', { hasText: /^QA Engineer\b/ }).getAttribute('value');
  await vacancy.selectOption(qa!);
  await expect(page).toHaveURL(/[?&]vacancy=/);
  const row = page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^Open/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application from ${name}` })).toBeVisible();

  // Rated: the scale has no neutral point; the scorecard is kept under the interviewer's name.
  const scale = page.getByRole('group', { name: 'Your rating' });
  await expect(scale.getByRole('radio')).toHaveCount(4);
  await scale.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByLabel('Scorecard').fill('Strong on automation; wants a mentor.');
  await page.getByRole('button', { name: 'Save rating' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Scorecards' })).toContainText('Yes');

  // Hired, from the stage panel; the page then says where it stands, and the timeline has the move.
  const stage = page.getByRole('region', { name: 'Stage' });
  await stage.getByLabel('Stage').selectOption({ label: 'Hired' });
  await stage.getByRole('button', { name: 'Move' }).click();
  await page
    .getByRole('dialog', { name: /to Hired\?/ })
    .getByRole('button', { name: 'Move to Hired' })
    .click();
  await expect(stage).toContainText('Now in Hired');
  await page.reload();
  await adminReady(page);
  await expect(page.getByRole('list', { name: 'What happened, oldest first' })).toContainText('Hired');
});
