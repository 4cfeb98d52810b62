import { expect, test } from '@playwright/test';
import { lockVacancies, ownerApi, quietShell, waitForHydration } from './careers-vacancies';

test.describe.configure({ timeout: 120_000 });

test('vacancy HTML is sanitised: its text shows and none of its script runs', async ({
  page,
  request,
}, testInfo) => {
  await quietShell(page);
  const release = await lockVacancies();
  const api = await ownerApi(String(testInfo.project.use.baseURL));
  const name = `Security Probe ${testInfo.project.name}`;
  let id: string | undefined;
  try {
    ({
      createVacancy: { id },
    } = await api.graphql<{ createVacancy: { id: string } }>(
      'mutation ($input: VacancyCreateInput!) { createVacancy(input: $input) { id } }',
      {
        input: {
          name,
          languageLvl: 'Intermediate',
          city: 'Remote',
          experience: '1+ year',
          visibility: true,
          content:
            '<p>Visible text of the probe</p>' +
            `<img src=x onerror="window.__xss='img';alert('img')">` +
            `<script>window.__xss='script';alert('script')</script>` +
            `<a href="javascript:window.__xss='link'">A harmless link</a>`,
        },
      },
    ));

    const html = await (await request.get('/careers')).text();
    expect(html).toContain('Visible text of the probe');
    expect(html).not.toContain('__xss');
    expect(html).not.toMatch(/onerror/i);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/careers');
    await waitForHydration(page, '#vacancies button[aria-expanded]');
    await page.getByRole('button', { name }).click();
    const panel = page.getByRole('region', { name });
    await expect(panel).toContainText('Visible text of the probe');
    const href = await panel.getByText('A harmless link').getAttribute('href');
    expect(href ?? '').not.toMatch(/javascript:/i);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    if (id) await api.graphql('mutation ($id: ID!) { deleteVacancy(id: $id) }', { id });
    await api.dispose();
    release();
  }
});
