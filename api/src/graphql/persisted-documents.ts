import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  defaultExtractPersistedOperationId,
  usePersistedOperations,
} from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Trusted documents (docs/decisions/022-trusted-documents.md): the site's own operations arrive as
 * the sha256 of their text, and the text comes from the list GraphQL Code Generator wrote when the
 * web app was built. Any other client still sends its operation's text (allowArbitraryOperations),
 * under the same limits.
 */

/** Where the web build (web/vite.config.ts) puts the list of both codegen outputs. */
export const PERSISTED_DOCUMENTS_FILE = path.join('server', 'persisted-documents.json');

/** Document text by the hex digest of its sha256. */
export type PersistedDocuments = ReadonlyMap<string, string>;

const SHA256_ID = /^(?:sha256:)?([0-9a-f]{64})$/i;

/** The hex digest of an id sent as `sha256:<hex>` (GraphQL over HTTP) or `<hex>` (Apollo's APQ). */
function digestOf(id: string): string | undefined {
  return SHA256_ID.exec(id)?.[1]?.toLowerCase();
}

/**
 * Reads the list the web build wrote under `webDist`. No file (API tests, a server without a built
 * web app) gives an empty list: arbitrary operations still work. A file that does not parse, or an
 * entry whose text does not hash to its id, stops the start-up (a corrupt build would otherwise
 * answer the site's own requests with the wrong operation or none).
 */
export function loadPersistedDocuments(webDist: string): PersistedDocuments {
  const file = path.join(webDist, PERSISTED_DOCUMENTS_FILE);
  if (!fs.existsSync(file)) return new Map();
  const entries = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>);
  const documents = new Map<string, string>();
  for (const [id, text] of entries) {
    const digest = digestOf(id);
    if (typeof text !== 'string' || !digest || createHash('sha256').update(text).digest('hex') !== digest)
      throw new Error(
        `${file}: the entry "${id}" is not a document whose sha256 is its id; rebuild the web app.`,
      );
    documents.set(digest, text);
  }
  return documents;
}

/** The id a request names: `documentId` in the URL (GET) or body, or Apollo's APQ extension. */
function requestedId(params: object, request: Request): string | null {
  const inBody = (params as { documentId?: unknown }).documentId;
  if (typeof inBody === 'string') return inBody;
  const inUrl = request.method === 'GET' ? new URL(request.url).searchParams.get('documentId') : null;
  return inUrl ?? defaultExtractPersistedOperationId(params, request, {});
}

/** Resolves ids to the site's documents; requests with a `query` run as before. */
export function usePersistedDocuments(documents: PersistedDocuments): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: true,
    extractPersistedOperationId: (params, request) => requestedId(params, request),
    // The text, not a parsed document, so parsing goes through the same limits (tokens, depth) as
    // any request's; Yoga caches the parse and the validation per text.
    getPersistedOperation: (id) => documents.get(digestOf(id) ?? '') ?? null,
    customErrors: {
      // Apollo's persisted-query link resends the operation's text when it reads this code, so an
      // admin bundle newer than the server's list degrades to a second request, not a failure.
      notFound: ({ params, request }) =>
        createGraphQLError(
          `Unknown document id "${requestedId(params, request)?.slice(0, 100)}": this server knows only the ids of the site's own operations. Send the operation's text as "query" instead.`,
          { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 404 } } },
        ),
      keyNotFound: {
        message:
          'Send the operation\'s text as "query", or the id of one of the site\'s operations as "documentId".',
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      },
    },
  });
}
