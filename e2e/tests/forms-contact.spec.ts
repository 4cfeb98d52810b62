import AxeBuilder from '@axe-core/playwright';
import {
  choose,
  dropdown,
  expect,
  MESSAGES,
  isGraphQL,
  openWhileAnotherIsOpen,
  operationName,
  pdf,
  recordOperations,
  staffQuery,
  staffToken,
  test,
  uniqueEmail,
} from './forms-support';
import { ANY_VIEWPORT } from './page-support';
import { holdRequests, hydrated } from './shell-support';

const HEADING = "Let's build something great together!";
const GENERIC_FAILURE = 'Sorry, we could not send your message. Please try again.';

// The form is the footer of every page; /privacy is the lightest page that has it (the home page's
// carousels and timers only slow these tests down).
async function openContactForm(page: import('@playwright/test').Page) {
  await page.goto('/privacy');
  // The dropdowns work once React has taken over the page (its code loads after the first paint).
  await hydrated(page);
  const section = page.getByRole('region', { name: HEADING });
  await section.scrollIntoViewIfNeeded();
  return { section, form: section.getByRole('form', { name: 'Contact form' }) };
}

test(
  'the footer invites a message and promises a reply within a few days',
  { tag: ANY_VIEWPORT },
  async ({ page }, testInfo) => {
    const { section } = await openContactForm(page);
    await expect(section.getByRole('heading', { level: 2, name: HEADING })).toBeVisible();
    await expect(section.getByText(/reply within a few days/)).toBeVisible();
    // Under 768 px the intro paragraph goes and the form takes the width.
    const intro = section.getByText(/A manager reads every message/);
    if (testInfo.project.name === 'mobile') await expect(intro).toBeHidden();
    else await expect(intro).toBeVisible();
  },
);

test(
  'an empty form shows every message and sends nothing, on the first click too',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    const operations = recordOperations(page);
    const { form } = await openContactForm(page);
    await form.getByRole('button', { name: 'Send message' }).click();

    for (const message of [
      MESSAGES.name,
      MESSAGES.emailEmpty,
      MESSAGES.country,
      MESSAGES.interest,
      MESSAGES.message,
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('Full name')).toBeFocused();
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();

    // Fixing a field clears its own message only.
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await expect(form.getByText(MESSAGES.name)).toHaveCount(0);
    await form.getByLabel('Message').fill('Hello');
    await expect(form.getByText(MESSAGES.message)).toHaveCount(0);
    await expect(form.getByText(MESSAGES.emailEmpty)).toBeVisible();

    // Still invalid (e-mail, country, interest): a second click sends nothing either.
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText(MESSAGES.country)).toBeVisible();
    expect(operations).toEqual([]);
  },
);

test(
  'what is typed before the page has hydrated is kept, and the rules arrive on first focus',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    // The page's code loads after its first paint (decision 032): hold it back while the visitor
    // types, as a slow connection would.
    const release = await holdRequests(page, /\/assets\/entry-client-[\w-]+\.js$/);
    const rules: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/form-rules-[\w-]+\.js$/.test(request.url())) rules.push(request.url());
    });
    await page.goto('/privacy');
    const form = page.getByRole('region', { name: HEADING }).getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('E-mail').fill('ada@example.com');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    expect(rules).toEqual([]);

    release();
    await hydrated(page);
    // A render after hydration (a choice in a dropdown) keeps both fields: they are in the state.
    await choose(form, 'Country', 'Ukraine');
    await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel('E-mail')).toHaveValue('ada@example.com');
    // Sending checks them with the shared rules, loaded once the form was used.
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText(MESSAGES.interest)).toBeVisible();
    await expect(form.getByText(MESSAGES.name)).toHaveCount(0);
    await expect(form.getByText(MESSAGES.emailEmpty)).toHaveCount(0);
    expect(rules).toHaveLength(1);
  },
);

test(
  'the e-mail is checked on every change and lower-cased as typed',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    const { form } = await openContactForm(page);
    const email = form.getByLabel('E-mail');

    await email.pressSequentially('Ada.LOVELACE@Example.COM');
    await expect(email).toHaveValue('ada.lovelace@example.com');
    await expect(form.getByText(MESSAGES.emailInvalid)).toHaveCount(0);

    // Checked while typing: the first letters are not an address yet.
    await email.fill('');
    await email.pressSequentially('ada');
    await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();

    const invalid = [
      'іван@example.com', // Cyrillic
      'ada@приклад.com',
      'a<b>@example.com',
      'ada@[127.0.0.1]',
      'a(b)@example.com',
      'ada lovelace@example.com',
      'ada@exa mple.com',
      'ada@b@example.com',
      'a,b@example.com',
      'a;b@example.com',
      'a:b@example.com',
      'a@b.c',
      'ada@example',
    ];
    for (const value of invalid) {
      await email.fill(value);
      await expect(form.getByText(MESSAGES.emailInvalid), value).toBeVisible();
    }
    for (const value of ['a@b.co', 'first.last+tag@mail.example.org', "o'neil_1@sub-domain.example.io"]) {
      await email.fill(value);
      await expect(form.getByText(MESSAGES.emailInvalid), value).toHaveCount(0);
    }

    await email.fill('');
    await expect(form.getByText(MESSAGES.emailEmpty)).toBeVisible();

    // Mixed case pasted at once is lower-cased too.
    await email.fill('BOB@EXAMPLE.ORG');
    await expect(email).toHaveValue('bob@example.org');
  },
);

test(
  'attachments: pdf, doc or docx in any case, at most 5 MB, removable',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    // Two 5 MB files cross the browser protocol: slow on a busy two-core machine.
    test.slow();
    const { form } = await openContactForm(page);
    const file = form.getByLabel('Attach file');

    await file.setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5_242_881) });
    await expect(form.getByText(MESSAGES.fileSize, { exact: true })).toBeVisible();
    await expect(form.getByText('x.pdf')).toHaveCount(0);

    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByText(MESSAGES.fileType, { exact: true })).toBeVisible();
    await expect(form.getByText(MESSAGES.fileSize)).toHaveCount(0);
    await expect(form.getByText('notes.txt')).toHaveCount(0);

    // Exactly 5 MB is allowed, and the extension may be upper-case.
    await file.setInputFiles({
      name: 'BRIEF.PDF',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5_242_880),
    });
    await expect(form.getByText('BRIEF.PDF')).toBeVisible();
    await expect(form.getByText(MESSAGES.fileType)).toHaveCount(0);

    for (const name of ['plan.doc', 'plan.DOCX']) {
      await file.setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
      await expect(form.getByText(name, { exact: true })).toBeVisible();
    }

    await form.getByRole('button', { name: 'Remove plan.DOCX' }).click();
    await expect(form.getByText('plan.DOCX')).toHaveCount(0);
    await expect(file).toHaveAttribute('accept', '.pdf,.doc,.docx');
  },
);

test(
  'dropdowns: one open at a time, an outside click closes them, a choice clears the error',
  { tag: ANY_VIEWPORT },
  async ({ page }, testInfo) => {
    const { section, form } = await openContactForm(page);
    const country = dropdown(form, 'Country');
    const interest = dropdown(form, 'Interest');
    await expect(country).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(country).toHaveText('Select your country');
    await expect(interest).toHaveText("I'm interested in...");

    await country.click();
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    const countries = form.getByRole('listbox', { name: 'Country' });
    await expect(countries.getByRole('option').first()).toHaveText('Afghanistan');
    await expect(countries.getByRole('option').last()).toHaveText('Zimbabwe');
    expect(await countries.getByRole('option').count()).toBeGreaterThan(220);

    await openWhileAnotherIsOpen(interest, testInfo.project.name);
    await expect(form.getByRole('listbox', { name: 'Interest' })).toBeVisible();
    await expect(countries).toHaveCount(0);
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(form.getByRole('listbox', { name: 'Interest' }).getByRole('option')).toHaveText([
      'Dedicated Development Team',
      'Outsource',
      'Outstaff',
      'Native Mobile Development',
      'Flutter',
      'Web Development',
      'UX/UI Design',
      'Quality Assurance',
      "I don't know\u2026",
    ]);

    await section.getByRole('heading', { name: HEADING }).click();
    await expect(form.getByRole('listbox')).toHaveCount(0);
    await expect(interest).toHaveAttribute('aria-expanded', 'false');

    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText(MESSAGES.country)).toBeVisible();
    await expect(form.getByText(MESSAGES.interest)).toBeVisible();

    await choose(form, 'Country', 'Ukraine');
    await expect(country).toHaveText('Ukraine');
    await expect(form.getByText(MESSAGES.country)).toHaveCount(0);
    await expect(form.getByText(MESSAGES.interest)).toBeVisible();

    await choose(form, 'Interest', 'Flutter');
    await expect(interest).toHaveText('Flutter');
    await expect(form.getByText(MESSAGES.interest)).toHaveCount(0);
  },
);

test('dropdowns work from the keyboard', { tag: ANY_VIEWPORT }, async ({ page }) => {
  const { form } = await openContactForm(page);
  const country = dropdown(form, 'Country');
  await country.focus();
  await page.keyboard.press('ArrowDown');
  const list = form.getByRole('listbox', { name: 'Country' });
  await expect(list).toBeFocused();
  // Typing jumps to the first match; the active option is announced through aria-activedescendant.
  await page.keyboard.type('ukr');
  const active = await list.getAttribute('aria-activedescendant');
  await expect(form.locator(`[id="${active}"]`)).toHaveText('Ukraine');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(country).toHaveText('United Arab Emirates');
  await expect(country).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(country).toHaveText('United Arab Emirates');
  await expect(country).toBeFocused();

  // Tab leaves an open list for the next field, closing it.
  await page.keyboard.press('ArrowUp');
  await expect(list).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(list).toHaveCount(0);
  await expect(dropdown(form, 'Interest')).toBeFocused();
});

test('the form is in the server HTML, hydrates quietly and passes axe in every state', async ({ page }) => {
  // Several axe runs (one over a list of 240 countries) on a busy two-core machine.
  test.slow();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  const html = await (await page.request.get('/privacy')).text();
  expect(html).toContain('Let&#x27;s build something great together!');
  expect(html).toContain('Select your country');

  const { form } = await openContactForm(page);
  const axe = () => new AxeBuilder({ page }).include('#contact').analyze();
  expect((await axe()).violations).toEqual([]);

  // Every other state at once (one axe run is seconds here): field errors, an attached file and
  // the open country list.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText(MESSAGES.name)).toBeVisible();
  await form.getByLabel('Attach file').setInputFiles(pdf('brief.pdf'));
  await expect(form.getByRole('button', { name: 'Remove brief.pdf' })).toBeVisible();
  await dropdown(form, 'Country').click();
  await expect(form.getByRole('listbox', { name: 'Country' })).toBeVisible();
  await expect(form.getByText(MESSAGES.name)).toBeVisible();
  expect((await axe()).violations).toEqual([]);
  expect(problems).toEqual([]);
});

test(
  'a valid message with a PDF is sent and stored for staff',
  { tag: ANY_VIEWPORT },
  async ({ page, request }) => {
    const email = uniqueEmail('contact');
    const operations = recordOperations(page);
    const { section, form } = await openContactForm(page);

    await form.getByLabel('Full name').fill('Grace Hopper');
    await form.getByLabel('E-mail').fill(email.toUpperCase());
    await choose(form, 'Country', 'Ukraine');
    await choose(form, 'Interest', 'Outsource');
    await form.getByLabel('Message').fill('We need a team for a fintech app.');
    await form.getByLabel('Attach file').setInputFiles(pdf('brief.pdf'));
    await expect(form.getByText('brief.pdf')).toBeVisible();
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(section.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(section.getByText('Our manager will contact you shortly')).toBeVisible();
    await expect(section.getByRole('form')).toHaveCount(0);
    // The file goes first, then the form with what the upload answered.
    expect(operations).toEqual(['upload', 'SubmitContactRequest']);

    const token = await staffToken(request);
    const { contactRequests } = await staffQuery<{
      contactRequests: {
        items: {
          name: string;
          email: string;
          country: string;
          interest: string;
          attachmentName: string | null;
        }[];
      };
    }>(
      request,
      token,
      'query ($search: String) { contactRequests(search: $search) { items { name email country interest attachmentName } } }',
      { search: email },
    );
    expect(contactRequests.items).toEqual([
      { name: 'Grace Hopper', email, country: 'Ukraine', interest: 'Outsource', attachmentName: 'brief.pdf' },
    ]);
  },
);

test(
  'a failed send shows a toast, enables the button again and keeps everything',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    const { form } = await openContactForm(page);
    // The failure is held back until the sending state has been checked.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isGraphQL, async (route) => {
      if (operationName(route.request()) !== 'SubmitContactRequest') return route.continue();
      await released;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Unexpected error.' }] }),
      });
    });

    await form.getByLabel('Full name').fill('Linus');
    await form.getByLabel('E-mail').fill('linus@example.com');
    await choose(form, 'Country', 'Finland');
    await choose(form, 'Interest', 'Web Development');
    await form.getByLabel('Message').fill('A kernel of an idea.');
    await form.getByLabel('Attach file').setInputFiles(pdf('idea.pdf'));
    const send = form.getByRole('button', { name: /^Send/ });
    await send.click();
    await expect(send).toBeDisabled();
    await expect(send).toHaveText('Sending…');
    release();

    await expect(page.getByRole('alert').filter({ hasText: GENERIC_FAILURE })).toBeVisible();
    await expect(send).toBeEnabled();
    await expect(send).toHaveText('Send message');
    await expect(form.getByLabel('Full name')).toHaveValue('Linus');
    await expect(form.getByLabel('E-mail')).toHaveValue('linus@example.com');
    await expect(dropdown(form, 'Country')).toHaveText('Finland');
    await expect(dropdown(form, 'Interest')).toHaveText('Web Development');
    await expect(form.getByLabel('Message')).toHaveValue('A kernel of an idea.');
    await expect(form.getByText('idea.pdf')).toBeVisible();
  },
);

test(
  'an answer lost on the way: sending again stores the message once',
  { tag: ANY_VIEWPORT },
  async ({ page, request }) => {
    const { section, form } = await openContactForm(page);
    const email = uniqueEmail('lost-answer');
    const keys: string[] = [];
    // The first send reaches the server and is stored, but its answer never arrives.
    let lose = true;
    await page.route(isGraphQL, async (route) => {
      if (operationName(route.request()) !== 'SubmitContactRequest') return route.continue();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (!lose) return route.continue();
      lose = false;
      await route.fetch();
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
    });

    await form.getByLabel('Full name').fill('Margaret Hamilton');
    await form.getByLabel('E-mail').fill(email);
    await choose(form, 'Country', 'United States');
    await choose(form, 'Interest', 'Web Development');
    await form.getByLabel('Message').fill('Sent once, whatever the network does.');
    const send = form.getByRole('button', { name: /^Send/ });
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_FAILURE })).toBeVisible();
    await send.click();
    await expect(section.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const { contactRequests } = await staffQuery<{ contactRequests: { total: number } }>(
      request,
      await staffToken(request),
      'query ($search: String) { contactRequests(search: $search) { total } }',
      { search: email },
    );
    expect(contactRequests.total).toBe(1);
  },
);

test(
  'field errors from the server appear on their fields, with its message in a toast',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    const { form } = await openContactForm(page);
    await page.route(isGraphQL, async (route) => {
      if (operationName(route.request()) !== 'SubmitContactRequest') return route.continue();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [
            {
              message: 'Please correct the highlighted fields.',
              extensions: { code: 'BAD_USER_INPUT', fields: { message: MESSAGES.message } },
            },
          ],
        }),
      });
    });

    await form.getByLabel('Full name').fill('Margaret');
    await form.getByLabel('E-mail').fill('margaret@example.com');
    await choose(form, 'Country', 'United States');
    await choose(form, 'Interest', 'Quality Assurance');
    await form.getByLabel('Message').fill('Apollo guidance');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' }),
    ).toBeVisible();
    await expect(form.getByText(MESSAGES.message)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  },
);
