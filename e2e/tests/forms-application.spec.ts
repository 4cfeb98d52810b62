import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
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
import { lockVacancies } from './careers-vacancies';
import { ANY_VIEWPORT } from './page-support';
import { hydrated } from './shell-support';

// These tests read the visible vacancies; the careers empty-state test hides them all for a
// while. The shared lock keeps the two from overlapping.
let release: (() => void) | undefined;
test.beforeEach(async () => {
  release = await lockVacancies();
});
test.afterEach(() => {
  release?.();
  release = undefined;
});

/** The visible vacancies as the position dropdown names them: each with its place. */
async function visibleVacancies(request: APIRequestContext): Promise<string[]> {
  const res = await request.post('/graphql', { data: { query: '{ vacancies { name place } }' } });
  const { data } = (await res.json()) as { data: { vacancies: { name: string; place: string }[] } };
  return data.vacancies.map((vacancy) => `${vacancy.name} (${vacancy.place})`);
}

async function visibleSlugs(request: APIRequestContext): Promise<string[]> {
  const res = await request.post('/graphql', { data: { query: '{ vacancies { slug } }' } });
  const { data } = (await res.json()) as { data: { vacancies: { slug: string }[] } };
  return data.vacancies.map((vacancy) => vacancy.slug);
}

async function openApplicationForm(page: Page, path = '/careers') {
  await page.goto(path);
  // The dropdowns work once React has taken over the page (its code loads after the first paint).
  await hydrated(page);
  const section = page.locator('#apply');
  await section.scrollIntoViewIfNeeded();
  return { section, form: section.getByRole('form', { name: 'Job application form' }) };
}

test(
  'an empty application shows every message and sends nothing',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    // A 5 MB file crosses the browser protocol: slow on a busy two-core machine.
    test.slow();
    const operations = recordOperations(page);
    const { form } = await openApplicationForm(page);
    await form.getByRole('button', { name: 'Send application' }).click();

    for (const message of [
      MESSAGES.name,
      MESSAGES.emailEmpty,
      MESSAGES.country,
      MESSAGES.positionSelect,
      MESSAGES.message,
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('E-mail').pressSequentially('Bad@Mail');
    await expect(form.getByLabel('E-mail')).toHaveValue('bad@mail');
    await expect(form.getByText(MESSAGES.emailInvalid, { exact: true })).toBeVisible();

    await form
      .getByLabel('Attach your CV')
      .setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5_242_881) });
    await expect(form.getByText(MESSAGES.fileSize, { exact: true })).toBeVisible();
    await form
      .getByLabel('Attach your CV')
      .setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('cv') });
    await expect(form.getByText(MESSAGES.fileType, { exact: true })).toBeVisible();

    await form.getByRole('button', { name: 'Send application' }).click();
    expect(operations).toEqual([]);
  },
);

test(
  'the position dropdown lists the visible vacancies and shares the one-open rule',
  { tag: ANY_VIEWPORT },
  async ({ page, request }, testInfo) => {
    const names = await visibleVacancies(request);
    expect(names.length).toBeGreaterThan(0);
    const { section, form } = await openApplicationForm(page);
    const position = dropdown(form, 'Position');
    await expect(position).toHaveText('Select a job');

    await position.click();
    await expect(form.getByRole('listbox', { name: 'Position' }).getByRole('option')).toHaveText(names);
    await openWhileAnotherIsOpen(dropdown(form, 'Country'), testInfo.project.name);
    await expect(form.getByRole('listbox', { name: 'Position' })).toHaveCount(0);
    await expect(form.getByRole('listbox', { name: 'Country' })).toBeVisible();
    await section.getByRole('heading', { level: 2 }).click();
    await expect(form.getByRole('listbox')).toHaveCount(0);

    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText(MESSAGES.positionSelect)).toBeVisible();
    await choose(form, 'Position', names[0]!);
    await expect(position).toHaveText(names[0]!);
    await expect(form.getByText(MESSAGES.positionSelect)).toHaveCount(0);
  },
);

test('a "Join Us" link arrives with its vacancy chosen', { tag: ANY_VIEWPORT }, async ({ page, request }) => {
  const [, second] = await visibleVacancies(request);
  const [, slug] = await visibleSlugs(request);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The kept /careers page (no position chosen) answers the linked address too: the choice is made
  // after hydration, so the page hydrates rather than being thrown away and drawn again.
  await request.get('/careers');
  const { form } = await openApplicationForm(page, `/careers?position=${slug!}#apply`);
  await expect(dropdown(form, 'Position')).toHaveText(second!);
  // Links shared before vacancies had pages named the vacancy; one name still chooses it.
  const { form: older } = await openApplicationForm(page, '/careers?position=QA%20Engineer#apply');
  await expect(dropdown(older, 'Position')).toHaveText('QA Engineer (Lviv)');
  expect(errors).toEqual([]);
});

test(
  'a complete application with a CV is stored for HR',
  { tag: ANY_VIEWPORT },
  async ({ page, request }, testInfo) => {
    const [first] = await visibleVacancies(request);
    const email = uniqueEmail('apply');
    const operations = recordOperations(page);
    const { section, form } = await openApplicationForm(page);

    await form.getByLabel('Full name').fill('Alan Turing');
    await form.getByLabel('E-mail').fill(email);
    await choose(form, 'Country', 'United Kingdom');
    await choose(form, 'Position', first!);
    await form.getByLabel('Message').fill('I like hard problems.');
    await form.getByLabel('Attach your CV').setInputFiles(pdf('alan-cv.pdf'));
    await form.getByRole('button', { name: 'Send application' }).click();

    const confirmation = section.getByRole('status').filter({ hasText: 'Thank you for applying!' });
    await expect(confirmation.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible();
    await expect(confirmation.getByText(/HR manager will contact you/)).toBeVisible();
    await expect(section.getByRole('form')).toHaveCount(0);
    expect(operations).toEqual(['upload', 'SubmitJobApplication']);
    if (testInfo.project.name === 'mobile') {
      // Under 768 px the fields are gone and the confirmation sits in a fixed frame.
      const frame = confirmation.locator('..');
      await expect(frame).toHaveCSS('height', '750px');
      await expect(frame).toHaveCSS('padding-top', '160px');
    }

    const token = await staffToken(request);
    const { jobApplications } = await staffQuery<{
      jobApplications: {
        items: {
          name: string;
          email: string;
          country: string;
          position: string;
          attachmentName: string | null;
        }[];
      };
    }>(
      request,
      token,
      'query ($search: String) { jobApplications(search: $search) { items { name email country position attachmentName } } }',
      { search: email },
    );
    expect(jobApplications.items).toEqual([
      {
        name: 'Alan Turing',
        email,
        country: 'United Kingdom',
        position: first,
        attachmentName: 'alan-cv.pdf',
      },
    ]);
  },
);

test('a refused upload keeps the form and says why', { tag: ANY_VIEWPORT }, async ({ page }) => {
  const { form } = await openApplicationForm(page);
  await form.getByLabel('Full name').fill('Mallory');
  await form.getByLabel('E-mail').fill('mallory@example.com');
  await choose(form, 'Country', 'Germany');
  await form.getByRole('button', { name: /^Position/ }).click();
  await form.getByRole('listbox', { name: 'Position' }).getByRole('option').first().click();
  await form.getByLabel('Message').fill('Totally a CV.');
  // Named .pdf but not a PDF inside: the API checks the content and refuses it.
  await form
    .getByLabel('Attach your CV')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await form.getByRole('button', { name: 'Send application' }).click();

  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.fileType })).toBeVisible();
  await expect(form.getByText(MESSAGES.fileType, { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send application' })).toBeEnabled();
  await expect(form.getByLabel('Full name')).toHaveValue('Mallory');
  await expect(form.getByText('fake.pdf')).toBeVisible();
});

test(
  'with no visible vacancy the position is typed in',
  { tag: ANY_VIEWPORT },
  async ({ page }, testInfo) => {
    // The careers loader runs in the browser on a client-side navigation: answer it with no
    // vacancies there, instead of hiding the shared seed data from tests running alongside.
    await page.route(isGraphQL, async (route) => {
      if (operationName(route.request()) !== 'CareersVacancies') return route.continue();
      await route.fulfill({ json: { data: { vacancies: [] } } });
    });
    await page.goto('/privacy');
    await hydrated(page);
    if (testInfo.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Careers' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    }
    await expect(page).toHaveURL(/\/careers$/);
    const form = page.getByRole('form', { name: 'Job application form' });
    await form.scrollIntoViewIfNeeded();

    const position = form.getByRole('textbox', { name: 'Position' });
    await expect(position).toBeVisible();
    await expect(form.getByRole('button', { name: /^Position/ })).toHaveCount(0);
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText(MESSAGES.positionText, { exact: true })).toBeVisible();
    await position.fill('Rust developer');
    await expect(form.getByText(MESSAGES.positionText)).toHaveCount(0);
  },
);

test('the application form is in the server HTML and passes axe in every state', async ({ page }) => {
  // Several axe runs (one over a list of 240 countries) on a busy two-core machine.
  test.slow();
  const html = await (await page.request.get('/careers')).text();
  expect(html).toContain('id="apply"');
  expect(html).toContain('Select a job');

  const { form } = await openApplicationForm(page);
  const axe = () => new AxeBuilder({ page }).include('#apply').analyze();
  expect((await axe()).violations).toEqual([]);
  // The error state and the open position list in one axe run (each run is seconds here).
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText(MESSAGES.positionSelect)).toBeVisible();
  await dropdown(form, 'Position').click();
  await expect(form.getByRole('listbox', { name: 'Position' })).toBeVisible();
  await expect(form.getByText(MESSAGES.positionSelect)).toBeVisible();
  expect((await axe()).violations).toEqual([]);
});
