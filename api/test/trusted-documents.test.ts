import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPersistedDocuments, PERSISTED_DOCUMENTS_FILE } from '../src/graphql/persisted-documents.ts';
import {
  documentId as id,
  SAMPLE_FILES,
  startTestApp,
  trustedDocumentsDist,
  type TestApp,
} from './harness.ts';

// Documents as the web build lists them (web/dist/server/persisted-documents.json): id -> text.
const CATEGORIES = 'query Categories { categories { category quantity } }';
const ARTICLES = 'query Articles($first: Int) { articles(first: $first) { total items { slug } } }';
const CONTACT =
  'mutation Contact($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }';
const UPLOAD = 'mutation Upload($file: File!) { uploadFile(file: $file) { url name } }';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const UNKNOWN = `sha256:${'0'.repeat(64)}`;
const CSRF = { 'apollo-require-preflight': 'true' };

let app: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = trustedDocumentsDist([CATEGORIES, ARTICLES, CONTACT, UPLOAD]);
  app = await startTestApp({ webDist });
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (query: Record<string, string>, headers: Record<string, string> = CSRF) =>
  app.rest('GET', `/graphql?${new URLSearchParams(query)}`, undefined, undefined, headers);

describe('the site sends its own operations by id', () => {
  it('answers a GET by documentId (the GraphQL-over-HTTP form), with or without the sha256: prefix', async () => {
    for (const documentId of [id(CATEGORIES), hex(CATEGORIES)]) {
      const res = await get({ documentId });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.categories).toHaveLength(5);
    }
  });

  it('passes the variables of a GET along', async () => {
    const res = await get({ documentId: id(ARTICLES), variables: JSON.stringify({ first: 1 }) });
    expect(res.status).toBe(200);
    expect(res.body.data.articles.items).toHaveLength(1);
    expect(res.body.data.articles.total).toBeGreaterThan(1);
  });

  it('answers a POST with documentId in the JSON body', async () => {
    const res = await app.rest('POST', '/graphql', { documentId: id(ARTICLES), variables: { first: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data.articles.items).toHaveLength(2);
  });

  it("answers Apollo's APQ form (extensions.persistedQuery.sha256Hash) with no query", async () => {
    const res = await app.rest('POST', '/graphql', {
      variables: { first: 1 },
      extensions: { persistedQuery: { version: 1, sha256Hash: hex(ARTICLES) } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.articles.items).toHaveLength(1);
  });

  it('takes the documentId of a multipart upload from its operations', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ documentId: id(UPLOAD), variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([new Uint8Array(SAMPLE_FILES.pdf())]), 'brief.pdf');
    const res = await app.rest('POST', '/graphql', form, undefined, CSRF);
    expect(res.status).toBe(200);
    expect(res.body.data.uploadFile.name).toBe('brief.pdf');
  });
});

describe('what it refuses', () => {
  it('answers an unknown id with a 404 that names it, in GET, POST and APQ form alike', async () => {
    const answers = [
      await get({ documentId: UNKNOWN }),
      await app.rest('POST', '/graphql', { documentId: UNKNOWN }),
      await app.rest('POST', '/graphql', {
        extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } },
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].message).toMatch(/^Unknown document id "(sha256:)?0{64}"/);
      // Apollo's persisted-query link resends the text when it reads this code.
      expect(res.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    }
  });

  it('refuses a mutation by id over GET', async () => {
    const input = {
      name: 'A',
      email: 'a@example.com',
      country: 'Poland',
      interest: 'Outsource',
      message: 'Hi',
    };
    const res = await get({ documentId: id(CONTACT), variables: JSON.stringify({ input }) });
    expect(res.status).toBe(405);
    expect(res.body.errors[0].message).toMatch(/mutation operation from a POST request/);
    expect(await app.db.contactRequest.count()).toBe(0);
  });

  it('keeps the CSRF rule: a GET without one of its headers is refused', async () => {
    const res = await get({ documentId: id(CATEGORIES) }, {});
    expect(res.status).toBe(403);
  });

  it('answers a request with neither query nor id with a 400 saying what to send', async () => {
    const res = await app.rest('POST', '/graphql', { variables: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/"query".*"documentId"/);
  });
});

describe('integrators still send any operation', () => {
  it('runs an operation sent as text, by POST and by GET', async () => {
    const posted = await app.gql('{ categories { name } }');
    expect(posted.status).toBe(200);
    expect(posted.data?.categories).toHaveLength(5);
    const got = await get({ query: '{ vacancies { id } }' });
    expect(got.status).toBe(200);
    expect(got.body.data.vacancies.length).toBeGreaterThan(0);
  });

  it('keeps the limits for text it has not seen', async () => {
    const res = await app.gql(`{ ${'__typename '.repeat(2100)}}`);
    expect(res.errors?.[0]?.message).toMatch(/token limit/i);
  });
});

describe('loading the list', () => {
  it('has no documents, and starts, without a built web app', () => {
    expect(loadPersistedDocuments(path.join(webDist, 'missing')).size).toBe(0);
  });

  it('refuses a list whose entry does not hash to its id', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-trusted-bad-'));
    try {
      const file = path.join(dir, PERSISTED_DOCUMENTS_FILE);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ [id(CATEGORIES)]: ARTICLES }));
      expect(() => loadPersistedDocuments(dir)).toThrow(/is not a document whose sha256 is its id/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
