import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provider, startTestApp, type TestApp } from './harness.ts';

/**
 * Staff search ignores case on both databases (SQLite's LIKE does by itself; PostgreSQL needs
 * ILIKE): the admin lists search article titles and lead names and e-mails as people type them.
 */
let app: TestApp;
let ownerToken: string;

beforeAll(async () => {
  app = await startTestApp();
  ownerToken = (await app.staff(['OWNER'])).token;
});
afterAll(async () => app?.stop());

describe(`search ignores case (${provider})`, () => {
  it('finds articles by any casing of a word in the title', async () => {
    const created = await app.gql(
      `mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id } }`,
      {
        input: {
          title: 'Kotlin Multiplatform In Practice',
          description: 'Summary',
          content: '<p>Text</p>',
          category: 'MOBILE',
          visibility: true,
        },
      },
      ownerToken,
    );
    expect(created.errors).toBeUndefined();
    for (const search of ['kotlin multiplatform', 'KOTLIN', 'In Practice']) {
      const res = await app.gql(
        'query($search: String) { articles(includeDrafts: true, search: $search) { items { id } } }',
        { search },
        ownerToken,
      );
      expect(
        res.data!.articles.items.map((a: { id: string }) => a.id),
        search,
      ).toContain(created.data!.createArticle.id);
    }
  });

  it('finds leads by any casing of the name or the e-mail', async () => {
    const email = `case-${Date.now()}@example.com`;
    const sent = await app.gql(
      'mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }',
      {
        input: {
          name: 'Grace Hopper',
          email,
          country: 'Ukraine',
          interest: 'Dedicated Development Team',
          message: 'Hello',
        },
      },
    );
    expect(sent.errors).toBeUndefined();
    for (const search of ['grace hopper', 'HOPPER', email.toUpperCase()]) {
      const res = await app.gql(
        'query($search: String) { contactRequests(search: $search) { items { id } } }',
        { search },
        ownerToken,
      );
      expect(
        res.data!.contactRequests.items.map((l: { id: string }) => l.id),
        search,
      ).toContain(sent.data!.submitContactRequest.id);
    }
  });
});
