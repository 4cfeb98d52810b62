import { adminReady, expect, gqlOk, readMailTo, test, uniqueEmail } from './admin-support';
import { solvedBotCheck, watchCsp } from './bot-check-support';
import { hydrated } from './shell-support';

// Replies from a lead's page (decision 056) and privacy requests (decision 057), as staff and a
// visitor see them, under the production headers.

test('an admin answers a lead with a template; a dropped connection loses nothing and the reply arrives once', async ({
  page,
  request,
  staff,
  ownerToken,
}) => {
  test.slow();
  const email = uniqueEmail('reply');
  const template = `Thanks ${Date.now().toString(36)}`;
  await gqlOk(
    request,
    'mutation($i: ReplyTemplateInput!) { createReplyTemplate(input: $i) { id } }',
    {
      i: {
        name: template,
        kind: 'any',
        subject: 'Thank you, {{name}}',
        body: 'Hello {{name}},\n\nthanks!\n\n{{sender}}',
      },
    },
    ownerToken,
  );
  const sent = await request.post('/api/send-form', {
    data: {
      name: 'Rita Reply',
      email,
      country: 'Ukraine',
      interest: 'Outsource',
      message: 'Hi',
      botCheck: await solvedBotCheck(request),
    },
  });
  expect(sent.status()).toBe(201);
  const { _id: id } = (await sent.json()) as { _id: string };

  await page.goto(`/admin-panel/inbox/lead/contact/${id}`);
  await adminReady(page);
  const panel = page.getByRole('region', { name: 'Reply' });
  await expect(panel.getByText(`To ${email}`)).toBeVisible();
  await panel.getByLabel('Template').selectOption({ label: template });
  await expect(panel.getByLabel('Subject')).toHaveValue('Thank you, Rita Reply');
  await expect(panel.getByLabel('Text (as it will be sent)')).toHaveValue(
    `Hello Rita Reply,\n\nthanks!\n\n${staff.name}`,
  );
  await panel.getByLabel('Text (as it will be sent)').fill('Hello Rita,\n\nwe will call you on Monday.');

  // The network drops as Send is pressed: the text stays, here and after a reload.
  await page.context().setOffline(true);
  await panel.getByRole('button', { name: 'Send reply' }).click();
  await expect(panel.getByText(/Not sent: the connection failed/)).toBeVisible();
  await page.context().setOffline(false);
  await page.reload();
  await adminReady(page);
  await expect(panel.getByText('Your unsent reply was kept in this browser.')).toBeVisible();
  await expect(panel.getByLabel('Text (as it will be sent)')).toHaveValue(
    'Hello Rita,\n\nwe will call you on Monday.',
  );

  const since = Date.now();
  await panel.getByRole('button', { name: 'Send reply' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `Sent to ${email}: it is in the outbox and goes out within seconds.`,
  );
  await expect(panel.getByLabel('Subject')).toHaveValue('');
  const mail = await readMailTo(email, since);
  expect(mail).toContain('Subject: Thank you, Rita Reply');
  expect(mail).toContain('we will call you on Monday.');
  expect(mail).toMatch(new RegExp(`^Reply-To: ${staff.email.replace(/[.+]/g, '\\$&')}`, 'mi'));
  await expect(panel.getByRole('listitem').filter({ hasText: 'Thank you, Rita Reply' })).toContainText(
    /Sent|Queued/,
  );
  // The panel fits the screen: nothing wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a visitor asks about their data, proves the address, and staff answer it before it is due', async ({
  page,
  staff: _admin,
}) => {
  test.slow(); // the bot-check's proof of work runs in the page
  const violations = await watchCsp(page);
  const email = uniqueEmail('privacy');
  await page.goto('/privacy');
  // The form's code loads after the first paint; a click before it would be the browser's own submit.
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Privacy request' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Full name').fill('Paula Private');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Please enter the e-mail address your data was sent with.')).toBeVisible();
  await form.getByLabel('E-mail your data was sent with').fill(email);
  await form.getByLabel('Erase my data').check();
  const box = await form.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const since = Date.now();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();

  const mail = await readMailTo(email, since);
  const link = /(http:\/\/\S+\/privacy\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Thank you: your request (erase my data) is confirmed.',
  );
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('alert')).toContainText('used already');
  expect(await violations()).toEqual([]);

  await page.goto('/admin-panel/data-requests');
  await adminReady(page);
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card).toContainText('Erase my data: Paula Private');
  await expect(card).toContainText('Due');
  await card.getByRole('button', { name: 'Answer…' }).click();
  await card.getByLabel(`Answer (mailed to ${email})`).fill('We erased everything we held about you.');
  const answered = Date.now();
  await card.getByRole('button', { name: 'Send answer and close' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  expect(await readMailTo(email, answered)).toContain('We erased everything we held about you.');
  await page.getByRole('button', { name: 'Answered' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Answered');
});
