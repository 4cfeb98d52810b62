import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createFetch } from '@whatwg-node/fetch';
import { getOperationAST, GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { MAX_FILE_BYTES, MESSAGES } from '@agency/schema/forms';
import { recordOperation } from '../caching/read-tags.ts';
import type { RequestContext } from '../context.ts';
import { toAppError } from '../errors.ts';
import { assertWellFormedText } from '../services/text-input.ts';
import { useCompiledTrustedDocuments } from './compiled-documents.ts';
import { GRAPHQL_LIMITS } from './limits.ts';
import { useStrictMultipart } from './multipart.ts';
import { usePersistedDocuments, type PersistedDocuments } from './persisted-documents.ts';
import { useStrictSearchParams } from './search-params.ts';
import { schema } from './schema.ts';

/** What a GraphQL request is answered for: the Fastify request it came in on and its context. */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply; requestContext: RequestContext };

/** Each GraphQL request's server context, found by its Fetch Request (see answerGraphQL). */
const serverContexts = new WeakMap<Request, ServerContext>();

function serverContextOf(request: Request): ServerContext {
  const server = serverContexts.get(request);
  if (!server) throw new Error('A GraphQL request reached Yoga without answerGraphQL');
  return server;
}

export type GraphQLHandler = ReturnType<typeof createGraphQLHandler>;

/**
 * Answers one GraphQL request (a Request of `yoga.fetchAPI`) for `server`. Yoga is handed no server
 * context: whatwg-node would copy every property of one, descriptors and all, onto a fresh object
 * for each request, a cost that showed in profiles of uncached queries (decision 036). The context
 * factory below finds it by the request instead, so every door (the GraphQL route, page loaders)
 * goes through here.
 */
export function answerGraphQL(yoga: GraphQLHandler, request: Request, server: ServerContext) {
  serverContexts.set(request, server);
  // The adapter's own entry for a Fetch Request; with no context it adds only `waitUntil`.
  return yoga.handleRequest(request, undefined as never);
}

/** Turns an expected failure into a readable error; masks anything else and logs it with the request id. */
export function formatError(error: unknown): GraphQLError {
  const original = error instanceof GraphQLError ? error.originalError : error;
  const expected = toAppError(original);
  if (expected) {
    return new GraphQLError(expected.message, {
      nodes: error instanceof GraphQLError ? error.nodes : undefined,
      // An error from a compiled document (compiled-documents.ts) is located by these instead.
      source: error instanceof GraphQLError ? error.source : undefined,
      positions: error instanceof GraphQLError ? error.positions : undefined,
      path: error instanceof GraphQLError ? error.path : undefined,
      // Kept (never serialised) so an outage is logged with the request id below.
      originalError: expected.code === 'UNAVAILABLE' && original instanceof Error ? original : undefined,
      extensions: {
        code: expected.code,
        ...(expected.fields ? { fields: expected.fields } : {}),
        ...(expected.retryAfterSeconds ? { retryAfterSeconds: expected.retryAfterSeconds } : {}),
        // A database outage changes the HTTP answer too: 503 with Retry-After, so proxies, monitors
        // and clients back off. So does a malformed request (a negative page size): 400, as for a
        // variable of the wrong type. Decision 004 keeps the other expected failures at 200.
        ...(expected.code === 'UNAVAILABLE'
          ? {
              http: {
                status: expected.status,
                headers: { 'retry-after': String(expected.retryAfterSeconds) },
              },
            }
          : expected.requestError
            ? { http: { status: expected.status } }
            : {}),
      },
    });
  }
  // Yoga's multipart parser stops at formDataLimits.fileSize: answer with the form's own message.
  if (
    error instanceof GraphQLError &&
    error.extensions?.code === 'REQUEST_ENTITY_TOO_LARGE' &&
    error.message.startsWith('File size limit exceeded')
  ) {
    return new GraphQLError(MESSAGES.fileSize, {
      extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413 } },
    });
  }
  // Errors Yoga raises itself (bad query, validation, limits) are already safe to show.
  if (error instanceof GraphQLError && !error.originalError) return error;
  // A variable the schema refused (e.g. a scalar's parseValue threw): the caller's mistake, not ours.
  // graphql-js puts the variable's path only in the message (`... at "input.attachmentUrl"; ...`);
  // its last name goes into `fields`, as for the services' own input errors.
  if (error instanceof GraphQLError && !error.path && error.originalError instanceof GraphQLError) {
    const at = / at "([^"]+)";/.exec(error.message)?.[1] ?? /^Variable "\$([^"]+)"/.exec(error.message)?.[1];
    const field = at
      ?.split(/[.[\]]/)
      .filter((k) => k && !/^\d+$/.test(k))
      .pop();
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      extensions: {
        code: 'BAD_USER_INPUT',
        ...(field ? { fields: { [field]: error.originalError.message } } : {}),
        http: { status: 400 },
      },
    });
  }
  // The original stays attached (never serialised) so the plugin below can log it with the request id.
  return new GraphQLError('Something went wrong on our side. Please try again.', {
    path: error instanceof GraphQLError ? error.path : undefined,
    originalError: original instanceof Error ? original : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** Variables must be valid Unicode text (the same rule REST bodies get): see text-input.ts. */
const refuseMalformedText: Plugin = {
  onParams: ({ params }) => {
    try {
      assertWellFormedText(params.variables ?? undefined);
    } catch (err) {
      const e = toAppError(err)!;
      throw new GraphQLError(e.message, {
        extensions: { code: e.code, fields: e.fields, http: { status: e.status } },
      });
    }
  },
};

/** Tells the response cache what ran: only an answer whose operations were all queries is kept. */
const recordOperationKind: Plugin = {
  onExecute: ({ args }) => {
    recordOperation(getOperationAST(args.document, args.operationName)?.operation ?? 'unknown');
  },
};

/** Masked errors are logged here, where the request (its id and logger) is known. */
const logUnexpectedErrors: Plugin = {
  onExecute: ({ args }) => ({
    onExecuteDone: ({ result }) => {
      const errors = (result as ExecutionResult).errors;
      if (!errors) return;
      const ctx = args.contextValue as unknown as RequestContext & { request: Request };
      const { req } = serverContextOf(ctx.request);
      for (const err of errors) {
        const original = err.originalError;
        if (original && toAppError(original)?.code === 'UNAVAILABLE') {
          req.log.warn({ err: original, path: err.path }, 'database unavailable');
        } else if (original && !toAppError(original) && !(original instanceof GraphQLError)) {
          (err.extensions as Record<string, unknown>).requestId = ctx.requestId;
          req.log.error({ err: original, path: err.path }, 'unexpected GraphQL error');
        }
      }
    },
  }),
};

/** `persistedDocuments`: the site's own operations by hash (loadPersistedDocuments); none by default. */
export function createGraphQLHandler(options: { persistedDocuments?: PersistedDocuments } = {}) {
  const persistedDocuments = options.persistedDocuments ?? new Map();
  return createYoga({
    schema,
    graphqlEndpoint: '/graphql',
    // The HTTP door (http.ts) bounds every body before Yoga sees it. Yoga's own limit re-streamed
    // each body through a TransformStream with an abort signal: most of what an anonymous query
    // cost (decision 034).
    maxRequestBodySize: false,
    // The GraphQL-over-HTTP persisted-documents proposal's parameter, beside query and variables.
    extraParamNames: ['documentId'],
    logging: false,
    // CORS is Fastify's job (one allowlist for GraphQL and REST); Yoga would reflect any origin.
    cors: false,
    landingPage: false,
    graphiql: { title: 'Agency API', defaultQuery: '{\n  categories {\n    name\n    quantity\n  }\n}\n' },
    // GraphiQL is bundled (no CDN) and only loaded when someone opens it.
    renderGraphiQL: async (opts) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(opts),
    // Multipart requests are parsed by useStrictMultipart (the GraphQL multipart request spec, read
    // strictly) through this fetch, whose busboy stops at the limits.
    fetchAPI: createFetch({
      formDataLimits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 3, fieldSize: 100_000 },
    }),
    context: ({ request }) => serverContextOf(request).requestContext,
    maskedErrors: {
      maskError: (error) => formatError(error),
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: ['apollo-require-preflight', 'x-graphql-yoga-csrf'] }),
      useStrictMultipart,
      useStrictSearchParams,
      usePersistedDocuments(persistedDocuments),
      refuseMalformedText,
      EnvelopArmorPlugin({
        maxDepth: { n: GRAPHQL_LIMITS.depth },
        maxAliases: { n: GRAPHQL_LIMITS.aliases },
        maxDirectives: { n: GRAPHQL_LIMITS.directives },
        maxTokens: { n: GRAPHQL_LIMITS.tokens },
        costLimit: { maxCost: GRAPHQL_LIMITS.cost },
        blockFieldSuggestion: { enabled: true },
      }),
      logUnexpectedErrors,
      recordOperationKind,
      useCompiledTrustedDocuments(persistedDocuments.values()),
    ],
  });
}
