import { expect, test } from '@playwright/test';
import { lockVacancies, ownerApi, quietShell, waitForHydration, type OwnerApi } from './careers-vacancies';
import { ANY_VIEWPORT } from './page-support';

// Hides every visible vacancy through the API as the owner, checks the empty state, and lists
// them again afterwards. The lock keeps the other careers specs from seeing the empty list.
test.describe('careers without visible vacancies', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let release: (() => void) | undefined;
  let api: OwnerApi | undefined;
  const hidden: string[] = [];

  test.beforeAll(async ({}, testInfo) => {
    release = await lockVacancies();
    api = await ownerApi(String(testInfo.project.use.baseURL));
    const { vacancies } = await api.graphql<{ vacancies: { id: string; visibility: boolean }[] }>(
      '{ vacancies(includeHidden: true) { id visibility } }',
    );
    for (const { id } of vacancies.filter((v) => v.visibility)) {
      await api.graphql('mutation ($id: ID!) { setVacancyVisibility(id: $id, visibility: false) { id } }', {
        id,
      });
      hidden.push(id);
    }
  });

  test.afterAll(async () => {
    try {
      for (const id of hidden)
        await api?.graphql('mutation ($id: ID!) { setVacancyVisibility(id: $id, visibility: true) { id } }', {
          id,
        });
      await api?.dispose();
    } finally {
      release?.();
    }
  });

  test.beforeEach(async ({ page }) => {
    await quietShell(page);
  });

  test(
    'shows "No Suitable vacancy?" and "Oops! Come back later" instead of the list',
    { tag: ANY_VIEWPORT },
    async ({ page }) => {
      await page.goto('/careers');
      const section = page.getByRole('region', { name: 'No Suitable vacancy?' });
      await expect(section.getByRole('heading', { level: 2, name: 'No Suitable vacancy?' })).toBeVisible();
      await expect(section.getByText('Oops! Come back later')).toBeVisible();
      await expect(section.getByRole('link', { name: 'Drop Us a line' })).toBeVisible();
      await expect(section.getByRole('button', { expanded: false })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'We are Hiring' })).toHaveCount(0);
    },
  );

  test('"Drop Us a line" moves to the application form', { tag: ANY_VIEWPORT }, async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page, '#vacancies a');
    await page.getByRole('link', { name: 'Drop Us a line' }).click();
    await expect(page).toHaveURL(/\/careers#apply$/);
    await expect(page.locator('#apply')).toBeInViewport();
  });

  test('the empty state is in the server HTML', { tag: ANY_VIEWPORT }, async ({ request }) => {
    const html = await (await request.get('/careers')).text();
    expect(html).toContain('No Suitable vacancy?');
    expect(html).toContain('Oops! Come back later');
    expect(html).not.toContain('We are Hiring');
  });
});
