import { ANY_VIEWPORT } from './page-support';
import { hydrated } from './shell-support';
import { adminReady, expect, gql, gqlOk, test } from './admin-support';

// Decision 049: a copywriter makes a secret preview link in the editor; someone without an account
// opens it in a fresh browser, sees the article as it will be published, comments and approves; the
// editor then shows the comment and the approval.
test.use({ role: 'COPYWRITER' });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test(`a preview link opened without an account: comment, approve, seen in the editor ${ANY_VIEWPORT}`, async ({
  page,
  browser,
  request,
  staff,
}) => {
  const key = suffix();
  const title = `Previewed draft ${key}`;
  const { createArticle } = await gqlOk<{ createArticle: { id: string; slug: string } }>(
    request,
    'mutation ($input: ArticleCreateInput!) { createArticle(input: $input) { id slug } }',
    {
      input: {
        title,
        description: 'Made by an e2e test.',
        content: '<p>The words a client should read first.</p>',
        category: 'DESIGN',
      },
    },
    staff.token,
  );
  try {
    await page.goto(`/admin-panel/article/${createArticle.slug}/edit`);
    await adminReady(page);
    const panel = page.getByRole('region', { name: 'Review and preview' });
    await panel.getByLabel('Link works for').selectOption('3');
    await panel.getByRole('button', { name: 'Make preview link' }).click();
    const url = await panel.getByLabel('New preview link (shown once)').inputValue();
    expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{40,}$/);

    // A fresh browser with no account, no token, no cookies.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const guest = await context.newPage();
      const answer = await guest.goto(new URL(url).pathname);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['x-robots-tag']).toContain('noindex');
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(guest.getByText('The words a client should read first.')).toBeVisible();
      await hydrated(guest);

      const review = guest.getByRole('complementary', { name: 'Preview' });
      await expect(review.getByText('Not approved yet')).toBeVisible();
      await review.getByRole('button', { name: 'Comment or approve' }).click();
      await review.getByRole('button', { name: 'Send comment' }).click();
      await expect(review.getByText('Please give your name')).toBeVisible();
      await review.getByLabel('Your name').fill('Clara Client');
      await review.getByLabel(/^Comment/).fill('Please shorten the intro.');
      await review.getByRole('button', { name: 'Send comment' }).click();
      await expect(review.getByRole('status')).toHaveText('Your comment was sent.');
      await review.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(review.getByRole('status')).toHaveText('You approved this page.');
      await expect(review.getByText('Approved by Clara Client')).toBeVisible();
    } finally {
      await context.close();
    }

    // The editor shows both, newest first, and the approval of this version.
    await page.reload();
    await adminReady(page);
    const events = panel.getByRole('list', { name: 'Comments and approvals' });
    await expect(events.getByRole('listitem')).toHaveCount(2);
    await expect(events.getByRole('listitem').first()).toContainText(
      'Clara Client approved through a preview link',
    );
    await expect(events.getByRole('listitem').nth(1)).toContainText('Please shorten the intro.');
    await expect(panel.getByText('Approved', { exact: true })).toBeVisible();
  } finally {
    await gql(
      request,
      'mutation ($id: ID!) { deleteArticle(id: $id) }',
      { id: createArticle.id },
      staff.token,
    );
  }
});
