import Database from 'better-sqlite3';
import pg from 'pg';
import type { Prisma } from './db.ts';
import type { DbLimits } from './db-adapter.ts';
import type { DbTarget } from './db-url.ts';

/**
 * Reads many rows through the database driver itself, for the streamed exports (decision 037).
 * Prisma's raw queries cost about ten times the rows' size in short-lived objects, which V8 keeps
 * until its next full collection: exporting 100,000 leads through them grew the server by over
 * 100 MB, the driver alone by under 10. Queries are the Prisma.Sql the services build; dates go in
 * and come out as Prisma stores them (UTC).
 */
export interface RowReader {
  all(query: Prisma.Sql): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** SQLite: a second, read-only connection to the same file (WAL lets it read beside the writer). */
class SqliteReader implements RowReader {
  #db: Database.Database | undefined;

  constructor(
    private readonly file: string,
    private readonly timeoutMs: number,
  ) {}

  async all(query: Prisma.Sql): Promise<Record<string, unknown>[]> {
    this.#db ??= new Database(this.file, { readonly: true, fileMustExist: true, timeout: this.timeoutMs });
    const statement = this.#db.prepare(query.sql);
    const dates = statement
      .columns()
      .filter((c) => c.type?.toUpperCase() === 'DATETIME')
      .map((c) => c.name);
    // Prisma's SQLite adapter stores a moment as ISO 8601 text with "+00:00".
    const values = query.values.map((v) =>
      v instanceof Date ? v.toISOString().replace('Z', '+00:00') : typeof v === 'boolean' ? Number(v) : v,
    );
    const rows = statement.all(...values) as Record<string, unknown>[];
    for (const row of rows)
      for (const column of dates) if (typeof row[column] === 'string') row[column] = new Date(row[column]);
    return rows;
  }

  async close(): Promise<void> {
    this.#db?.close();
    this.#db = undefined;
  }
}

// `timestamp(3)` (without time zone) holds UTC, as Prisma writes it; node-pg would read it as local time.
const TIMESTAMP = 1114;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP
      ? (value: string) => new Date(`${value.replace(' ', 'T')}Z`)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** PostgreSQL: a small pool of its own (two connections, closed when idle). */
class PostgresReader implements RowReader {
  #pool: pg.Pool | undefined;

  constructor(
    private readonly url: string,
    private readonly limits: DbLimits | undefined,
  ) {}

  async all(query: Prisma.Sql): Promise<Record<string, unknown>[]> {
    this.#pool ??= new pg.Pool({
      connectionString: this.url,
      max: 2,
      idleTimeoutMillis: 10_000,
      types,
      ...(this.limits
        ? {
            connectionTimeoutMillis: this.limits.connectTimeoutMs,
            statement_timeout: this.limits.queryTimeoutMs,
            query_timeout: this.limits.queryTimeoutMs + 1000,
          }
        : {}),
    });
    // An idle connection the server dropped (a restart) must not crash the process: the next
    // query fails on its own and is answered 503 like any database outage.
    if (this.#pool.listenerCount('error') === 0) this.#pool.on('error', () => {});
    // A moment is compared with timestamp(3) columns: its UTC wall time, as Prisma sends it.
    const values = query.values.map((v) => (v instanceof Date ? v.toISOString() : v));
    return (await this.#pool.query(query.text, values)).rows as Record<string, unknown>[];
  }

  async close(): Promise<void> {
    await this.#pool?.end();
    this.#pool = undefined;
  }
}

export function createRowReader(target: DbTarget, limits?: DbLimits): RowReader {
  return target.provider === 'sqlite'
    ? new SqliteReader(target.file, limits?.queryTimeoutMs ?? 5000)
    : new PostgresReader(target.url, limits);
}
