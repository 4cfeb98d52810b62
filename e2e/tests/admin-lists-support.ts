import type { APIRequestContext } from '@playwright/test';
import { gqlOk } from './admin-support';

// Articles the admin list journeys make through the API, and take away again (decision 047).

export const tag = () => `Lst${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export async function makeArticles(
  request: APIRequestContext,
  token: string,
  prefix: string,
  titles: string[],
) {
  const ids: string[] = [];
  for (const title of titles) {
    const { createArticle } = await gqlOk<{ createArticle: { id: string } }>(
      request,
      'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id } }',
      {
        input: {
          title: `${prefix} ${title}`,
          description: 'Made for the list journey',
          content: `<p>${prefix} body</p>`,
          category: 'DESIGN',
        },
      },
      token,
    );
    ids.push(createArticle.id);
  }
  return ids;
}

export async function removeArticles(request: APIRequestContext, token: string, ids: string[]) {
  await gqlOk(
    request,
    'mutation($ids: [ID!]!) { bulkArticles(action: DELETE, ids: $ids) { succeeded } }',
    { ids },
    token,
  );
}
