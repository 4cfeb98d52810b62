import type { Logger } from 'pino';
import type { Changes } from '../caching/changes.ts';
import type { Permission, Role } from '@agency/schema/roles';
import type { Db } from '../db.ts';
import type { RowReader } from '../db-reader.ts';
import type { Config } from '../env.ts';
import type { BotCheck } from '../security/bot-check.ts';
import type { RateLimits } from '../security/rate-limit.ts';
import type { Tokens } from '../security/tokens.ts';
import type { FileStore } from '../storage/files.ts';
import type { PublicCache } from './public-cache.ts';

/** What every service may use. Built once per app in app.ts. */
export type Deps = {
  db: Db;
  /** Reads many rows through the driver: the streamed exports (decision 037). */
  reader: RowReader;
  config: Config;
  log: Logger;
  tokens: Tokens;
  limits: RateLimits;
  /** Verifies the bot-check solution a public form or recovery request carries (decision 029). */
  botCheck: BotCheck;
  files: FileStore;
  publicCache: PublicCache;
  /** Where writes announce what they changed, so every cache of public answers drops it at once. */
  changes: Changes;
  /** Wakes the outbox worker after a message was committed. */
  kickOutbox: () => void;
};

/** The signed-in staff member, as services see them, and the session their token belongs to. */
export type Viewer = {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  sessionId: string;
  /**
   * Set when a program called with an API key (decision 060): the viewer is then the key's creator
   * with no roles, and only these permissions count (services/access.ts `viewerCan`).
   */
  apiKey?: { id: string; name: string; permissions: readonly Permission[] };
};

/** Who is asking: the viewer (or null for a visitor) and from where, for rate limits, logs and sessions. */
/**
 * Who made a request, from where. submissionKey is the request's Idempotency-Key header, raw: a
 * client that may send a form again (a retry after a lost answer, a proxy trying another instance)
 * names the submission, and the leads service stores it once (services/leads.ts).
 */
export type Actor = { viewer: Viewer | null; ip: string; userAgent?: string; submissionKey?: string };
