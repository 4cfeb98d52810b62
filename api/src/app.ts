import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { connectChangeBus } from './caching/change-bus.ts';
import { Changes } from './caching/changes.ts';
import { ResponseCache } from './caching/response-cache.ts';
import { createDb, type Db } from './db.ts';
import { createRowReader } from './db-reader.ts';
import type { Config } from './env.ts';
import { registerGraphQL } from './graphql/http.ts';
import { loadPersistedDocuments } from './graphql/persisted-documents.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { ScheduledJobs } from './jobs/scheduled-jobs.ts';
import { ScheduleRunner } from './jobs/schedule-runner.ts';
import { OutboxWorker } from './mail/outbox.ts';
import { WebhookWorker } from './webhooks/worker.ts';
import { registerRest } from './rest/index.ts';
import { createBotCheck } from './security/create-bot-check.ts';
import { RateLimits } from './security/rate-limit.ts';
import { Tokens } from './security/tokens.ts';
import { createServices, type Services } from './services/index.ts';
import { PublicCache } from './services/public-cache.ts';
import { createStorageDriver } from './storage/create-driver.ts';
import { FileStore } from './storage/files.ts';
import { compression, createHttpPipeline, JSON_BODY_LIMIT } from './http-pipeline.ts';
import { closeOnce, startWorkers, type DrainState } from './lifecycle.ts';
import { loadDevPageHost, loadPageHost, registerWeb, type DevPages } from './web.ts';

export type App = {
  server: FastifyInstance;
  services: Services;
  db: Db;
  outbox: OutboxWorker;
  /** Daily jobs one instance runs for all (retention); started with the workers. */
  jobs: ScheduledJobs;
  /** Sends queued webhook deliveries after the answers that queued them (decision 062). */
  webhooks: WebhookWorker;
  /** Scheduled publishing on time, once across instances (decision 046); started with the workers. */
  scheduleRunner: ScheduleRunner;
  config: Config;
  /** Where writes announce what they changed; every cache of public answers listens. */
  changes: Changes;
  close: () => Promise<void>;
};

/** Longest a kept answer lives when no write touched it: a bound on a read that recorded no tag. */
const RESPONSE_CACHE_TTL_MS = 10 * 60_000;
const SWEEP_INTERVAL_MS = 3_600_000;
const DIGEST_CHECK_MS = 60 * 60_000;
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
    // Pictures no article has used for MEDIA_GRACE_DAYS (decision 048).
    {
      name: 'media-cleanup',
      everyMs: DAY_MS,
      retryMs: SWEEP_INTERVAL_MS,
      run: () => services.media.cleanup(),
    },
    // Revisions past REVISION_RETENTION_DAYS, deleted records' histories, stale presence (decision 045).
    { name: 'revisions', everyMs: DAY_MS, retryMs: SWEEP_INTERVAL_MS, run: () => services.drafts.prune() },
    // Each assignee's follow-ups due (decision 055): looked at hourly, queued once per person and UTC day.
    {
      name: 'follow-up-digest',
      everyMs: DIGEST_CHECK_MS,
      retryMs: SWEEP_INTERVAL_MS,
      run: () => services.followUps.sendDigests(),
    },
  ]);

  // The web app's page host, before the server: the cache's fast path keys pages by its routes.
  // In development it is Vite's, made once the HTTP server exists (its websocket shares it).
  let pages = config.webDev ? undefined : await loadPageHost(config);
  let dev: DevPages | undefined;
  const state: DrainState = { draining: false };
  const server = await createHttpPipeline({
    config,
    log,
    db,
    services,
    cache,
    pageParams: pages?.pageParams ?? {},
    state,
    dev: () => dev,
  });

  const yoga = createGraphQLHandler({ persistedDocuments: loadPersistedDocuments(config.webDist) });
  // GraphQL answers made per request are a few KB of JSON: brotli's fastest level keeps them close
  // to level 4's size at a fraction of the CPU, which under load was a large share of such a
  // request (decision 034). Pages use level 3: level 1's extra bytes would cost visitors more than
  // the server saves (decisions 034 and 035).
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

  const scheduleRunner = new ScheduleRunner(
    services.schedules,
    changes,
    log.child({ component: 'schedules' }),
  );
  const webhooks = new WebhookWorker(db, log.child({ component: 'webhooks' }), config.webhooks);
  if (opts.startWorkers) {
    startWorkers({ server, services, outbox, jobs, log });
    scheduleRunner.start();
    // Any write here or on another instance may have queued a delivery: look (after its answer).
    changes.subscribe(() => webhooks.kick());
    webhooks.start();
  }

  const close = closeOnce(server, config, state, [
    () => outbox.stop(),
    () => webhooks.stop(),
    () => jobs.stop(),
    () => scheduleRunner.stop(),
    async () => dev?.close(),
    async () => bus?.close(),
    () => limits.close(),
    () => botCheck.close(),
    () => files.close(),
    () => reader.close(),
    () => db.$disconnect(),
  ]);

  return { server, services, db, outbox, webhooks, jobs, scheduleRunner, config, changes, close };
}
