import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ownerApi, waitForHydration, type OwnerApi } from './careers-vacancies';
import { choose, dropdown, expect, staffQuery, staffToken, test as base, uniqueEmail } from './forms-support';
import { ANY_VIEWPORT } from './page-support';

// With more than ten vacancies /careers lists them one per line with filters by city and English
// level, and each vacancy has its own page with its text and the application form (decision 038).
// Twelve more vacancies change /careers for everyone who looks at it, so these tests run against a
// server of their own (one per worker, on its own port and data), and the other specs, which count
// the seeded three, never see them.
const test = base.extend<object, { ownServer: string }>({
  ownServer: [
    async ({}, use) => {
      const port = await freePort();
      const root = path.resolve(import.meta.dirname, '..', '..');
      const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve-for-e2e.mjs')], {
        env: { ...process.env, E2E_PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      for (const deadline = Date.now() + 120_000; ; await new Promise((r) => setTimeout(r, 250))) {
        if (server.exitCode !== null || Date.now() > deadline)
          throw new Error('the own e2e server did not start');
        const up = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
      }
      await use(url);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer),
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const CITIES = ['Lviv', 'Kyiv', ''] as const;
type Added = { id: string; slug: string; name: string; city: string };

/** Twelve more vacancies while `run` runs: four in Lviv, four in Kyiv, four remote; C1 and B2 by turns. */
async function withLongList(baseURL: string, project: string, run: (added: Added[]) => Promise<void>) {
  const api: OwnerApi = await ownerApi(baseURL);
  const added: Added[] = [];
  try {
    for (let i = 0; i < 12; i++) {
      const city = CITIES[i % CITIES.length]!;
      const { createVacancy } = await api.graphql<{ createVacancy: Added }>(
        'mutation ($input: VacancyCreateInput!) { createVacancy(input: $input) { id slug name city } }',
        {
          input: {
            name: `Pages ${project} Engineer ${i + 1}`,
            city,
            remote: city === '',
            country: 'UA',
            languageLvl: i % 2 ? 'B2' : 'C1',
            experience: `${(i % 4) + 1}+ years`,
            visibility: true,
            content: `<p>Role number ${i + 1}: <strong>build</strong> the product.</p><ul><li>Own features</li></ul>`,
          },
        },
      );
      added.push(createVacancy);
    }
    await run(added);
  } finally {
    for (const { id } of added) await api.graphql('mutation ($id: ID!) { deleteVacancy(id: $id) }', { id });
    await api.dispose();
  }
}

test.describe('a long vacancy list and its pages', () => {
  test.describe.configure({ timeout: 100_000 });
  test('a visitor filters by city, opens a vacancy, reads it and applies with it chosen', async ({
    page,
    request,
    baseURL,
  }, testInfo) =>
    withLongList(baseURL!, testInfo.project.name, async (added) => {
      await page.goto('/careers');
      await waitForHydration(page, '#vacancies form');
      const section = page.getByRole('region', { name: 'We are Hiring' });
      const filters = section.getByRole('search', { name: 'Filter vacancies' });
      const rows = section.getByRole('list').getByRole('listitem');
      await expect(rows).toHaveCount(15); // the three seeded and these twelve
      await expect(filters.getByRole('status')).toHaveText('15 open vacancies');

      await filters.getByLabel('City').selectOption('Lviv');
      await filters.getByRole('button', { name: 'Show vacancies' }).click();
      await expect(page).toHaveURL(/\/careers\?city=Lviv$/);
      // Lviv's: the seeded QA Engineer and four of these, each line naming the city.
      await expect(rows).toHaveCount(5);
      for (const row of await rows.all()) await expect(row).toContainText('Lviv');
      await expect(filters.getByRole('status')).toContainText('5 of 15 open vacancies');
      // The list moved in place: the filters are still where the visitor was, and focus stayed.
      await expect(filters.getByRole('button', { name: 'Show vacancies' })).toBeFocused();
      await expect(filters).toBeInViewport();
      await expect(filters.getByLabel('City')).toHaveValue('Lviv');

      // One line per vacancy: the name, then where, English and experience (beside it on a wide
      // screen, under it on a phone).
      const vacancy = added.find((v) => v.city === 'Lviv')!;
      const link = section.getByRole('link', { name: vacancy.name, exact: true });
      const line = rows.filter({ has: page.getByRole('link', { name: vacancy.name, exact: true }) });
      const [nameBox, placeBox] = [
        await link.boundingBox(),
        await line.locator('span').first().boundingBox(),
      ];
      if (testInfo.project.name === 'mobile')
        expect(placeBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height - 2);
      else expect(Math.abs(placeBox!.y - nameBox!.y)).toBeLessThan(nameBox!.height);

      await link.click();
      await expect(page).toHaveURL(new RegExp(`/careers/${vacancy.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(vacancy.name);
      const article = page.getByRole('article');
      await expect(article.locator('strong', { hasText: 'build' })).toBeVisible();
      await expect(article.getByRole('listitem')).toHaveText(['Own features']);
      await expect(article.getByText('Lviv, Ukraine')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${vacancy.name} \\| Careers \\| `));

      // "Join Us" glides to the form, where this vacancy is already the position.
      await waitForHydration(page, '#apply form');
      await article.getByRole('link', { name: 'Join Us' }).click();
      const form = page.getByRole('form', { name: 'Job application form' });
      await expect(page.locator('#apply')).toBeInViewport();
      const position = `${vacancy.name} (Lviv)`;
      await expect(dropdown(form, 'Position')).toHaveText(position);

      const email = uniqueEmail('pages');
      await form.getByLabel('Full name').fill('Grace Hopper');
      await form.getByLabel('E-mail').fill(email);
      await choose(form, 'Country', 'Ukraine');
      await form.getByLabel('Message').fill('I would like this one.');
      await form.getByRole('button', { name: 'Send application' }).click();
      const thanks = page.getByRole('heading', { name: 'Thank you for applying!' });
      await expect(thanks).toBeVisible({ timeout: 30_000 });
      await expect(thanks).toBeFocused();

      const token = await staffToken(request);
      const { jobApplications } = await staffQuery<{
        jobApplications: { items: { name: string; position: string }[] };
      }>(request, token, 'query ($s: String) { jobApplications(search: $s) { items { name position } } }', {
        s: email,
      });
      expect(jobApplications.items).toEqual([{ name: 'Grace Hopper', position }]);
    }));

  test(
    'a long list offers every vacancy in the position dropdown',
    { tag: ANY_VIEWPORT },
    async ({ page, baseURL }, testInfo) =>
      withLongList(baseURL!, testInfo.project.name, async (added) => {
        await page.goto('/careers?city=Kyiv');
        await waitForHydration(page, '#apply form');
        const form = page.getByRole('form', { name: 'Job application form' });
        await form.scrollIntoViewIfNeeded();
        await dropdown(form, 'Position').click();
        const options = form.getByRole('listbox', { name: 'Position' }).getByRole('option');
        // Not only Kyiv's: the form applies to any open vacancy, fetched once the form is used.
        await expect(options).toHaveCount(15);
        await expect(options.filter({ hasText: `${added[0]!.name} (Lviv)` })).toHaveCount(1);
        await expect(options.filter({ hasText: `${added[2]!.name} (Remote)` })).toHaveCount(1);
      }),
  );

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'the filters and the vacancy links work from the server HTML',
      { tag: ANY_VIEWPORT },
      async ({ page, baseURL }, testInfo) =>
        withLongList(baseURL!, testInfo.project.name, async (added) => {
          await page.goto('/careers');
          const filters = page.getByRole('search', { name: 'Filter vacancies' });
          await filters.getByLabel('City').selectOption('Remote');
          await filters.getByLabel('English').selectOption('C1');
          await filters.getByRole('button', { name: 'Show vacancies' }).click();
          await expect(page).toHaveURL(/\/careers\?city=Remote&level=C1#vacancies$/);
          const rows = page
            .getByRole('region', { name: 'We are Hiring' })
            .getByRole('list')
            .getByRole('listitem');
          const expected = added.filter((v, i) => v.city === '' && i % 2 === 0);
          await expect(rows).toHaveCount(expected.length);
          for (const row of await rows.all()) await expect(row).toContainText('Remote');
          await rows.first().getByRole('link').click();
          await expect(page).toHaveURL(new RegExp(`/careers/${expected[0]!.slug}$`));
          await expect(page.getByRole('heading', { level: 1 })).toContainText(expected[0]!.name);
        }),
    );
  });
});
