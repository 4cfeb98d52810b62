import { randomUUID } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { serveFromCache, serveGraphQLPostFromCache, type PageParams } from './caching/http.ts';
import type { ResponseCache } from './caching/response-cache.ts';
import { createRequestContext, type RequestContext } from './context.ts';
import type { Db } from './db.ts';
import type { Config } from './env.ts';
import { AppError } from './errors.ts';
import type { DrainState } from './lifecycle.ts';
import { canonicalContentType } from './media-type.ts';
import { errorHandler } from './rest/errors.ts';
import { botCheckSources } from './security/bot-check.ts';
import { contentSecurityPolicy } from './security/csp.ts';
import { drainRest, lingerThenClose, readRequestBody } from './security/request-body.ts';
import type { Services } from './services/index.ts';
import type { DevPages } from './web.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** The largest JSON body either door reads (REST here, GraphQL in graphql/http.ts). */
export const JSON_BODY_LIMIT = 1_048_576;
const bodyTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
/** /readyz answers within this even when the database hangs (load balancers give up soon after). */
const READY_TIMEOUT_MS = 1500;

/** @fastify/compress options: brotli at `quality` with a 256 KB window, gzip as it comes. */
export function compression(quality: number) {
  return {
    threshold: 1024,
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
    },
  };
}

/**
 * The HTTP pipeline every request passes, before any door: the server (kept public answers go out
 * before Fastify), the error handler, the hooks (request context, security headers, closing
 * connections with unread bodies), the JSON body parser, helmet, compression, CORS, and the health
 * checks. app.ts registers the doors (GraphQL, REST, pages) on it.
 */
export async function createHttpPipeline(opts: {
  config: Config;
  log: Logger;
  db: Db;
  services: Services;
  cache: ResponseCache;
  /** The search params each page reads (the page host's), for the cache's fast path. */
  pageParams: PageParams;
  /** Set by the lifecycle once the server stops taking work (lifecycle.ts). */
  state: DrainState;
  /** In development, Vite's server, which answers its own paths first (made after the server). */
  dev: () => DevPages | undefined;
}): Promise<FastifyInstance> {
  const { config, log, db, services, cache, pageParams, state } = opts;
  const server = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // No info line per request unless LOG_REQUESTS=on: at launch-day rates the log would cost more
    // than the answers. Errors are still logged, by the error handler and the GraphQL plugin.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // Kept public answers go out before Fastify's routing and hooks: they already carry every header
    // the full pipeline gave them (caching/http.ts). Anything else, and everything while draining,
    // takes the full pipeline.
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        const dev = opts.dev();
        if (dev) return dev.middleware(req, res, () => handler(req, res));
        if (state.draining) return handler(req, res);
        if (serveFromCache(cache, req, res, randomUUID, pageParams)) return;
        if (serveGraphQLPostFromCache(cache, req, res, randomUUID, () => handler(req, res))) return;
        handler(req, res);
      }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    // While draining, a request that arrives on a connection already open (a load balancer's
    // keep-alive) is served, and its connection closed after the answer: a 503 there would lose a
    // form post, which a proxy does not retry. New connections are refused, which a proxy retries.
    return503OnClosing: false,
    genReqId: () => randomUUID(),
  });

  // One error handler for every route (REST, GraphQL's HTTP errors, files, health, pages).
  server.setErrorHandler(errorHandler);
  // Every request passes the hooks below: callbacks, not async functions, as a promise and a
  // microtask per hook show at launch-day rates.
  server.addHook('onSend', (req, reply, payload, done) => {
    // An answer that goes out before the request's body was all read (a refused JSON shape, a 413,
    // a 401 on an upload): the rest of a body of a declared, bounded length is read and dropped and
    // the connection kept; anything else closes the connection after taking what still comes off
    // the wire, so the client reads the answer rather than a reset (security/request-body.ts).
    const keep = req.raw.complete || drainRest(req.raw);
    if (state.draining || !keep) reply.header('connection', 'close');
    // Fastify closes after any body it could not parse, in case more follows; here nothing does.
    else if (reply.getHeader('connection') === 'close') reply.header('connection', 'keep-alive');
    if (!keep) lingerThenClose(req.raw);
    done(null, payload);
  });
  // REST bodies: read as they arrive and refused at the first byte past the size limit or past the
  // JSON depth and width limits (security/json-limits.ts; the GraphQL door reads its own bodies with
  // the same reader), then parsed by Fastify's own JSON parser, which refuses __proto__ keys.
  server.removeContentTypeParser('application/json');
  const parseJsonText = server.getDefaultJsonParser('error', 'error');
  server.addContentTypeParser('application/json', (req, payload, done) => {
    if (Number(req.headers['content-length'] ?? 0) > JSON_BODY_LIMIT) return done(bodyTooLarge(), undefined);
    readRequestBody(payload, { limit: JSON_BODY_LIMIT, json: true }).then(
      (read) => {
        if ('tooLarge' in read) return done(bodyTooLarge(), undefined);
        if ('shape' in read)
          return done(
            new AppError('BAD_USER_INPUT', read.shape.message, {
              fields: { [read.shape.field]: read.shape.message },
            }),
            undefined,
          );
        parseJsonText(req, read.body.toString('utf8'), done);
      },
      () => done(new AppError('BAD_USER_INPUT', 'The request body was cut short.'), undefined),
    );
  });
  server.decorateRequest('ctx', null as unknown as RequestContext);
  // Over plain http (local runs) upgrading requests or pinning HSTS would break the site.
  const https = config.siteUrl.startsWith('https:');
  // One policy string, built once; pages replace it with their own (the same policy plus the hashes
  // of their inline tags, security/csp.ts).
  const csp = contentSecurityPolicy({ https, sources: botCheckSources(config.botCheck.mode) });
  server.addHook('onRequest', (req, reply, done) => {
    // One media-type rule for both doors: whatever the case and spacing the client used
    // (`APPLICATION/JSON`, `application/json ; charset=utf-8`), Fastify's parsers and Yoga see it
    // written one way.
    const contentType = req.headers['content-type'];
    const canonical = canonicalContentType(contentType);
    if (canonical && canonical !== contentType) req.raw.headers['content-type'] = canonical;
    req.ctx = createRequestContext(services, {
      id: req.id,
      ip: req.ip,
      authorization: req.headers.authorization,
      userAgent: req.headers['user-agent'],
      idempotencyKey: req.headers['idempotency-key'],
    });
    reply.header('x-request-id', req.id);
    reply.header('content-security-policy', csp);
    done();
  });
  await server.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
  // Pages, scripts, styles and JSON go out compressed (brotli or gzip, by Accept-Encoding). Answers
  // the response cache does not keep are compressed per request, many at once under load: brotli's
  // default 4 MB window made each stream hold several MB of native memory, which the process kept
  // after a burst of uncached pages. A 256 KB window still holds the largest page whole and
  // compresses it as well (decision 033). Level 3, not 4: far less CPU per render for a few per
  // cent more bytes (decision 035); kept pages get level 11 anyway.
  await server.register(compress, { global: true, ...compression(3) });
  const allowed = new Set(config.corsOrigins);
  await server.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed.has(origin)),
    credentials: false,
    allowedHeaders: [
      'authorization',
      'content-type',
      'apollo-require-preflight',
      'x-graphql-yoga-csrf',
      'x-request-id',
      'idempotency-key',
    ],
    maxAge: 600,
  });

  server.get('/healthz', async () => ({ status: 'ok' }));
  server.get('/readyz', async (_req, reply) => {
    // Shutting down: not ready at once, so a load balancer stops sending new work here.
    if (state.draining) return reply.code(503).header('retry-after', '5').send({ status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.$queryRawUnsafe('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('the database did not answer in time')),
            READY_TIMEOUT_MS,
          );
        }),
      ]);
      return { status: 'ready' };
    } catch (err) {
      log.error({ err }, 'readiness check failed');
      return reply.code(503).header('retry-after', '5').send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });

  return server;
}
