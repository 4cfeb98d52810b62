import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isCountryCode } from '@agency/schema/countries';
import { DEFAULT_SITE_NAME, type SiteSettings } from '@agency/schema/site-settings';
import { dataDirOf, resolveDbTarget, type DbTarget } from './db-url.ts';

/**
 * Every setting of the API, read once at start-up. A wrong value stops the process with a message
 * naming the variable. The README lists each one with its default.
 */
const csv = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

// An empty value counts as unset, so `SOCIAL_LINKEDIN_URL=` hides that link.
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
const profileUrl = unsetIfEmpty(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }));
const address = unsetIfEmpty(z.email());

/** The site's identity (README: configuration); unset ones are listed by missingSiteSettings. */
const SiteSchema = z.object({
  SITE_NAME: unsetIfEmpty(z.string().trim().max(60)),
  CONTACT_EMAIL: address,
  PRIVACY_EMAIL: address,
  SOCIAL_LINKEDIN_URL: profileUrl,
  SOCIAL_INSTAGRAM_URL: profileUrl,
  SOCIAL_UPWORK_URL: profileUrl,
  TEAM_CEO_LINKEDIN_URL: profileUrl,
  TEAM_COO_LINKEDIN_URL: profileUrl,
  TEAM_PM_LINKEDIN_URL: profileUrl,
  TEAM_HR_LINKEDIN_URL: profileUrl,
  // Where the agency employs people: the country of its job postings (schema.org JobPosting).
  SITE_COUNTRY: unsetIfEmpty(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code, e.g. UA'),
  ),
});

const EnvSchema = SiteSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // A database that is down or hung answers 503 within these bounds instead of holding requests.
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(5),
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(10),
  SITE_URL: z.url().optional(),
  CORS_ORIGINS: csv,
  BLOG_URL: z.url().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  OWNER_EMAIL: z.email().optional(),
  OWNER_PASSWORD: z.string().min(12, 'OWNER_PASSWORD must be at least 12 characters').optional(),
  OWNER_NAME: z.string().default('Owner'),
  SEED_SAMPLE_CONTENT: z.enum(['true', 'false']).default('true'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Agency website <no-reply@agency.local>'),
  // Replies staff send to leads from the product come from here (decision 056); unset: MAIL_FROM.
  REPLY_FROM: unsetIfEmpty(
    z
      .string()
      .trim()
      .max(320)
      .regex(
        /^(?:[^<>@\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
        'must be an address, e.g. "Agency team <team@example.com>" or team@example.com',
      ),
  ),
  // Bounds every SMTP step (connect, greeting, each command); a hung mail server costs this, not minutes.
  MAIL_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  // Webhook deliveries (decision 062): the bound on one attempt, and a PEM file of certificates
  // trusted besides the system's (a private CA; the tests' self-signed receiver).
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(10),
  WEBHOOK_EXTRA_CA_FILE: z.string().optional(),
  LEADS_EMAIL: csv,
  CAREERS_EMAIL: csv,
  REDIS_URL: z.string().optional(),
  // Multiplies every rate limit's budget: for load tests and the end-to-end suite, which signs in
  // many times from one address. 1 in production.
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  // Kept rendered pages and public API answers (decision 023); off makes every answer afresh.
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  API_CACHE: z.enum(['on', 'off']).default('on'),
  RESPONSE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  // How long a CDN or reverse proxy may keep a public answer (s-maxage); this server drops its own
  // copy at the moment a write changes it.
  CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // One info line per request (Fastify's access log). Off by default: the proxy in front logs access.
  LOG_REQUESTS: z.enum(['on', 'off']).default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  // Behind a keep-alive proxy: how long a stopping instance keeps serving (each answer closing its
  // connection) before it stops listening, so the proxy closes its idle connections first.
  DRAIN_GRACE_SECONDS: z.coerce.number().min(0).max(60).default(0),
  WEB_DIST: z.string().optional(),
  // `npm run dev` sets it: pages come from Vite's development server (web/src as it is, with hot
  // module replacement) instead of web/dist. Never for production.
  WEB_DEV: z.enum(['on', 'off']).default('off'),
  // Contact requests and applications (with their files and notification e-mails) are deleted this
  // many days after they arrive (decision 030); 0 keeps them until someone deletes them.
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
  // Audit entries older than this are deleted by the same daily job; 0 keeps them for ever.
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(730),
  // Pictures no article uses (in its text, as cover or social image) are deleted this many days
  // after the last use ended, or after upload when never used (decision 048); 0 keeps them.
  MEDIA_GRACE_DAYS: z.coerce.number().int().min(0).max(36_500).default(7),
  // Article and vacancy revisions older than this are deleted by a daily job (decision 045), except
  // the newest REVISION_KEEP_LATEST of each record, its live one and its pending draft; 0 keeps all.
  REVISION_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
  REVISION_KEEP_LATEST: z.coerce.number().int().min(1).max(10_000).default(50),
  // Where uploads are kept (decision 024): this machine's disk, or an S3-compatible bucket that
  // every instance shares.
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: unsetIfEmpty(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  S3_REGION: unsetIfEmpty(z.string().trim()),
  S3_BUCKET: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z, 0-9, dot, hyphen)'),
  ),
  S3_ACCESS_KEY_ID: unsetIfEmpty(z.string().trim()),
  S3_SECRET_ACCESS_KEY: unsetIfEmpty(z.string()),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  // The bot-check on the public forms and password recovery (decision 029): ALTCHA's proof of
  // work served by this app, off, or an external provider's widget.
  BOT_CHECK: z.enum(['altcha', 'off', 'turnstile', 'hcaptcha']).default('altcha'),
  BOT_CHECK_HMAC_KEY: unsetIfEmpty(z.string().min(32, 'BOT_CHECK_HMAC_KEY must be at least 32 characters')),
  BOT_CHECK_SITE_KEY: unsetIfEmpty(z.string().trim()),
  BOT_CHECK_SECRET_KEY: unsetIfEmpty(z.string().trim()),
  BOT_CHECK_VERIFY_URL: unsetIfEmpty(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9!_.*'()-]+\/)*$/, 'must be empty or folder names each ending in "/" (e.g. uploads/)')
    .default('uploads/'),
}).superRefine((env, ctx) => {
  if (env.BOT_CHECK === 'turnstile' || env.BOT_CHECK === 'hcaptcha') {
    for (const name of ['BOT_CHECK_SITE_KEY', 'BOT_CHECK_SECRET_KEY'] as const) {
      if (env[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: `required when BOT_CHECK=${env.BOT_CHECK}` });
    }
  }
  if (env.STORAGE !== 's3') return;
  // Fail at start-up, naming each setting, rather than at the first upload.
  const need = (name: 'S3_BUCKET' | 'S3_REGION') => {
    if (env[name] === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE=s3' });
  };
  need('S3_BUCKET');
  need('S3_REGION');
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message:
        'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither, for the AWS default credentials)',
    });
  }
});

export type RateLimitRule = { points: number; durationSeconds: number };

/** Where each external provider checks a token, unless BOT_CHECK_VERIFY_URL says otherwise. */
const SITEVERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

/** The bot-check (decision 029). */
export type BotCheckConfig = {
  mode: 'altcha' | 'off' | 'turnstile' | 'hcaptcha';
  /** Signs ALTCHA challenges; unset, one is generated once and kept in the database. */
  hmacKey: string | undefined;
  /** External providers: the public key the widget shows, the secret the server verifies with. */
  siteKey: string | undefined;
  secretKey: string | undefined;
  verifyUrl: string | undefined;
  /** ALTCHA: PBKDF2 iterations per attempt, and the range the secret counter is drawn from. */
  cost: number;
  counter: { min: number; max: number };
  /** How long a challenge (and so its solution) is good for; a spent one is remembered as long. */
  ttlSeconds: number;
  /** Longest wait for an external provider's verdict. */
  verifyTimeoutMs: number;
};

/** An S3-compatible bucket for uploads (STORAGE=s3). */
export type S3Storage = {
  driver: 's3';
  bucket: string;
  region: string;
  /** Unset for AWS itself; the URL of MinIO, R2, s3rver and the like. */
  endpoint: string | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Prepended to every object key, e.g. `uploads/`. */
  prefix: string;
  /** Unset: the AWS SDK's default chain (AWS_* variables, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  db: DbTarget;
  /** PostgreSQL pool and the time-outs that keep a down or hung database from holding requests. */
  database: { poolSize: number; connectTimeoutMs: number; queryTimeoutMs: number };
  siteUrl: string;
  /** The external blog the header links to; unset means the site's own /blog. */
  blogUrl: string | undefined;
  /** Brand, contact addresses and profile links the pages show. */
  site: SiteSettings;
  /** Site settings left unset (their defaults are neutral; production warns about them). */
  missingSiteSettings: string[];
  corsOrigins: string[];
  trustProxy: boolean;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  owner: { email: string | undefined; password: string | undefined; name: string };
  seedSampleContent: boolean;
  /** Webhook deliveries (decision 062). */
  webhooks: {
    timeoutMs: number;
    /** PEM certificates trusted besides the system's roots (WEBHOOK_EXTRA_CA_FILE's text). */
    extraCa: string | undefined;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** The From of replies to leads (REPLY_FROM, else MAIL_FROM). */
    replyFrom: string;
    leadsTo: string[];
    careersTo: string[];
    /** Bound on each SMTP step (connect, greeting, every command). */
    timeoutMs: number;
    /** Messages sent at once (pooled SMTP connections). */
    concurrency: number;
  };
  redisUrl: string | undefined;
  /** TTL of the public read cache; 0 turns it off. */
  publicCacheSeconds: number;
  /** The response cache: which doors keep answers, its size, and what CDNs are told. */
  cache: { pages: boolean; api: boolean; maxBytes: number; cdnMaxAgeSeconds: number };
  logRequests: boolean;
  logLevel: string;
  /** How long article and vacancy revisions are kept (decision 045); 0 days keeps them all. */
  revisions: { retentionDays: number; keepLatest: number };
  /** How long a SIGTERM may take to drain requests and stop the outbox before the process exits. */
  shutdownTimeoutMs: number;
  /** How long a stopping instance keeps listening (answers close their connections) before it stops. */
  drainGraceMs: number;
  webDist: string;
  /** Pages from Vite's development server (web/src, hot module replacement) instead of webDist. */
  webDev: boolean;
  /** Days before the daily job deletes leads (and their files and e-mails) and audit entries; 0 keeps them. */
  retention: { leadDays: number; auditDays: number };
  /** Days an unused picture is kept before the media cleanup deletes it; 0 keeps them (decision 048). */
  mediaGraceDays: number;
  /** Where uploads are kept: DATA_DIR/uploads, or an S3-compatible bucket shared by instances. */
  storage: { driver: 'local' } | S3Storage;
  botCheck: BotCheckConfig;
  /**
   * While an account is under attack, sign-ins to it from addresses that are failing (and have not
   * signed into it lately) wait `stepMs` per failure over the threshold, at most `maxMs`.
   */
  loginSlowdown: { stepMs: number; maxMs: number };
  rateLimits: {
    /** Failed sign-ins from one address, whatever the account: over it, that address gets 429. */
    loginFailuresPerIp: RateLimitRule;
    /** Failed sign-ins to one account from one address: over it, that pair gets 429. */
    loginFailuresPerAccountAndIp: RateLimitRule;
    /** Failed sign-ins to one account from anywhere: over it, the account is under attack (slowed, never refused). */
    loginFailuresPerAccount: RateLimitRule;
    recoveryPerIp: RateLimitRule;
    recoveryPerAccount: RateLimitRule;
    formPerIp: RateLimitRule;
    formPerEmail: RateLimitRule;
    uploadPerIp: RateLimitRule;
    /** Password-free passkey challenges one address may ask for: each is a database row until it expires. */
    passkeyChallengesPerIp: RateLimitRule;
    /** Bot-check challenges handed to one address: past it, each one costs that address more work. */
    botCheckPerIp: RateLimitRule;
    /** Comments and approvals through preview links (decision 049). */
    reviewPerIp: RateLimitRule;
    /** Requests one API key may make (decision 060): its own budget, whoever else is busy. */
    apiKeyRequests: RateLimitRule;
  };
};

function scaleLimits<T extends Record<string, RateLimitRule>>(rules: T, factor: number): T {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, { ...rule, points: rule.points * factor }]),
  ) as T;
}

/**
 * The database DATABASE_URL and DATA_DIR name, for the Prisma CLI's configuration and scripts that
 * need only that (the server reads it with everything else, in loadConfig).
 */
export function databaseTarget(source: NodeJS.ProcessEnv = process.env): DbTarget {
  return resolveDbTarget(source.DATABASE_URL || undefined, dataDirOf(source.DATA_DIR || undefined));
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.WEB_DEV === 'on' && env.NODE_ENV === 'production')
    throw new Error(
      'Invalid environment:\n  WEB_DEV: on is for development (npm run dev), not with NODE_ENV=production',
    );
  const dataDir = dataDirOf(env.DATA_DIR);
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const config: Config = {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    db: resolveDbTarget(env.DATABASE_URL, dataDir),
    database: {
      poolSize: env.DATABASE_POOL_SIZE,
      connectTimeoutMs: Math.round(env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000),
      queryTimeoutMs: Math.round(env.DATABASE_QUERY_TIMEOUT_SECONDS * 1000),
    },
    siteUrl,
    blogUrl: env.BLOG_URL,
    site: {
      name: env.SITE_NAME ?? DEFAULT_SITE_NAME,
      contactEmail: env.CONTACT_EMAIL ?? null,
      country: env.SITE_COUNTRY ?? null,
      privacyEmail: env.PRIVACY_EMAIL ?? env.CONTACT_EMAIL ?? null,
      leadRetentionDays: env.LEAD_RETENTION_DAYS,
      social: {
        linkedin: env.SOCIAL_LINKEDIN_URL ?? null,
        instagram: env.SOCIAL_INSTAGRAM_URL ?? null,
        upwork: env.SOCIAL_UPWORK_URL ?? null,
      },
      teamProfiles: {
        ceo: env.TEAM_CEO_LINKEDIN_URL ?? null,
        coo: env.TEAM_COO_LINKEDIN_URL ?? null,
        pm: env.TEAM_PM_LINKEDIN_URL ?? null,
        hr: env.TEAM_HR_LINKEDIN_URL ?? null,
      },
    },
    missingSiteSettings: Object.keys(SiteSchema.shape).filter(
      (name) =>
        env[name as keyof typeof env] === undefined &&
        // PRIVACY_EMAIL falls back to CONTACT_EMAIL.
        !(name === 'PRIVACY_EMAIL' && env.CONTACT_EMAIL),
    ),
    corsOrigins: env.CORS_ORIGINS.length ? env.CORS_ORIGINS : [new URL(siteUrl).origin],
    trustProxy: env.TRUST_PROXY === 'true',
    jwtSecret: env.JWT_SECRET,
    tokenTtlSeconds: Math.round(env.TOKEN_TTL_HOURS * 3600),
    owner: { email: env.OWNER_EMAIL?.toLowerCase(), password: env.OWNER_PASSWORD, name: env.OWNER_NAME },
    seedSampleContent: env.SEED_SAMPLE_CONTENT === 'true',
    webhooks: {
      timeoutMs: Math.round(env.WEBHOOK_TIMEOUT_SECONDS * 1000),
      extraCa: env.WEBHOOK_EXTRA_CA_FILE ? fs.readFileSync(env.WEBHOOK_EXTRA_CA_FILE, 'utf8') : undefined,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      replyFrom: env.REPLY_FROM ?? env.MAIL_FROM,
      leadsTo: env.LEADS_EMAIL.length ? env.LEADS_EMAIL : ['sales@agency.local'],
      careersTo: env.CAREERS_EMAIL.length ? env.CAREERS_EMAIL : ['hr@agency.local'],
      timeoutMs: Math.round(env.MAIL_TIMEOUT_SECONDS * 1000),
      concurrency: env.MAIL_CONCURRENCY,
    },
    redisUrl: env.REDIS_URL,
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
    cache: {
      pages: env.PAGE_CACHE === 'on',
      api: env.API_CACHE === 'on',
      maxBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
      cdnMaxAgeSeconds: env.CDN_MAX_AGE_SECONDS,
    },
    logRequests: env.LOG_REQUESTS === 'on',
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: Math.round(env.SHUTDOWN_TIMEOUT_SECONDS * 1000),
    drainGraceMs: Math.round(env.DRAIN_GRACE_SECONDS * 1000),
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist')),
    webDev: env.WEB_DEV === 'on',
    retention: { leadDays: env.LEAD_RETENTION_DAYS, auditDays: env.AUDIT_RETENTION_DAYS },
    mediaGraceDays: env.MEDIA_GRACE_DAYS,
    revisions: { retentionDays: env.REVISION_RETENTION_DAYS, keepLatest: env.REVISION_KEEP_LATEST },
    storage:
      env.STORAGE === 's3'
        ? {
            driver: 's3',
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION!,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            prefix: env.S3_PREFIX,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : { driver: 'local' },
    botCheck: {
      mode: env.BOT_CHECK,
      hmacKey: env.BOT_CHECK_HMAC_KEY,
      siteKey: env.BOT_CHECK_SITE_KEY,
      secretKey: env.BOT_CHECK_SECRET_KEY,
      verifyUrl:
        env.BOT_CHECK_VERIFY_URL ??
        (env.BOT_CHECK === 'turnstile' || env.BOT_CHECK === 'hcaptcha'
          ? SITEVERIFY_URLS[env.BOT_CHECK]
          : undefined),
      // What solving this costs a browser is measured in decision 029; a sender over its budget
      // gets challenges that cost more (services/bot-check.ts).
      cost: 1000,
      counter: { min: 1000, max: 2000 },
      ttlSeconds: 15 * 60,
      verifyTimeoutMs: 5000,
    },
    loginSlowdown: { stepMs: 1000, maxMs: 10_000 },
    rateLimits: scaleLimits(
      {
        loginFailuresPerIp: { points: 30, durationSeconds: 15 * 60 },
        loginFailuresPerAccountAndIp: { points: 10, durationSeconds: 15 * 60 },
        loginFailuresPerAccount: { points: 10, durationSeconds: 15 * 60 },
        recoveryPerIp: { points: 10, durationSeconds: 60 * 60 },
        recoveryPerAccount: { points: 3, durationSeconds: 60 * 60 },
        formPerIp: { points: 20, durationSeconds: 10 * 60 },
        formPerEmail: { points: 5, durationSeconds: 10 * 60 },
        uploadPerIp: { points: 30, durationSeconds: 10 * 60 },
        passkeyChallengesPerIp: { points: 60, durationSeconds: 10 * 60 },
        botCheckPerIp: { points: 20, durationSeconds: 10 * 60 },
        reviewPerIp: { points: 20, durationSeconds: 10 * 60 },
        apiKeyRequests: { points: env.API_KEY_REQUESTS_PER_MINUTE, durationSeconds: 60 },
      },
      env.RATE_LIMIT_FACTOR,
    ),
  };
  return { ...config, ...overrides };
}
