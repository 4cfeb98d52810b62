import type { APIRequestContext } from '@playwright/test';
import { adminReady, expect, gql, gqlOk, test } from './admin-support';

// Decision 044: an old slug lands on the article's new page, a deleted page answers 410 with a page
// a person can read, and the editor's Search and sharing section counts and previews as you type.
test.use({ role: 'COPYWRITER' });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createArticle(request: APIRequestContext, token: string, slug: string, title: string) {
  const data = await gqlOk<{ createArticle: { id: string } }>(
    request,
    'mutation ($input: ArticleCreateInput!) { createArticle(input: $input) { id } }',
    {
      input: {
        title,
        slug,
        description: 'Made by an e2e test.',
        content: '<p>Body text.</p>',
        category: 'DESIGN',
        visibility: true,
      },
    },
    token,
  );
  return data.createArticle.id;
}

const deleteArticle = (request: APIRequestContext, token: string, id: string) =>
  gql(request, 'mutation ($id: ID!) { deleteArticle(id: $id) }', { id }, token);

test('an old slug lands on the new page, and a deleted article answers 410 Gone', async ({
  page,
  request,
  staff,
}) => {
  const key = suffix();
  const title = `Moving article ${key}`;
  const id = await createArticle(request, staff.token, `moving-${key}`, title);
  try {
    // Renamed in the editor: the slug field is the address. Published at once, before the editor's
    // server state has arrived (held here, as a slow network would): the publish waits for it and
    // keeps what was typed (it once failed with "The draft was not saved.").
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'AdminEditorState') await held;
      await route.continue();
    });
    await page.goto(`/admin-panel/article/moving-${key}/edit`);
    await adminReady(page);
    await page.getByLabel('Slug').fill(`moved-${key}`);
    await page.getByRole('button', { name: 'Publish changes' }).click();
    release();
    await expect(page.getByText('The changes are published.')).toBeVisible();
    await expect(page.getByLabel('Slug')).toHaveValue(`moved-${key}`);

    const old = await request.get(`/blog/moving-${key}`, { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(old.headers()['location']).toBe(`/blog/moved-${key}`);
    await page.goto(`/blog/moving-${key}`);
    await expect(page).toHaveURL(new RegExp(`/blog/moved-${key}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/moved-${key}$`),
    );
  } finally {
    await deleteArticle(request, staff.token, id);
  }

  // Deleted while published: both addresses are gone, said on a page in the site's frame.
  for (const slug of [`moved-${key}`, `moving-${key}`]) {
    const answer = await page.goto(`/blog/${slug}`);
    expect(answer?.status()).toBe(410);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This article has been removed' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the blog' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test("the editor's Search and sharing section counts and previews as you type", async ({
  page,
  request,
  staff,
}) => {
  const key = suffix();
  const title = `Search fields ${key}`;
  const id = await createArticle(request, staff.token, `search-${key}`, title);
  try {
    await page.goto(`/admin-panel/article/search-${key}/edit`);
    await adminReady(page);
    const section = page.getByRole('group', { name: 'Search and sharing' });
    await expect(section).toBeVisible();
    const result = section.getByRole('figure', { name: 'Search result preview' });
    // Empty, the preview shows what the page head falls back to.
    await expect(result).toContainText(`${title} | Blog`);
    await expect(result).toContainText('Made by an e2e test.');

    await section.getByLabel('Meta title').fill('Sixty characters is about what a search engine shows');
    await expect(section.getByText('52 / 60 characters', { exact: true })).toBeVisible();
    await expect(result).toContainText('Sixty characters is about what a search engine shows');
    await section.getByLabel('Meta title').fill('x'.repeat(64));
    await expect(section.getByText('64 / 60 characters: search engines will cut the rest')).toBeVisible();
    await section.getByLabel('Meta title').fill('A better search title');
    await section.getByLabel('Meta description').fill('What the result says under the title.');
    await expect(section.getByText('37 / 155 characters', { exact: true })).toBeVisible();
    const card = section.getByRole('figure', { name: 'Social card preview' });
    await expect(card).toContainText('A better search title');
    await expect(card).toContainText('What the result says under the title.');

    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('The changes are published.')).toBeVisible();
    await page.goto(`/blog/search-${key}`);
    await expect(page).toHaveTitle('A better search title');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'What the result says under the title.',
    );
  } finally {
    await deleteArticle(request, staff.token, id);
  }
});
