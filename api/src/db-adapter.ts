import fs from 'node:fs';
import path from 'node:path';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { createRequire } from 'node:module';
import type { DbTarget } from './db-url.ts';

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
  if (opts.forMigrations) reportNameColumnsAsText();
  return new PrismaPg({
    connectionString: target.url,
    max: limits?.poolSize ?? Number(process.env.DATABASE_POOL_SIZE ?? 10),
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

// "char" (18) and name (19) read as text (25); their arrays (1002, 1003) as text[] (1009).
const AS_TEXT: Record<number, number> = { 18: 25, 19: 25, 1002: 1009, 1003: 1009 };
let patched = false;
/**
 * prisma/orm#27403: the JS schema engine cannot read PostgreSQL's catalog types `name` and `"char"` through
 * adapter-pg, so migrations fail. Report them as text. Only the migration
 * process (prisma.config.ts) calls this; the shadow database pool the adapter creates itself is
 * covered too because the patch sits on pg's shared Result class.
 */
function reportNameColumnsAsText() {
  if (patched) return;
  patched = true;
  const require = createRequire(import.meta.url);
  const Result = require('pg/lib/result.js') as {
    prototype: { addFields(fields: { dataTypeID: number }[]): void };
  };
  const original = Result.prototype.addFields;
  Result.prototype.addFields = function (fields) {
    for (const f of fields) f.dataTypeID = AS_TEXT[f.dataTypeID] ?? f.dataTypeID;
    return original.call(this, fields);
  };
}
