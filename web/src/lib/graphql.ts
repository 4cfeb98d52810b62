import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';

/**
 * A small typed GraphQL client for the public site: documents typed by codegen, plain fetch.
 * Public pages use it in route loaders (on the server it runs the schema in-process) and for the
 * two forms, which keeps Apollo Client (used by the admin area) off their first load.
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

const printed = new WeakMap<DocumentNode, string>();
const source = (document: DocumentNode) => {
  let text = printed.get(document);
  if (!text) printed.set(document, (text = print(document)));
  return text;
};

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

export function createGraphQLRequest(fetchImpl: typeof fetch, url = '/graphql'): GraphQLRequest {
  return async (document, ...rest) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: source(document), variables: rest[0] ?? {} }),
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
  body.append('operations', JSON.stringify({ query: source(document), variables: { file: null } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);
  const fetchImpl = options.fetch ?? fetch.bind(globalThis);
  const response = await fetchImpl(options.url ?? '/graphql', {
    method: 'POST',
    headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    body,
  });
  return readGraphQLResponse(response);
}
