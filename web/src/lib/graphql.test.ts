import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { createGraphQLRequest } from './graphql';

// What codegen leaves of a document in the public bundle (codegen.ts: replaceDocumentWithHash).
const doc = <R, V>(hash: string, operationType: string, operationName: string) =>
  ({ __meta__: { hash, operationType, operationName } }) as unknown as TypedDocumentNode<R, V>;
const LIST = doc<{ ok: boolean }, { category?: string; first: number; offset: number }>(
  'sha256:aa',
  'query',
  'List',
);
const NONE = doc<{ ok: boolean }, Record<string, never>>('sha256:bb', 'query', 'None');
const SEND = doc<{ ok: boolean }, { input: { b: number; a: number } }>('sha256:cc', 'mutation', 'Send');

function recorder() {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ data: { ok: true } }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { calls, request: createGraphQLRequest(fetchImpl) };
}

describe('createGraphQLRequest', () => {
  it('sends a query as GET by id, with variables in a URL that does not depend on key order', async () => {
    const { calls, request } = recorder();
    await request(LIST, { offset: 0, first: 6, category: undefined });
    await request(LIST, { first: 6, offset: 0 });
    expect(calls[0]!.url).toBe(
      `/graphql?documentId=sha256%3Aaa&operationName=List&variables=${encodeURIComponent('{"first":6,"offset":0}')}`,
    );
    expect(calls[1]!.url).toBe(calls[0]!.url);
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    // One of the headers Yoga's CSRF prevention asks of a GET.
    expect(calls[0]!.init.headers).toMatchObject({ 'apollo-require-preflight': 'true' });
  });

  it('leaves empty variables out of the URL', async () => {
    const { calls, request } = recorder();
    await request(NONE);
    expect(calls[0]!.url).toBe('/graphql?documentId=sha256%3Abb&operationName=None');
  });

  it('sends a mutation as POST JSON by id, never in a URL', async () => {
    const { calls, request } = recorder();
    await request(SEND, { input: { b: 2, a: 1 } });
    expect(calls[0]!.url).toBe('/graphql');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      documentId: 'sha256:cc',
      operationName: 'Send',
      variables: { input: { b: 2, a: 1 } },
    });
  });
});
