import fs from 'node:fs';
import { parse } from 'graphql';
import * as jit from 'graphql-jit';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPersistedDocuments } from '../src/graphql/persisted-documents.ts';
import { schema } from '../src/graphql/schema.ts';
import { createSchema, createYoga } from 'graphql-yoga';
import { useCompiledTrustedDocuments } from '../src/graphql/compiled-documents.ts';
import { formatError } from '../src/graphql/yoga.ts';
import { builtWebDist, documentId, startTestApp, trustedDocumentsDist, type TestApp } from './harness.ts';

// The site's own documents run compiled by graphql-jit (compiled-documents.ts, decision 035); any
// other text runs through graphql-js. Both must answer alike, and only trusted text is compiled.
// compileQuery is watched (still the real one) to see which documents were compiled.
const compiled = vi.hoisted(() => ({ count: 0 }));
vi.mock('graphql-jit', async (importOriginal) => {
  const real = await importOriginal<typeof import('graphql-jit')>();
  return {
    ...real,
    compileQuery: (...args: Parameters<typeof real.compileQuery>) => {
      compiled.count++;
      return real.compileQuery(...args);
    },
  };
});

const ARTICLES =
  'query Articles($first: Int, $offset: Int) { articles(first: $first, offset: $offset) { total items { slug title category readingMinutes createdAt } } }';
const CONTACT =
  'mutation Contact($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }';

let app: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = trustedDocumentsDist([ARTICLES, CONTACT]);
  app = await startTestApp({ webDist });
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(webDist, { recursive: true, force: true });
});
beforeEach(() => {
  compiled.count = 0;
});

describe('trusted documents run compiled', () => {
  it('compiles a trusted document once, by id or as its exact text, and answers as the interpreter does', async () => {
    const variables = { first: 3, offset: 1 };
    const byId = await app.rest('POST', '/graphql', { documentId: documentId(ARTICLES), variables });
    const asText = await app.rest('POST', '/graphql', { query: ARTICLES, variables });
    // The same operation written differently is text nobody trusted: graphql-js runs it.
    const untrusted = await app.rest('POST', '/graphql', { query: `${ARTICLES} `, variables });

    expect(compiled.count).toBe(1);
    for (const res of [byId, asText, untrusted]) {
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    }
    expect(byId.body.data.articles.items).toHaveLength(3);
    expect(byId.body).toEqual(untrusted.body);
    expect(asText.body).toEqual(untrusted.body);
  });

  it('answers a wrong variable with the same 400 naming it, compiled or not', async () => {
    const variables = { first: 'abc' };
    const trusted = await app.rest('POST', '/graphql', { query: ARTICLES, variables });
    const untrusted = await app.rest('POST', '/graphql', { query: `${ARTICLES} `, variables });
    expect(trusted.status).toBe(400);
    expect(trusted.body).toEqual(untrusted.body);
    expect(trusted.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { first: expect.any(String) },
    });
  });

  it("answers a service's own refusal (a mutation's invalid input) the same, compiled or not", async () => {
    const input = {
      name: '',
      email: 'not-an-address',
      message: 'x',
      country: 'Ukraine',
      interest: 'Outsource',
    };
    const trusted = await app.rest('POST', '/graphql', { query: CONTACT, variables: { input } });
    const untrusted = await app.rest('POST', '/graphql', { query: `${CONTACT} `, variables: { input } });
    expect(compiled.count).toBe(1);
    expect(trusted.status).toBe(untrusted.status);
    expect(trusted.body).toEqual(untrusted.body);
    expect(trusted.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('never compiles text a caller made up', async () => {
    for (let i = 0; i < 5; i++) await app.gql(`{ categories { name quantity } a${i}: __typename }`);
    expect(compiled.count).toBe(0);
  });
});

describe('a value the schema cannot return', () => {
  it('is masked as internal, compiled or not, as graphql-js masks it', async () => {
    // A resolver bug graphql-jit reports without an original error: null for a non-null field.
    const QUERY = '{ broken { name } }';
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Item { name: String! } type Query { broken: Item }',
        resolvers: { Query: { broken: () => ({ name: null }) } },
      }),
      maskedErrors: { maskError: (error) => formatError(error) },
      logging: false,
      plugins: [useCompiledTrustedDocuments([QUERY])],
    });
    const ask = async (query: string) => {
      const res = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return res.json();
    };
    const trusted = await ask(QUERY);
    expect(compiled.count).toBe(1);
    expect(trusted).toEqual(await ask(`${QUERY} `));
    expect(trusted.errors[0]).toMatchObject({
      message: 'Something went wrong on our side. Please try again.',
      path: ['broken', 'name'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});

describe("the site's documents", () => {
  it('all compile, so none falls back to the interpreter unnoticed', () => {
    const documents = loadPersistedDocuments(builtWebDist());
    expect(documents.size).toBeGreaterThan(10);
    for (const text of documents.values()) {
      const compiled = jit.compileQuery(schema, parse(text));
      expect(jit.isCompiledQuery(compiled), text.slice(0, 60)).toBe(true);
    }
  });
});
