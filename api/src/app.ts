import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { connectChangeBus } from './caching/change-bus.ts';
import { Changes } from './caching/changes.ts';
import { serveFromCache, serveGraphQLPostFromCache } from './caching/http.ts';
import { ResponseCache } from './caching/response-cache.ts';
import { createRequestContext, type RequestContext } from './context.ts';
import { createDb, type Db } from './db.ts';
import { createRowReader } from './db-reader.ts';
import type { Config } from './env.ts';
import { AppError } from './errors.ts';
import { registerGraphQL } from './graphql/http.ts';
import { loadPersistedDocuments } from './graphql/persisted-documents.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { ScheduledJobs } from './jobs/scheduled-jobs.ts';
import { OutboxWorker } from './mail/outbox.ts';
import { canonicalContentType } from './media-type.ts';
import { errorHandler } from './rest/errors.ts';
import { registerRest } from './rest/index.ts';
import { botCheckSources } from './security/bot-check.ts';
import { createBotCheck } from './security/create-bot-check.ts';
import { contentSecurityPolicy } from './security/csp.ts';
import { drainRest, lingerThenClose, readRequestBody } from './security/request-body.ts';
import { RateLimits } from './security/rate-limit.ts';
import { Tokens } from './security/tokens.ts';
import { createServices, type Services } from './services/index.ts';
import { PublicCache } from './services/public-cache.ts';
import { createStorageDriver } from './storage/create-driver.ts';
import { FileStore } from './storage/files.ts';
import { loadDevPageHost, loadPageHost, registerWeb, type DevPages } from './web.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export type App = {
  server: FastifyInstance;
  services: Services;
  db: Db;
  outbox: OutboxWorker;
  /** Daily jobs one instance runs for all (retention); started with the workers. */
  jobs: ScheduledJobs;
  config: Config;
  /** Where writes announce what they changed; every cache of public answers listens. */
  changes: Changes;
  close: () => Promise<void>;
};

const JSON_BODY_LIMIT = 1_048_576;
const bodyTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');

/** @fastify/compress options: brotli at `quality` with a 256 KB window, gzip as it comes. */
function compression(quality: number) {
  return {
    threshold: 1024,
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
    },
  };
}
/** Longest a kept answer lives when no write touched it: a bound on a read that recorded no tag. */
const RESPONSE_CACHE_TTL_MS = 10 * 60_000;
/** /readyz answers within this even when the database hangs (load balancers give up soon after). */
const READY_TIMEOUT_MS = 1500;
const SWEEP_INTERVAL_MS = 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The token signing secret: JWT_SECRET, or one generated on first start and kept in the database. */
async function signingSecret(db: Db, config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const row = await db.setting.upsert({
    where: { key: 'jwtSecret' },
    create: { key: 'jwtSecret', value: randomBytes(48).toString('base64url') },
    update: {},
  });
  return row.value;
}

/**
 * Builds the whole HTTP handler: GraphQL at /graphql, the REST shim at /api/*, health checks and
 * the built web app. Tests start it in-process on a random port; server.ts starts it for real.
 */
export async function buildApp(
  config: Config,
  opts: { logger?: Logger; startWorkers?: boolean } = {},
): Promise<App> {
  const log = opts.logger ?? pino({ level: config.logLevel, base: { service: 'agency-api' } });
  if (config.nodeEnv === 'production' && config.missingSiteSettings.length) {
    // The pages still work (neutral brand, those links hidden), but a live site wants these set.
    log.warn(
      { unset: config.missingSiteSettings },
      `Site settings not configured, so the pages show a neutral brand and hide these links: ${config.missingSiteSettings.join(', ')} (see the README's configuration table)`,
    );
  }
  const db = await createDb(config.db, config.database);
  const files = new FileStore(config.dataDir, await createStorageDriver(config, log));
  // A bucket that is missing, unreachable or refuses our keys stops the start here, not at the
  // first visitor's upload.
  await files.check().catch(async (err: unknown) => {
    await files.close();
    await db.$disconnect();
    throw err;
  });
  const tokens = new Tokens(await signingSecret(db, config), config.tokenTtlSeconds);
  const limits = new RateLimits(config.rateLimits, config.redisUrl);
  const botCheck = await createBotCheck(config, { db, limits, log: log.child({ component: 'bot-check' }) });
  const outbox = new OutboxWorker(db, log.child({ component: 'outbox' }), {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    dataDir: config.dataDir,
    timeoutMs: config.mail.timeoutMs,
    concurrency: config.mail.concurrency,
  });
  const changes = new Changes();
  // Other instances hear of this one's writes (and it of theirs) within a moment.
  const bus = await connectChangeBus(
    changes,
    { redisUrl: config.redisUrl, postgresUrl: config.db.provider === 'postgres' ? config.db.url : undefined },
    log.child({ component: 'change-bus' }),
  );
  const cdnSeconds = config.cache.cdnMaxAgeSeconds;
  const cache = new ResponseCache({
    enabled: config.cache.pages || config.cache.api,
    maxBytes: config.cache.maxBytes,
    ttlMs: RESPONSE_CACHE_TTL_MS,
    // Browsers revalidate every time (a 304 when nothing changed); CDNs and proxies keep the answer
    // s-maxage seconds and may serve it a while longer while they fetch a fresh one.
    cacheControl: `public, max-age=0, s-maxage=${cdnSeconds}, stale-while-revalidate=${cdnSeconds * 5}`,
    changes,
  });
  const reader = createRowReader(config.db, config.database);
  const services = createServices({
    db,
    reader,
    config,
    log,
    tokens,
    limits,
    botCheck,
    files,
    changes,
    publicCache: new PublicCache(config.publicCacheSeconds, changes),
    kickOutbox: () => void outbox.kick(),
  });

  const jobs = new ScheduledJobs(db, log.child({ component: 'jobs' }), [
    // Leads, their files and e-mails past LEAD_RETENTION_DAYS, and audit entries past
    // AUDIT_RETENTION_DAYS (decision 030). A failed run is tried again within the hour.
    { name: 'retention', everyMs: DAY_MS, retryMs: SWEEP_INTERVAL_MS, run: () => services.retention.run() },
  ]);

  // The web app's page host, before the server: the cache's fast path keys pages by its routes.
  // In development it is Vite's, made once the HTTP server exists (its websocket shares it).
  let pages = config.webDev ? undefined : await loadPageHost(config);
  const pageParams = pages?.pageParams ?? {};
  let dev: DevPages | undefined;

  // While draining, each answer closes its connection: a keep-alive client would otherwise hold
  // the connection open, and the server's close with it, for the whole keep-alive time-out.
  let draining = false;
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
        if (dev) return dev.middleware(req, res, () => handler(req, res));
        if (draining) return handler(req, res);
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
    if (draining || !keep) reply.header('connection', 'close');
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
  // default 4 MB window made each stream hold several MB, and fifty of them left the process
  // ~350 MB larger after a burst of uncached pages. A 256 KB window holds a whole page (the largest
  // is ~90 KB) and compresses it as well (decision 033). Level 3, not 4: a page render compressed
  // in 280 µs instead of 480 µs for 5% more bytes (decision 035); kept pages get level 11 anyway.
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
    if (draining) return reply.code(503).header('retry-after', '5').send({ status: 'draining' });
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

  const yoga = createGraphQLHandler({ persistedDocuments: loadPersistedDocuments(config.webDist) });
  // GraphQL answers made per request are a few KB of JSON: brotli's fastest level keeps them within
  // 10% of level 4's size (950 against 875 bytes for the blog's article list) at a fraction of the
  // CPU, which under load was a third of such a request (decision 034). Pages use level 3, where
  // level 1 costs 16% more bytes (decision 035).
  await registerGraphQL(server, {
    yoga,
    cache,
    config,
    jsonBodyLimit: JSON_BODY_LIMIT,
    compression: compression(1),
  });

  await server.register(registerRest, { prefix: '/api', services, files, config, cache });
  if (config.webDev) {
    dev = await loadDevPageHost(config, server.server);
    pages = dev.host;
  }
  await registerWeb(server, { config, pages, yoga, services, cache });

  if (opts.startWorkers) {
    outbox.start();
    // Uploads nobody claimed, and partial uploads a killed process left: now, then hourly.
    const sweep = () =>
      Promise.all([
        services.uploads.sweepUnclaimed(),
        services.uploads.sweepIncoming(),
        services.challenges.sweepExpired(),
      ]).catch((err) => log.error({ err }, 'sweep failed'));
    void sweep();
    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    server.addHook('onClose', async () => clearInterval(timer));
    jobs.start();
  }

  // Stops taking requests and lets those in flight finish, then stops the outbox (unsent mail
  // stays pending) and closes the connections. Safe to call twice (a second signal, a test).
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      draining = true;
      if (config.drainGraceMs) {
        // Behind a keep-alive proxy: stop listening (the proxy sends new connections elsewhere, POSTs
        // too, as they never reached us), but close no idle connection ourselves: one closed just
        // as the proxy sends a request on it resets that request, and a proxy does not retry a
        // POST (a lost form). Busy connections close after their next answer (Connection: close);
        // idle ones are closed by the proxy's own keep-alive time-out, shorter than the grace.
        const allClosed = new Promise((resolve) => server.server.once('close', resolve));
        net.Server.prototype.close.call(server.server);
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([allClosed, new Promise((r) => (grace = setTimeout(r, config.drainGraceMs)))]);
        clearTimeout(grace);
        // What is left is closed below; wait for the requests on it before closing the rest.
        const reaper = setInterval(() => server.server.closeIdleConnections(), 200);
        await allClosed.finally(() => clearInterval(reaper));
      }
      // Connections that fall idle after their last answer are closed as soon as they do.
      const reaper = setInterval(() => server.server.closeIdleConnections(), 200);
      await server.close().finally(() => clearInterval(reaper));
      await outbox.stop();
      await jobs.stop();
      await dev?.close();
      await bus?.close();
      await limits.close();
      await botCheck.close();
      await files.close();
      await reader.close();
      await db.$disconnect();
    })());

  return { server, services, db, outbox, jobs, config, changes, close };
}
