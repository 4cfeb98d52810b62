import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, parse } from 'graphql';
import {
  bodyReadAhead,
  CSRF_HEADERS,
  graphqlGetKey,
  graphqlPostKey,
  pipelineHeaders,
  sendAnswer,
} from '../caching/http.ts';
import type { Produced, ResponseCache } from '../caching/response-cache.ts';
import { MAX_FILE_BYTES, MESSAGES } from '@agency/schema/forms';
import type { Config } from '../env.ts';
import { isMediaType } from '../media-type.ts';
import { jsonShapeProblem, type JsonShapeProblem } from '../security/json-limits.ts';
import { readRequestBody } from '../security/request-body.ts';
import { GRAPHQL_LIMITS } from './limits.ts';
import { answerGraphQL, type GraphQLHandler } from './yoga.ts';

const tooLarge = {
  errors: [{ message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
};
const fileTooLarge = {
  errors: [
    {
      message: MESSAGES.fileSize,
      extensions: { code: 'PAYLOAD_TOO_LARGE', fields: { file: MESSAGES.fileSize } },
    },
  ],
};
/** A body nested or wide past JSON_LIMITS: a 400 naming the problem, as for a REST body. */
const shapeRefused = (shape: JsonShapeProblem) => ({
  errors: [
    {
      message: shape.message,
      extensions: { code: 'BAD_USER_INPUT', fields: { [shape.field]: shape.message } },
    },
  ],
});
/** One file at the limit, the form's fields (operations, map) and the part headers around them. */
const multipartBodyLimit = MAX_FILE_BYTES + 1_048_576;

/**
 * The GraphQL door at /graphql. Anonymous queries (GET, or POST JSON whose document is a query) are
 * answered from the response cache; everything else (staff requests, mutations, uploads) goes
 * through Yoga as it arrives.
 */
export async function registerGraphQL(
  server: FastifyInstance,
  opts: {
    yoga: GraphQLHandler;
    cache: ResponseCache;
    config: Config;
    jsonBodyLimit: number;
    /** @fastify/compress options for this route's answers (app.ts). */
    compression: FastifyCompressOptions;
  },
) {
  const { yoga, cache, config, jsonBodyLimit, compression } = opts;
  const origin = new URL(config.siteUrl).origin;
  await server.register(async (scope) => {
    // The handler reads bodies itself (multipart ones stream into Yoga), so Fastify leaves them unparsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.route({
      url: '/graphql',
      // Preflight (OPTIONS) is answered by @fastify/cors with the allowlist, not by Yoga.
      method: ['GET', 'POST'],
      compress: compression,
      handler: async (req, reply) => {
        const multipart = isMediaType(req.headers['content-type'], 'multipart/form-data');
        // Yoga's own body limit is off (yoga.ts): every body it reads is bounded here. A multipart
        // body may be as large as one file and the form's fields; any other body as a REST one.
        const length = Number(req.headers['content-length'] ?? 0);
        if (length > (multipart ? multipartBodyLimit : jsonBodyLimit))
          return reply.code(413).send(multipart ? fileTooLarge : tooLarge);

        const anonymous = !req.headers.authorization && config.cache.api && cache.enabled;
        if (anonymous && req.method === 'GET' && CSRF_HEADERS.some((h) => req.headers[h])) {
          const answer = await cache.answer(graphqlGetKey(req.url, req.headers.accept), () =>
            execute(yoga, req, reply, undefined, origin, true),
          );
          return sendAnswer(req, reply, answer);
        }
        // A multipart body streams into Yoga's form parser, whose limits (one file of
        // MAX_FILE_BYTES, three small fields) stop it; a GET has no body.
        if (req.method !== 'POST' || multipart)
          return sendAnswer(req, reply, await execute(yoga, req, reply, undefined, origin, false));
        // Any other body is read here, up to the limit, and handed to Yoga as text: no stream or
        // abort-signal plumbing in its Node adapter, and no second limit to count bytes again. A JSON
        // body is refused as soon as it nests or widens past JSON_LIMITS, before Yoga parses it.
        const json = isMediaType(req.headers['content-type'], 'application/json');
        let body = bodyReadAhead(req.raw);
        if (body) {
          const shape = json ? jsonShapeProblem(body) : null;
          if (shape) return reply.code(400).send(shapeRefused(shape));
        } else {
          const read = await readRequestBody(req.raw, { limit: jsonBodyLimit, json });
          if ('tooLarge' in read) return reply.code(413).send(tooLarge);
          if ('shape' in read) return reply.code(400).send(shapeRefused(read.shape));
          body = read.body;
        }
        const make = (keep: boolean) => execute(yoga, req, reply, body, origin, keep);
        if (!anonymous || !json) return sendAnswer(req, reply, await make(false));
        const key = graphqlPostKey(body, req.headers.accept);
        const kept = cache.peek(key);
        if (kept) return sendAnswer(req, reply, kept);
        // Only a query may share an answer; a mutation (a form) always runs, once per request.
        if (!isQueryBody(body)) return sendAnswer(req, reply, await make(false));
        return sendAnswer(req, reply, await cache.answer(key, () => make(true)));
      },
    });
  });
}

/**
 * Runs one request through Yoga; with `body`, from that text (already read) rather than the stream.
 * `keep`: the answer is for the response cache, which must know whether it is clean data.
 */
async function execute(
  yoga: GraphQLHandler,
  req: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | undefined,
  /** The site's origin: the requests Yoga sees are for it. */
  origin: string,
  keep: boolean,
): Promise<Produced> {
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: plainHeaders(req) };
  if (body !== undefined) init.body = body.toString('utf8');
  else if (req.method === 'POST') {
    // A multipart body streams into Yoga's form parser as it arrives (its fetch reads Node streams).
    init.body = req.raw as unknown as ReadableStream;
    init.duplex = 'half';
  }
  // A string, not a URL: Yoga's fetch parses it only if something reads its parts.
  const request = new yoga.fetchAPI.Request(origin + req.url, init);
  const response = await answerGraphQL(yoga, request, { req, reply, requestContext: req.ctx });
  // A kept answer carries the headers the pipeline set on this reply (helmet's, CORS'), to replay
  // them; an answer sent once finds them on the reply already.
  const headers = keep ? pipelineHeaders(reply) : {};
  // Yoga's fetch keeps names as written (`Content-Type`); kept and sent answers use lower case.
  response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
  // GraphiQL is a single page of inline script and style; the site's strict CSP would leave it blank.
  if (headers['content-type']?.startsWith('text/html')) {
    delete headers['content-security-policy'];
    reply.removeHeader('content-security-policy');
  }
  // Yoga answers an unsupported media type with an empty body: every 415 carries a JSON error.
  if (response.status === 415) {
    return {
      status: 415,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.from(
        JSON.stringify({
          errors: [
            {
              message: 'Send GraphQL requests as application/json (multipart/form-data for uploads).',
              extensions: {
                code: 'UNSUPPORTED_MEDIA_TYPE',
                fields: { 'content-type': 'Use application/json.' },
              },
            },
          ],
        }),
      ),
      cacheable: false,
    };
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers,
    body: bytes,
    // An answer with errors (a bad variable, an outage) is never kept; only clean data is.
    cacheable: keep && response.status === 200 && !hasErrors(bytes),
  };
}

function hasErrors(body: Buffer): boolean {
  try {
    return 'errors' in (JSON.parse(body.toString('utf8')) as object);
  } catch {
    return true;
  }
}

function isQueryBody(body: Buffer): boolean {
  try {
    const { query, operationName } = JSON.parse(body.toString('utf8')) as {
      query?: unknown;
      operationName?: unknown;
    };
    if (typeof query !== 'string') return false;
    // With the token limit Yoga applies: unbounded, a long query of small fields cost far more here
    // than Yoga's own refusal of it (decision 039). Past the limit it is simply not a cacheable
    // query; Yoga then refuses it with the reason.
    const document = parse(query, { maxTokens: GRAPHQL_LIMITS.tokens });
    const op = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined);
    return op?.operation === 'query';
  } catch {
    return false;
  }
}

function plainHeaders(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
