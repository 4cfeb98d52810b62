import fs from 'node:fs';
import path from 'node:path';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type { DbTarget } from './db-url.ts';
import { reportCatalogNamesAsText } from './pg-catalog-names.ts';

/** Pool size and time-outs of the runtime client; migrations run without time-outs. */
export type DbLimits = { poolSize: number; connectTimeoutMs: number; queryTimeoutMs: number };

/**
 * Driver adapter factory for the runtime client and for migrations (prisma.config.ts).
 * SQLite runs in WAL mode with synchronous=FULL so a committed lead survives a power cut,
 * and waits on a busy lock (up to the query time-out) instead of failing at once.
 *
 * PostgreSQL: a connection that cannot be made within connectTimeoutMs fails; the server cancels a
 * statement after queryTimeoutMs (statement_timeout: lock waits too), and the client gives up one
 * second later even if the server never answers (query_timeout: a frozen server or network).
 */
export function createAdapter(target: DbTarget, opts: { forMigrations?: boolean; limits?: DbLimits } = {}) {
  const limits = opts.limits;
  if (target.provider === 'sqlite') {
    fs.mkdirSync(path.dirname(target.file), { recursive: true });
    return new PrismaBetterSQLite3({ url: `file:${target.file}`, timeout: limits?.queryTimeoutMs ?? 5000 });
  }
  // The Prisma CLI's schema engine reads PostgreSQL's catalog through pg: see patches/README.md.
  if (opts.forMigrations) reportCatalogNamesAsText();
  return new PrismaPg({
    connectionString: target.url,
    // Migrations (no limits given) use the driver's default pool; the server's is DATABASE_POOL_SIZE.
    max: limits?.poolSize ?? 10,
    ...(limits
      ? {
          connectionTimeoutMillis: limits.connectTimeoutMs,
          statement_timeout: limits.queryTimeoutMs,
          query_timeout: limits.queryTimeoutMs + 1000,
          keepAlive: true,
        }
      : {}),
  });
}

/** Pragmas applied once per SQLite connection at start-up. */
export const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = FULL',
  'PRAGMA foreign_keys = ON',
];
