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
    let slug = '';
    try {
      ({
        createVacancy: { id, slug },
      } = await api.graphql<{ createVacancy: { id: string; slug: string } }>(
        'mutation ($input: VacancyCreateInput!) { createVacancy(input: $input) { id slug } }',
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

      // The list shows its summary as text; its page the whole description.
      for (const path of ['/careers', `/careers/${slug}`]) {
        const html = await (await request.get(path)).text();
        expect(html, path).toContain('Visible text of the probe');
        expect(html, path).not.toContain('__xss');
        expect(html, path).not.toMatch(/onerror/i);
      }

      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/careers/${slug}`);
      await waitForHydration(page, '#apply form');
      const article = page.getByRole('article');
      await expect(article).toContainText('Visible text of the probe');
      const href = await article.getByText('A harmless link').getAttribute('href');
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

test(
  'an overlay posted through GraphQL covers neither a vacancy page nor /blog/{slug}',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    // the same HTML and CSS on both; one viewport shows it
    await quietShell(page);
    const release = await lockVacancies();
    const api = await ownerApi(String(testInfo.project.use.baseURL));
    const name = 'Overlay Probe';
    let vacancyId: string | undefined;
    let vacancySlug = '';
    let articleId: string | undefined;
    try {
      ({
        createVacancy: { id: vacancyId, slug: vacancySlug },
      } = await api.graphql<{ createVacancy: { id: string; slug: string } }>(
        'mutation ($input: VacancyCreateInput!) { createVacancy(input: $input) { id slug } }',
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

      // The list shows the vacancy's summary as text; its page shows the description.
      await page.goto(`/careers/${vacancySlug}`);
      await waitForHydration(page, '#apply form');
      await expect(page.getByRole('article')).toContainText('Text after the overlay probe');
      await expectUncovered(page);
      // A covered link would never receive the click (Playwright checks what is under the pointer).
      await page.getByRole('link', { name: 'All vacancies' }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/careers$/);

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
  },
);
