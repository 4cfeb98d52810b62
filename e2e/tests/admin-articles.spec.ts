import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminReady, expect, gql, gqlOk, test } from './admin-support';

test.use({ role: 'COPYWRITER' });

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A real 32×18 PNG (solid teal), made here so the test needs no fixture file. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const [width, height] = [32, 18];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x28, 0xc0, 0xe2]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function createArticle(
  request: APIRequestContext,
  token: string,
  input: { title: string; category: string; slug?: string },
) {
  const data = await gqlOk<{ createArticle: { id: string; slug: string } }>(
    request,
    'mutation ($input: ArticleCreateInput!) { createArticle(input: $input) { id slug } }',
    { input: { description: 'Made by an e2e test.', content: '<p>Body text.</p>', ...input } },
    token,
  );
  return data.createArticle;
}

async function deleteArticle(request: APIRequestContext, token: string, slug: string) {
  const answer = await gql<{ article: { id: string } | null }>(
    request,
    'query ($slug: String!) { article(slug: $slug) { id } }',
    { slug },
    token,
  );
  const id = answer.data?.article?.id;
  if (id) await gql(request, 'mutation ($id: ID!) { deleteArticle(id: $id) }', { id }, token);
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: title });

async function findInList(page: Page, title: string) {
  await page.goto(`/admin-panel/articles?q=${encodeURIComponent(title)}`);
  await expect(rowOf(page, title)).toHaveCount(1);
  return rowOf(page, title);
}

test('a copywriter writes, edits, hides, shows and deletes an article', async ({
  page,
  request,
  staff: _signedIn,
  ownerToken,
}) => {
  const title = unique('E2E Article');
  const slug = slugOf(title);
  let currentSlug = slug;
  try {
    await page.goto('/admin-panel/articles');
    await adminReady(page);
    await page.getByRole('link', { name: 'New article' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByLabel('Category').selectOption('DESIGN');
    await page.getByLabel('Description', { exact: true }).fill('A summary for the blog card.');
    await page
      .getByLabel('Cover image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png() });
    await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    await page.getByLabel('Cover alt text').fill('A test pattern in green');
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.click();
    await content.pressSequentially('Plain words and ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await content.pressSequentially('strong words');
    await page.getByLabel('Visible').check();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: 'Preview', exact: true }).locator('strong')).toHaveText(
      'strong words',
    );
    await page.getByRole('button', { name: 'Create article' }).click();
    await expect(page.getByText('The article has been created.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin-panel/article/${slug}/edit$`));

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('article strong')).toHaveText('strong words');
    await expect(page.locator('article img').first()).toHaveAttribute('src', /\/api\/images\//);
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // Edit the title: the slug of a saved article stays, so the public address does not change.
    await page.goto(`/admin-panel/article/${slug}/edit`);
    await page.getByLabel('Title', { exact: true }).fill(`${title} revised`);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('The changes are published.')).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} revised` })).toBeVisible();

    // Hide: the public page answers 404 and the blog no longer lists it; Show brings it back.
    let row = await findInList(page, title);
    await expect(row).toContainText('Published');
    await row.getByRole('button', { name: 'Hide' }).click();
    // Published once, then hidden: the list says so (decision 047), not "Draft".
    await expect(row).toContainText('Hidden');
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    row = await findInList(page, title);
    await row.getByRole('button', { name: 'Show' }).click();
    await expect(row).toContainText('Published');
    expect((await request.get(`/blog/${slug}`)).status()).toBe(200);

    // Delete asks first; Cancel keeps the article, Delete removes it.
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this article?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`“${title} revised” was deleted.`)).toBeVisible();
    await expect(rowOf(page, title)).toHaveCount(0);
    // It was published, so its address is gone rather than unknown (decision 044).
    expect((await request.get(`/blog/${slug}`)).status()).toBe(410);
    currentSlug = '';
  } finally {
    if (currentSlug) await deleteArticle(request, ownerToken, currentSlug);
  }
});

test('the search box and the category filter narrow the table', async ({
  page,
  request,
  staff,
  ownerToken,
}) => {
  const tag = unique('Filter');
  const design = await createArticle(request, staff.token, { title: `${tag} design`, category: 'DESIGN' });
  const mobile = await createArticle(request, staff.token, { title: `${tag} mobile`, category: 'MOBILE' });
  try {
    await page.goto('/admin-panel/articles');
    const table = page.getByRole('table', { name: 'Articles' });
    await expect(table).toBeVisible();
    await page.getByLabel('Search articles').fill(tag);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(table.getByRole('row')).toHaveCount(3); // header + two
    await expect(rowOf(page, `${tag} design`)).toContainText('Draft');
    const category = page.getByLabel('Category');
    await expect(category.locator('option').first()).toHaveText('All categories');
    await expect(category.locator('option')).toHaveCount(6);
    await category.selectOption('MOBILE');
    await expect(page).toHaveURL(/category=MOBILE/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(rowOf(page, `${tag} mobile`)).toHaveCount(1);
    // The filters live in the URL: a reload keeps them.
    await page.reload();
    await expect(page.getByLabel('Search articles')).toHaveValue(tag);
    await expect(page.getByRole('table', { name: 'Articles' }).getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search articles').fill(`${tag} nothing like this`);
    await expect(page.getByText('No articles match these filters.')).toBeVisible();
  } finally {
    await deleteArticle(request, ownerToken, design.slug);
    await deleteArticle(request, ownerToken, mobile.slug);
  }
});

test('a duplicate slug shows the server’s message, and leaving asks only while changes are unsaved', async ({
  page,
  request,
  staff,
  ownerToken,
}) => {
  const title = unique('E2E Duplicate');
  // The slug the form derives from the title (the API derives the same one, @agency/schema/slug).
  const existing = await createArticle(request, staff.token, {
    title,
    category: 'TRENDS',
    slug: slugOf(title),
  });
  const dialogs: string[] = [];
  let created = '';
  try {
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/admin-panel/article');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(existing.slug);
    await page.getByLabel('Category').selectOption('TRENDS');
    await page.getByLabel('Description', { exact: true }).fill('Same title as another.');
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.click();
    await content.pressSequentially('Some text.');
    await page.getByRole('button', { name: 'Create article' }).click();
    await expect(page.locator('#article-slug-error')).toHaveText('Another article already uses this slug.');
    await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');

    // Leaving a dirty form asks; dismissing the question keeps the page and the text.
    await page.getByRole('link', { name: 'Back to the articles' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toContain('unsaved changes');
    await expect(page).toHaveURL(/\/admin-panel\/article$/);

    created = `${existing.slug}-copy`;
    await page.getByLabel('Slug').fill(created);
    await page.getByRole('button', { name: 'Create article' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-panel/article/${created}/edit$`));
    await page.getByRole('link', { name: 'Back to the articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    expect(dialogs).toHaveLength(1);
  } finally {
    await deleteArticle(request, ownerToken, existing.slug);
    if (created) await deleteArticle(request, ownerToken, created);
  }
});

test('after an empty submit, typing a title clears the slug message it fixes', async ({
  page,
  staff: _signedIn,
}) => {
  await page.goto('/admin-panel/article');
  await page.getByRole('button', { name: 'Create article' }).click();
  const slugError = page.locator('#article-slug-error');
  await expect(slugError).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');

  // The slug follows the title: once it is valid its message goes, with the title's own.
  await page.getByLabel('Title', { exact: true }).fill('Hello slug');
  await expect(page.getByLabel('Slug')).toHaveValue('hello-slug');
  await expect(slugError).toBeHidden();
  await expect(page.getByLabel('Slug')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#article-title-error')).toBeHidden();
  // Fields not touched keep their messages until the next submit.
  await expect(page.locator('#article-category-error')).toHaveText('Choose a category.');
});
