import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

/**
 * Client mistakes are 4xx answers that name the field, through each door that takes the input:
 * never a 500. REST answers `{ message, code, fields }` with the status; GraphQL names the field in
 * `extensions.fields` (HTTP 400 when the variables themselves are refused, 200 with
 * BAD_USER_INPUT when a service refuses them, as every other input error of decision 004).
 */
let app: TestApp;
let ownerToken: string;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  ownerToken = (await app.staff(['OWNER'])).token;
});
afterAll(async () => app?.stop());

let n = 0;
const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada-${++n}-${Date.now()}@example.com`,
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'Hello',
  ...over,
});
const SUBMIT = 'mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }';
const LEADS_SEARCH = 'query($search: String) { contactRequests(search: $search) { total } }';
const ARTICLES_PAGE =
  'query($first: Int, $offset: Int, $search: String) { articles(first: $first, offset: $offset, search: $search) { total } }';

describe('attachmentUrl that is not text', () => {
  for (const value of [42, true, ['/api/files/x'], { url: '/api/files/x' }]) {
    it(`${JSON.stringify(value)}: REST 400 and GraphQL 400, both naming attachmentUrl; nothing stored`, async () => {
      const before = await app.db.contactRequest.count();
      const rest = await app.rest('POST', '/api/send-form', contact({ attachmentUrl: value }));
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { attachmentUrl: expect.any(String) },
      });
      const gql = await app.rest('POST', '/graphql', {
        query: SUBMIT,
        variables: { input: contact({ attachmentUrl: value }) },
      });
      expect(gql.status).toBe(400);
      expect(gql.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { attachmentUrl: expect.any(String) },
      });
      expect(await app.db.contactRequest.count()).toBe(before);
    });
  }
});

describe('a lone surrogate in text', () => {
  it('is refused by REST and GraphQL naming the field, on forms and staff writes alike', async () => {
    const rest = await app.rest('POST', '/api/send-form', contact({ name: 'Ada \ud800 Lovelace' }));
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: expect.any(String) } });
    const gql = await app.rest('POST', '/graphql', {
      query: SUBMIT,
      variables: { input: contact({ message: 'broken \udc00 text' }) },
    });
    expect(gql.status).toBe(400);
    expect(gql.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { message: expect.any(String) },
    });
    const vacancy = await app.rest(
      'POST',
      '/api/vacancy',
      { name: 'QA \ud800', languageLvl: 'B2', city: 'Kyiv', experince: '2 years', content: '<p>x</p>' },
      ownerToken,
    );
    expect(vacancy.status).toBe(400);
    expect(vacancy.body.fields).toEqual({ name: expect.any(String) });
    // A well-formed pair (an emoji) is fine.
    expect((await app.rest('POST', '/api/send-form', contact({ name: 'Ada 🙂 Lovelace' }))).status).toBe(201);
  });
});

describe('paging and search parameters', () => {
  for (const [query, field] of [
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['offset=1e20', 'offset'],
    ['offset=-1', 'offset'],
    ['limit=1&limit=2', 'limit'],
    ['offset=0&offset=5', 'offset'],
    ['search=a&search=b', 'search'],
    [`search=${'x'.repeat(1000)}`, 'search'],
  ] as const) {
    it(`REST /api/article/all?${query.slice(0, 24)}: 400 naming ${field}`, async () => {
      const res = await app.rest('GET', `/api/article/all?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: expect.any(String) } });
    });
  }

  it('REST still takes good values', async () => {
    const res = await app.rest('GET', '/api/article/all?limit=2&offset=1&search=a');
    expect(res.status).toBe(200);
  });

  it('GraphQL: a 100 KB search and an offset past the deepest page are refused naming the argument', async () => {
    const search = await app.gql(ARTICLES_PAGE, { search: 'x'.repeat(100_000) });
    expect(search.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: expect.any(String) },
    });
    const leads = await app.gql(LEADS_SEARCH, { search: 'x'.repeat(100_000) }, ownerToken);
    expect(leads.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: expect.any(String) },
    });
    const offset = await app.gql(ARTICLES_PAGE, { offset: 2_000_000_000 });
    expect(offset.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { offset: expect.any(String) },
    });
    const notInt = await app.rest('POST', '/graphql', { query: ARTICLES_PAGE, variables: { first: 'abc' } });
    expect(notInt.status).toBe(400);
    expect(notInt.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { first: expect.any(String) },
    });
  });
});

describe('negative and zero page arguments on every paged GraphQL query', () => {
  const PAGED = [
    ['articles', 'query($first: Int, $offset: Int) { articles(first: $first, offset: $offset) { total } }'],
    [
      'contactRequests',
      'query($first: Int, $offset: Int) { contactRequests(first: $first, offset: $offset) { total } }',
    ],
    [
      'jobApplications',
      'query($first: Int, $offset: Int) { jobApplications(first: $first, offset: $offset) { total } }',
    ],
    ['auditLog', 'query($first: Int, $offset: Int) { auditLog(first: $first, offset: $offset) { total } }'],
  ] as const;
  for (const [name, query] of PAGED) {
    for (const [variables, field] of [
      [{ first: -1 }, 'first'],
      [{ first: 0 }, 'first'],
      [{ offset: -5 }, 'offset'],
    ] as const) {
      it(`${name}(${JSON.stringify(variables)}): HTTP 400 naming ${field}`, async () => {
        const res = await app.rest('POST', '/graphql', { query, variables }, ownerToken);
        expect(res.status).toBe(400);
        expect(res.body.data?.[name] ?? null).toBeNull();
        expect(res.body.errors[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { [field]: expect.any(String) },
        });
      });
    }
    it(`${name}: a literal in the document is refused the same way`, async () => {
      const literal = `{ ${name}(first: -1) { total } }`;
      const res = await app.rest('POST', '/graphql', { query: literal }, ownerToken);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.fields).toEqual({ first: expect.any(String) });
    });
    it(`${name}: a big page size is clamped, not refused`, async () => {
      const res = await app.rest('POST', '/graphql', { query, variables: { first: 5000 } }, ownerToken);
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    });
  }
});

describe('media types (RFC 9110: case-insensitive, optional parameters)', () => {
  const body = (query: string) => JSON.stringify({ query });
  const post = (url: string, contentType: string, payload: string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...headers },
      body: payload,
    });

  for (const contentType of ['APPLICATION/JSON', 'application/json ; x', 'Application/Json;charset=UTF-8']) {
    it(`"${contentType}" is JSON to both doors`, async () => {
      const gql = await post('/graphql', contentType, body('{ categories { name } }'));
      expect(gql.status).toBe(200);
      expect((await gql.json()).data.categories).toHaveLength(5);
      const rest = await post('/api/send-form', contentType, JSON.stringify(contact()));
      expect(rest.status).toBe(201);
    });
  }

  it('an unsupported media type is 415 with a JSON error body on both doors', async () => {
    const gql = await post('/graphql', 'application/xml', '<query/>', { 'apollo-require-preflight': 'true' });
    expect(gql.status).toBe(415);
    expect(gql.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await gql.json()).errors[0].extensions).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const rest = await post('/api/send-form', 'application/xml', '<form/>');
    expect(rest.status).toBe(415);
    expect(rest.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await rest.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { 'content-type': expect.any(String) },
    });
  });
});
