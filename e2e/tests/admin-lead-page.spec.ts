import {
  adminReady,
  createStaff,
  deleteStaff,
  expect,
  gqlOk,
  readMailTo,
  test,
  uniqueEmail,
} from './admin-support';
import { solvedBotCheck } from './bot-check-support';

// The lead page (decisions 054, 055): opened from the inbox row, assigned, noted with an @mention
// picked by keyboard, a follow-up set, all on the timeline, and due on the dashboard.
test('a sales lead opens a lead, assigns it, notes it with a mention by keyboard and plans a follow-up', async ({
  page,
  request,
  staff: admin,
  ownerToken,
}) => {
  test.slow(); // two admin screens and e-mails on a busy machine
  const email = uniqueEmail('lead-page');
  const sent = await request.post('/api/send-form', {
    data: {
      name: 'Ada Lovelace',
      email,
      country: 'Ukraine',
      interest: 'Outsource',
      message: 'Three engineers from January.',
      landingPage: '/?utm_source=newsletter',
      utmSource: 'newsletter',
      botCheck: await solvedBotCheck(request),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const colleague = await createStaff(request, ownerToken, 'ADMIN');
  try {
    const since = Date.now();
    await page.goto(`/admin-panel/inbox/contact-requests?q=${encodeURIComponent(email)}`);
    await adminReady(page);
    const row = page
      .getByRole('table', { name: 'Contact requests' })
      .getByRole('row')
      .filter({ hasText: email });
    await row.getByRole('link', { name: /^Open/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Contact request from Ada Lovelace' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Source' })).toContainText('newsletter');

    // Assign to the colleague: told by e-mail with a link to this very page.
    await page.getByLabel('Assigned to').selectOption({ label: `${colleague.name} (${colleague.email})` });
    await expect(page.getByText('Saved. The new owner is told by e-mail.')).toBeVisible();
    const assigned = await readMailTo(colleague.email, since);
    expect(assigned).toContain(page.url().replace(/^https?:\/\/[^/]+/, ''));

    // A note mentioning the colleague, picked with the keyboard only.
    const note = page.getByRole('combobox', { name: 'New note' });
    await note.fill('Call back, ');
    await note.pressSequentially('@E2E');
    const options = page.getByRole('listbox', { name: 'Mention a colleague' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const target = options.filter({ hasText: colleague.email });
    while ((await target.getAttribute('aria-selected')) !== 'true') await note.press('ArrowDown');
    await note.press('Enter');
    await expect(note).toHaveValue(`Call back, @${colleague.name} `);
    await expect(note).toBeFocused();
    await note.pressSequentially('please.');
    const noted = Date.now();
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added.')).toBeVisible();
    expect(await readMailTo(colleague.email, noted)).toContain('please.');

    // A follow-up today; the timeline holds everything in order.
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('Follow up on', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Set follow-up' }).click();
    await expect(page.getByText(`Planned for ${today} (UTC).`)).toBeVisible();
    const timeline = page.getByRole('list', { name: 'What happened, oldest first' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Sent the contact form');
    await expect(timeline).toContainText(`Assigned to ${colleague.name}`);
    await expect(timeline).toContainText(`Call back, @${colleague.name} please.`);

    // Due today for its owner (the colleague), on the dashboard.
    const { dueFollowUps } = await gqlOk<{ dueFollowUps: { name: string }[] }>(
      request,
      '{ dueFollowUps { name } }',
      {},
      colleague.token,
    );
    expect(dueFollowUps.map((d) => d.name)).toContain('Ada Lovelace');
    void admin;
  } finally {
    await deleteStaff(request, ownerToken, colleague.id);
  }
});
