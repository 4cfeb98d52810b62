import { expect, test, type Page } from '@playwright/test';
import { lockVacancies, ownerApi, quietShell, waitForHydration } from './careers-vacancies';
import { ANY_VIEWPORT } from './page-support';

test.describe.configure({ timeout: 120_000 });

test(
  'vacancy HTML is sanitised: its text shows and none of its script runs',
  { tag: ANY_VIEWPORT },
  async ({ page, request }, testInfo) => {
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
  },
);

// What a copywriter or HR could post before the allowlist: a box over the whole page. The data
// attribute marks it, so the test can tell the box from the page if it survived.
const OVERLAY =
  '<div data-probe="overlay" style="position:fixed;inset:0;z-index:2147483647;background:#c00;color:#fff">' +
  'Overlay probe</div><p>Text after the overlay probe</p>';

/** Nothing posted sits at the centre of the viewport, and the real control there takes a click. */
async function expectUncovered(page: Page) {
  const centre = await page.evaluate(() => {
    const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return { probe: !!element?.closest('[data-probe]'), tag: element?.tagName ?? null };
  });
  expect(centre.tag).not.toBeNull();
  expect(centre.probe).toBe(false);
  expect(await page.locator('[data-probe], [style*="inset"]').count()).toBe(0);
}

test('an overlay posted through GraphQL covers neither /careers nor /blog/{slug}', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the same HTML and CSS on both; one viewport shows it');
  await quietShell(page);
  const release = await lockVacancies();
  const api = await ownerApi(String(testInfo.project.use.baseURL));
  const name = 'Overlay Probe';
  let vacancyId: string | undefined;
  let articleId: string | undefined;
  try {
    ({
      createVacancy: { id: vacancyId },
    } = await api.graphql<{ createVacancy: { id: string } }>(
      'mutation ($input: VacancyCreateInput!) { createVacancy(input: $input) { id } }',
      {
        input: {
          name,
          languageLvl: 'B2',
          city: 'Remote',
          experience: '1 year',
          visibility: true,
          content: OVERLAY,
        },
      },
    ));
    const { createArticle } = await api.graphql<{ createArticle: { id: string; slug: string } }>(
      'mutation ($input: ArticleCreateInput!) { createArticle(input: $input) { id slug } }',
      {
        input: {
          title: 'Overlay probe article',
          description: 'An article whose body tries to cover the page.',
          category: 'DESIGN',
          visibility: true,
          content: OVERLAY,
        },
      },
    );
    articleId = createArticle.id;

    await page.goto('/careers');
    await waitForHydration(page, '#vacancies button[aria-expanded]');
    const toggle = page.getByRole('button', { name });
    await toggle.click();
    await expect(page.getByRole('region', { name })).toContainText('Overlay probe');
    await expectUncovered(page);
    // A covered button would never receive the click (Playwright checks what is under the pointer).
    await toggle.click({ timeout: 5_000 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.goto(`/blog/${createArticle.slug}`);
    await expect(page.getByRole('article')).toContainText('Text after the overlay probe');
    await expectUncovered(page);
    await page.getByRole('link', { name: 'Back to the blog' }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/blog$/);
  } finally {
    if (vacancyId) await api.graphql('mutation ($id: ID!) { deleteVacancy(id: $id) }', { id: vacancyId });
    if (articleId) await api.graphql('mutation ($id: ID!) { deleteArticle(id: $id) }', { id: articleId });
    await api.dispose();
    release();
  }
});
