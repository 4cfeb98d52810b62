import type { APIRequestContext, Page } from '@playwright/test';
import { adminReady, expect, gql, gqlOk, STAFF_PASSWORD, test } from './admin-support';

// What someone typed into an editor survives what can go wrong while saving it: the toast code not
// downloading, the connection dropping, the session ending, the tab reloading. Chromium, desktop.
test.use({ role: 'COPYWRITER' });

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createArticle(request: APIRequestContext, token: string, title: string) {
  const data = await gqlOk<{ createArticle: { id: string; slug: string } }>(
    request,
    'mutation ($input: ArticleCreateInput!) { createArticle(input: $input) { id slug } }',
    {
      input: {
        title,
        category: 'TRENDS',
        description: 'Made by an e2e test.',
        content: '<p>First words.</p>',
      },
    },
    token,
  );
  return data.createArticle;
}

async function storedContent(request: APIRequestContext, token: string, slug: string) {
  const answer = await gqlOk<{ article: { content: string } | null }>(
    request,
    'query ($slug: String!) { article(slug: $slug) { content } }',
    { slug },
    token,
  );
  return answer.article?.content ?? '';
}

/** Opens the article's editor and types a sentence at the end of its text. */
async function typeIntoArticle(page: Page, slug: string, words: string) {
  await page.goto(`/admin-panel/article/${slug}/edit`);
  await adminReady(page);
  const content = page.getByRole('textbox', { name: 'Content' });
  await expect(content).toContainText('First words.');
  await content.click();
  await content.press('ControlOrMeta+End');
  await content.pressSequentially(` ${words}`);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  return content;
}

test('the toast code failing to download leaves the editor and its text, and says what happened', async ({
  page,
  request,
  staff,
  ownerToken,
}) => {
  const article = await createArticle(request, staff.token, unique('E2E Toastless'));
  try {
    await page.route(/\/assets\/toast-layer-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    const content = await typeIntoArticle(page, article.slug, 'Saved without toasts.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // The message still shows (as a plain message in the toasts' corner), and the editor stays.
    await expect(page.getByText('The article has been saved.')).toBeVisible();
    await expect(page.getByText('Loading chunk failed')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit article' })).toBeVisible();
    await expect(content).toContainText('First words. Saved without toasts.');
    expect(await storedContent(request, staff.token, article.slug)).toContain('Saved without toasts.');
  } finally {
    await gql(request, 'mutation ($id: ID!) { deleteArticle(id: $id) }', { id: article.id }, ownerToken);
  }
});

test('saving while offline keeps the text, and saving once back online works', async ({
  page,
  context,
  request,
  staff,
  ownerToken,
}) => {
  const article = await createArticle(request, staff.token, unique('E2E Offline'));
  try {
    const content = await typeIntoArticle(page, article.slug, 'Written on a train.');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Error update article')).toBeVisible();
    await expect(content).toContainText('First words. Written on a train.');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The article has been saved.')).toBeVisible();
    expect(await storedContent(request, staff.token, article.slug)).toContain('Written on a train.');
    // Saved: no draft is offered any more.
    await page.reload();
    await expect(content).toContainText('Written on a train.');
    await expect(page.getByRole('region', { name: 'Unsaved draft' })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    await gql(request, 'mutation ($id: ID!) { deleteArticle(id: $id) }', { id: article.id }, ownerToken);
  }
});

test('an ended session asks to sign in again over the editor, and the save then goes through', async ({
  page,
  request,
  staff,
  ownerToken,
}) => {
  const article = await createArticle(request, staff.token, unique('E2E Session'));
  try {
    const content = await typeIntoArticle(page, article.slug, 'Kept across sign-ins.');
    // An admin ends this person's sessions while they write.
    await gqlOk(
      request,
      'mutation ($id: ID!) { revokeUserSessions(id: $id) { id } }',
      { id: staff.id },
      ownerToken,
    );
    await page.getByRole('button', { name: 'Save changes' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin-panel/article/${article.slug}/edit$`));
    // The dialog is the message: no error toast about the failed save beside it.
    await expect(page.getByText('Please sign in to continue.')).toHaveCount(0);
    await expect(dialog.getByLabel('E-mail')).toHaveValue(staff.email);
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await dialog.getByLabel('Password').fill(STAFF_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(content).toContainText('First words. Kept across sign-ins.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The article has been saved.')).toBeVisible();
    expect(await storedContent(request, ownerToken, article.slug)).toContain('Kept across sign-ins.');
  } finally {
    await gql(request, 'mutation ($id: ID!) { deleteArticle(id: $id) }', { id: article.id }, ownerToken);
  }
});

test.describe('as HR', () => {
  test.use({ role: 'HR' });

  test('a reload offers the unsaved vacancy back; Restore fills the form, Discard forgets it', async ({
    page,
    staff: _signedIn,
  }) => {
    // Leaving a dirty form asks first (beforeunload); the test says yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/admin-panel/vacancy');
    await adminReady(page);
    await page.getByLabel('Position').fill('Draft Rust Engineer');
    const content = page.getByRole('textbox', { name: 'Description' });
    await content.click();
    await content.pressSequentially('Half a description');

    await page.reload();
    const offer = page.getByRole('region', { name: 'Unsaved draft' });
    await expect(offer).toBeVisible();
    await expect(page.getByLabel('Position')).toHaveValue('');
    await offer.getByRole('button', { name: 'Restore them' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByLabel('Position')).toHaveValue('Draft Rust Engineer');
    await expect(content).toHaveText('Half a description');

    await page.reload();
    await offer.getByRole('button', { name: 'Discard them' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByLabel('Position')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Position')).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});
