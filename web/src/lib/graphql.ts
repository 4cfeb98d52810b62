import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * A small typed GraphQL client for the public site: documents typed by codegen, plain fetch.
 * Public pages use it in route loaders (on the server it runs the schema in-process) and for the
 * two forms, which keeps Apollo Client (used by the admin area) off their first load.
 *
 * It sends trusted documents (docs/decisions/022-trusted-documents.md): codegen left each document
 * only its id, name and kind, and the API holds the text. Queries go as GET with the id, name and
 * variables in a URL that is the same for the same request, so a CDN or the browser can cache the
 * answer; mutations go as POST.
 */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly status: number;

  constructor(message: string, status: number, code?: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export type GraphQLRequest = <TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...variables: TVariables extends Record<string, never> ? [] : [TVariables]
) => Promise<TResult>;

type GraphQLResponse = {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
};

// Yoga refuses a GET (and a multipart POST) without one of its CSRF headers: a cross-site form or
// image cannot set a header, so it cannot make the visitor's browser run an operation.
const CSRF_HEADER = { 'apollo-require-preflight': 'true' };

type Meta = { hash?: string; operationType?: string; operationName?: string };
type Persisted = { documentId: string; operationName: string | undefined; isQuery: boolean };

/** The id, name and kind codegen left in a document (codegen.ts: replaceDocumentWithHash). */
function persisted(document: unknown): Persisted {
  const meta = (document as { __meta__?: Meta }).__meta__;
  if (!meta?.hash) throw new Error('This document has no id: run `npm run generate`.');
  return {
    documentId: meta.hash,
    operationName: meta.operationName,
    isQuery: meta.operationType === 'query',
  };
}

/** JSON with object keys sorted at every level, so equal variables give equal URLs. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * `url?documentId=…&operationName=…&variables=…` in that order, variables left out when there are
 * none (undefined ones count as none): the same request always gives the same URL.
 */
function queryUrl(url: string, { documentId, operationName }: Persisted, variables: object | undefined) {
  const params = new URLSearchParams({ documentId });
  if (operationName) params.set('operationName', operationName);
  const json = variables ? stableJson(variables) : '{}';
  if (json !== '{}') params.set('variables', json);
  return `${url}?${params.toString()}`;
}

/** Reads a GraphQL answer: data, or the first error as a GraphQLRequestError the UI can show. */
export async function readGraphQLResponse<T>(response: Response): Promise<T> {
  let body: GraphQLResponse;
  try {
    body = (await response.json()) as GraphQLResponse;
  } catch {
    throw new GraphQLRequestError(`The server answered ${response.status}.`, response.status);
  }
  const error = body.errors?.[0];
  if (error)
    throw new GraphQLRequestError(
      error.message,
      response.status,
      error.extensions?.code,
      error.extensions?.fields,
    );
  if (!response.ok || body.data == null)
    throw new GraphQLRequestError(`The server answered ${response.status}.`, response.status);
  return body.data as T;
}

/** headers go with mutations (e.g. a lead form's Idempotency-Key); queries are plain GETs. */
export function createGraphQLRequest(
  fetchImpl: typeof fetch,
  url = '/graphql',
  headers: Record<string, string> = {},
): GraphQLRequest {
  return async (document, ...rest) => {
    const operation = persisted(document);
    const variables = rest[0];
    const response = operation.isQuery
      ? await fetchImpl(queryUrl(url, operation, variables), {
          method: 'GET',
          headers: { accept: 'application/json', ...CSRF_HEADER },
        })
      : await fetchImpl(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            documentId: operation.documentId,
            operationName: operation.operationName,
            variables: variables ?? {},
          }),
        });
    return readGraphQLResponse(response);
  };
}

/**
 * Sends one file to a mutation with a `file` variable as a GraphQL multipart request
 * (`operations`, `map` and one file part). The preflight header tells the API this is not a
 * cross-site form post, which it refuses for multipart requests.
 */
export async function uploadFile<TResult, TVariables extends { file: unknown }>(
  document: TypedDocumentNode<TResult, TVariables>,
  file: File,
  options: { fetch?: typeof fetch; url?: string } = {},
): Promise<TResult> {
  const body = new FormData();
  const { documentId, operationName } = persisted(document);
  body.append('operations', JSON.stringify({ documentId, operationName, variables: { file: null } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);
  const fetchImpl = options.fetch ?? fetch.bind(globalThis);
  const response = await fetchImpl(options.url ?? '/graphql', {
    method: 'POST',
    headers: { accept: 'application/json', ...CSRF_HEADER },
    body,
  });
  return readGraphQLResponse(response);
}
