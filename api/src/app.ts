import { randomBytes, randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { createRequestContext, type RequestContext } from './context.ts';
import { createDb, type Db } from './db.ts';
import type { Config } from './env.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { OutboxWorker } from './mail/outbox.ts';
import { registerRest } from './rest/index.ts';
import { RateLimits } from './security/rate-limit.ts';
import { Tokens } from './security/tokens.ts';
import { createServices, type Services } from './services/index.ts';
import { PublicCache } from './services/public-cache.ts';
import { FileStore } from './storage/files.ts';
import { registerWeb } from './web.ts';

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
  config: Config;
  close: () => Promise<void>;
};

const JSON_BODY_LIMIT = 1_048_576;

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // With a nonce in style-src, browsers ignore 'unsafe-inline' there; style attributes stay allowed here.
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

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
  const db = await createDb(config.db);
  const tokens = new Tokens(await signingSecret(db, config), config.tokenTtlSeconds);
  const limits = new RateLimits(config.rateLimits, config.redisUrl);
  const files = new FileStore(config.dataDir);
  const outbox = new OutboxWorker(db, log.child({ component: 'outbox' }), {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    dataDir: config.dataDir,
  });
  const services = createServices({
    db,
    config,
    log,
    tokens,
    limits,
    files,
    publicCache: new PublicCache(config.publicCacheSeconds),
    kickOutbox: () => void outbox.kick(),
  });

  const server = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });

  server.decorateRequest('ctx', null as unknown as RequestContext);
  server.addHook('onRequest', async (req, reply) => {
    req.ctx = createRequestContext(services, {
      id: req.id,
      ip: req.ip,
      authorization: req.headers.authorization,
      userAgent: req.headers['user-agent'],
    });
    reply.header('x-request-id', req.id);
  });

  // Over plain http (local runs) upgrading requests or pinning HSTS would break the site.
  const https = config.siteUrl.startsWith('https:');
  await server.register(helmet, {
    // Server-rendered pages carry inline hydration scripts; each response gets its own nonce.
    enableCSPNonces: true,
    contentSecurityPolicy: { directives: { ...CSP, upgradeInsecureRequests: https ? [] : null } },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
  // Pages, scripts, styles and JSON go out compressed (brotli or gzip, by Accept-Encoding).
  await server.register(compress, { global: true, threshold: 1024 });
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
    ],
    maxAge: 600,
  });

  server.get('/healthz', async () => ({ status: 'ok' }));
  server.get('/readyz', async (_req, reply) => {
    try {
      await db.$queryRawUnsafe('SELECT 1');
      return { status: 'ready' };
    } catch (err) {
      log.error({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  const yoga = createGraphQLHandler();
  await server.register(async (scope) => {
    // Yoga reads the body itself (JSON and GraphQL multipart), so Fastify must leave it unparsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.route({
      url: '/graphql',
      // Preflight (OPTIONS) is answered by @fastify/cors with the allowlist, not by Yoga.
      method: ['GET', 'POST'],
      handler: async (req, reply) => {
        // Yoga reads bodies itself (default limit 25 MB): hold JSON bodies to the REST limit.
        // Multipart bodies are bounded by formDataLimits instead.
        const length = Number(req.headers['content-length'] ?? 0);
        if (length > JSON_BODY_LIMIT && !String(req.headers['content-type']).startsWith('multipart/')) {
          return reply.code(413).send({
            errors: [{ message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
          });
        }
        const response = await yoga.handleNodeRequestAndResponse(req, reply, {
          req,
          reply,
          requestContext: req.ctx,
        });
        for (const [name, value] of response.headers) reply.header(name, value);
        // GraphiQL is a single inline page; the site's strict CSP would block it.
        if (response.headers.get('content-type')?.startsWith('text/html'))
          reply.removeHeader('content-security-policy');
        reply.status(response.status);
        return reply.send(response.body);
      },
    });
  });

  await server.register(registerRest, { prefix: '/api', services, files, config });
  await registerWeb(server, config, yoga, services);

  if (opts.startWorkers) {
    outbox.start();
    const sweep = setInterval(
      () => void services.uploads.sweepUnclaimed().catch((err) => log.error({ err }, 'sweep failed')),
      3_600_000,
    );
    sweep.unref();
    server.addHook('onClose', async () => clearInterval(sweep));
  }

  return {
    server,
    services,
    db,
    outbox,
    config,
    close: async () => {
      await server.close();
      await outbox.stop();
      await limits.close();
      await db.$disconnect();
    },
  };
}
