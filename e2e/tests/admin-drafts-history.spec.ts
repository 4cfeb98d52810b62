import { adminReady, createStaff, deleteStaff, expect, gql, gqlOk, test, useToken } from './admin-support';

// Decision 045, as a copywriter lives it: editing a published article autosaves a draft on the
// server while the live page stays as it was; a colleague in another browser shows as editing, and
// their save makes this editor's next one a conflict with a choice; "Publish changes" puts the draft
// live; the history shows a diff on screen and restores an old version as a draft.
test.use({ role: 'COPYWRITER' });

const key = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a copywriter edits a published article: autosave, live page unchanged, conflict, publish, history diff and restore @any-viewport', async ({
  page,
  browser,
  request,
  staff,
  ownerToken,
  baseURL,
}) => {
  test.slow();
  const k = key();
  const title = `Drafted article ${k}`;
  const { createArticle } = await gqlOk<{ createArticle: { id: string; slug: string } }>(
    request,
    'mutation ($input: ArticleCreateInput!) { createArticle(input: $input) { id slug } }',
    {
      input: {
        title,
        description: 'The first description.',
        content: '<p>The quick brown fox jumps over the dog.</p>',
        category: 'DESIGN',
        visibility: true,
      },
    },
    staff.token,
  );
  const colleague = await createStaff(request, ownerToken, 'COPYWRITER');
  const other = await browser.newContext({ baseURL });
  try {
    const liveTitle = async () => {
      const html = await (await request.get(`/blog/${createArticle.slug}`)).text();
      return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    };
    await page.goto(`/admin-panel/article/${createArticle.slug}/edit`);
    await adminReady(page);
    const titleField = page.getByLabel('Title', { exact: true });
    await expect(titleField).toHaveValue(title);

    // Typing stops: the draft goes to the server; the live page is as it was.
    await titleField.fill(`${title} revised`);
    await expect(page.getByText(/^Draft saved at .*The live page has not changed\.$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unpublished changes' })).toContainText(
      'Live version differs',
    );
    expect(await liveTitle()).toBe(title);

    // A colleague opens the same article in another browser: each sees the other.
    await useToken(await other.newPage(), colleague.token);
    const theirs = other.pages()[0]!;
    await theirs.goto(`/admin-panel/article/${createArticle.slug}/edit`);
    await adminReady(theirs);
    // They get the pending draft, not the live version.
    await expect(theirs.getByLabel('Title', { exact: true })).toHaveValue(`${title} revised`);
    await expect(page.getByText(`Also editing now: ${colleague.name}`, { exact: false })).toBeVisible({
      timeout: 15_000,
    });
    await theirs.getByLabel('Description', { exact: true }).fill('A description the colleague wrote.');
    await expect(theirs.getByText(/^Draft saved at /)).toBeVisible();

    // This editor's next save was based on an older revision: refused, with a choice.
    await titleField.fill(`${title} revised twice`);
    const conflict = page.getByRole('alert', { name: 'Conflicting changes' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'See their changes' }).click();
    const changes = page.getByRole('region', { name: 'Differences' });
    await expect(changes.locator('ins', { hasText: 'colleague' })).toBeVisible();
    await conflict.getByRole('button', { name: 'Keep mine as a new revision' }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByText(/^Draft saved at /)).toBeVisible();

    // Publish: the live page shows the draft now.
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('The changes are published.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unpublished changes' })).toHaveCount(0);
    expect(await liveTitle()).toBe(`${title} revised twice`);

    // The history: compare the first version with the published one, word by word, on screen.
    const history = page.getByRole('region', { name: 'History' });
    if (!(await history.isVisible())) await page.getByRole('button', { name: 'History' }).click();
    const revisions = history.getByRole('list', { name: 'Revisions' });
    await expect(revisions.getByRole('listitem').first()).toContainText('Published');
    await history.getByLabel('Compare').selectOption({ label: '#1 Version when history began' });
    await history.getByLabel('with').selectOption({ index: 1 });
    await expect(changes.locator('ins', { hasText: 'twice' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('history.png'), fullPage: false });

    // Restore the first version: a draft again, never published by itself.
    await revisions.getByRole('button', { name: 'Restore revision 1 as a draft' }).click();
    await expect(titleField).toHaveValue(title);
    await expect(page.getByRole('region', { name: 'Unpublished changes' })).toBeVisible();
    expect(await liveTitle()).toBe(`${title} revised twice`);
  } finally {
    await other.close();
    await deleteStaff(request, ownerToken, colleague.id);
    await gql(
      request,
      'mutation ($id: ID!) { deleteArticle(id: $id) }',
      { id: createArticle.id },
      ownerToken,
    );
  }
});
