import type { Page, Request } from '@playwright/test';
import { CHALLENGE_PATH, watchCsp } from './bot-check-support';
import { lockVacancies } from './careers-vacancies';
import {
  choose,
  expect,
  isGraphQL,
  operationName,
  pdf,
  staffQuery,
  staffToken,
  test,
  uniqueEmail,
} from './forms-support';
import { ANY_VIEWPORT } from './page-support';
import { hydrated } from './shell-support';

/**
 * The bot-check as people meet it (decision 029): the e2e server runs ALTCHA, as production does,
 * and the real widget solves it in Chromium under the production headers (the page's strict CSP).
 * Nothing loads until a form is used; the widget is never seen; a send waits for it if needed.
 */
const WAITING = 'Running a quick spam check…';

/** Counts the challenges the page asks for and the widget's chunk and worker it loads. */
function watchBotCheck(page: Page) {
  const seen = { challenges: 0, widgetChunk: 0, workers: [] as string[] };
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === CHALLENGE_PATH) seen.challenges++;
    if (/\/assets\/altcha-solver-[\w-]+\.js$/.test(url.pathname)) seen.widgetChunk++;
  });
  page.on('worker', (worker) => seen.workers.push(worker.url()));
  return seen;
}

/** The botCheck a form's GraphQL request carried, decoded (ALTCHA's payload is base64 JSON). */
function botCheckOf(request: Request, field: 'input' | 'top' = 'input') {
  const variables = (JSON.parse(request.postData() ?? '{}') as { variables: Record<string, any> }).variables;
  const text = field === 'input' ? variables.input.botCheck : variables.botCheck;
  expect(typeof text, 'the request carries a botCheck').toBe('string');
  return JSON.parse(Buffer.from(text as string, 'base64').toString('utf8')) as {
    challenge: { parameters: { algorithm: string }; signature: string };
    solution: { counter: number; derivedKey: string };
  };
}

async function fillContact(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full name').fill('Hedy Lamarr');
  await form.getByLabel('E-mail').fill(email);
  await choose(form, 'Country', 'Austria');
  await choose(form, 'Interest', 'Outsource');
  await form.getByLabel('Message').fill('Frequency hopping, anyone?');
  return form;
}

async function openContact(page: Page) {
  await page.goto('/privacy');
  await hydrated(page);
  await page.getByRole('form', { name: 'Contact form' }).scrollIntoViewIfNeeded();
}

test(
  'contact: nothing loads until the form is used; the widget then solves unseen, under the CSP, and the lead is stored',
  { tag: ANY_VIEWPORT },
  async ({ page, request }) => {
    const violations = await watchCsp(page);
    const seen = watchBotCheck(page);
    await openContact(page);
    // On screen but untouched: no challenge, no widget code.
    await page.waitForTimeout(500);
    expect(seen).toMatchObject({ challenges: 0, widgetChunk: 0 });

    const email = uniqueEmail('bot-check');
    const form = await fillContact(page, email);
    expect(seen.challenges).toBe(1);
    // The widget sits in the form, not displayed; its worker is a file from this site.
    const widget = form.locator('altcha-widget');
    await expect(widget).toBeAttached();
    await expect(widget.locator('.altcha')).toBeHidden();
    await expect.poll(() => seen.workers.length).toBeGreaterThan(0);
    for (const url of seen.workers)
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/pbkdf2-[\w-]+\.js$/);

    const sent = page.waitForRequest(
      (req) => isGraphQL(req.url()) && operationName(req) === 'SubmitContactRequest',
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    const payload = botCheckOf(await sent);
    expect(payload.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(payload.solution.counter).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText(WAITING)).toHaveCount(0);

    const { contactRequests } = await staffQuery<{ contactRequests: { items: { email: string }[] } }>(
      request,
      await staffToken(request),
      'query ($search: String) { contactRequests(search: $search) { items { email } } }',
      { search: email },
    );
    expect(contactRequests.items).toEqual([{ email }]);
    expect(await violations()).toEqual([]);
  },
);

test(
  'a send waits for a check still running, says so, then goes',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${CHALLENGE_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await openContact(page);
    const form = await fillContact(page, uniqueEmail('bot-check-wait'));
    const send = form.getByRole('button', { name: /^Send/ });
    await send.click();
    await expect(form.getByText(WAITING)).toBeVisible();
    await expect(send).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  },
);

test(
  'a check that cannot run says so and sends nothing; once it can, the send goes through',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    let failing = true;
    await page.route(`**${CHALLENGE_PATH}`, (route) =>
      failing
        ? route.fulfill({ status: 503, body: '{}', contentType: 'application/json' })
        : route.continue(),
    );
    const sends: string[] = [];
    page.on('request', (req) => {
      if (isGraphQL(req.url()) && operationName(req) === 'SubmitContactRequest') sends.push(req.url());
    });
    await openContact(page);
    const form = await fillContact(page, uniqueEmail('bot-check-down'));
    // Failing in the background while the visitor types is not shown: the send may still pass.
    await expect(form.getByText(/spam check/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'The spam check could not run. Please check your connection' }),
    ).toBeVisible();
    await expect(form.getByText('The spam check could not run. Sending will try it again.')).toBeVisible();
    expect(sends).toEqual([]);
    await expect(form.getByLabel('Full name')).toHaveValue('Hedy Lamarr');

    failing = false;
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(sends).toHaveLength(1);
  },
);

test('application: the CV form passes the check the same way', { tag: ANY_VIEWPORT }, async ({ page }) => {
  const release = await lockVacancies();
  try {
    const violations = await watchCsp(page);
    const seen = watchBotCheck(page);
    await page.goto('/careers');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Job application form' });
    await form.scrollIntoViewIfNeeded();
    expect(seen.challenges).toBe(0);
    await form.getByLabel('Full name').fill('Katherine Johnson');
    await form.getByLabel('E-mail').fill(uniqueEmail('bot-check-apply'));
    await choose(form, 'Country', 'United States');
    // A list of the open vacancies, or a text field when none is open.
    const typed = form.getByRole('textbox', { name: 'Position' });
    if (await typed.count()) await typed.fill('Navigator');
    else {
      await form.getByRole('button', { name: /^Position\b/ }).click();
      await form.getByRole('listbox', { name: 'Position' }).getByRole('option').first().click();
    }
    await form.getByLabel('Message').fill('Trajectories are my thing.');
    await form.getByLabel('Attach your CV').setInputFiles(pdf('katherine.pdf'));
    const sent = page.waitForRequest(
      (req) => isGraphQL(req.url()) && operationName(req) === 'SubmitJobApplication',
    );
    await form.getByRole('button', { name: 'Send application' }).click();
    botCheckOf(await sent);
    await expect(page.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible();
    expect(seen.challenges).toBe(1);
    expect(await violations()).toEqual([]);
  } finally {
    release();
  }
});

test('password recovery solves its check as the page opens and sends it with the address', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const seen = watchBotCheck(page);
  await page.goto('/admin-panel/password-recovery');
  await hydrated(page);
  // The page is only this form: the check starts at once, before anything is typed.
  await expect.poll(() => seen.challenges).toBe(1);
  await page.getByLabel('E-mail').fill('nobody-here@example.com');
  const sent = page.waitForRequest(
    (req) => isGraphQL(req.url()) && operationName(req) === 'RequestPasswordRecovery',
  );
  await page.getByRole('button', { name: 'Send the link' }).click();
  expect(botCheckOf(await sent, 'top').solution.counter).toBeGreaterThan(0);
  await expect(page.getByRole('status')).toContainText(
    'If nobody-here@example.com belongs to a staff account',
  );
  expect(await violations()).toEqual([]);
});
