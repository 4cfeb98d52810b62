import { PrismaClient as SqliteClient } from './generated/prisma-sqlite/client.ts';
import { PrismaClient as PostgresClient } from './generated/prisma-postgres/client.ts';
import { createAdapter, SQLITE_PRAGMAS } from './db-adapter.ts';
import type { DbTarget } from './db-url.ts';

/**
 * The database client. Both providers are generated from the same model, so the SQLite client's
 * type describes either; services are written once against it.
 */
export type Db = SqliteClient;
export type { Prisma } from './generated/prisma-sqlite/client.ts';

export async function createDb(target: DbTarget): Promise<Db> {
  if (target.provider === 'postgres') {
    const client = new PostgresClient({ adapter: createAdapter(target) });
    await client.$connect();
    return client as unknown as Db;
  }
  const client = new SqliteClient({ adapter: createAdapter(target) });
  for (const pragma of SQLITE_PRAGMAS) await client.$queryRawUnsafe(pragma);
  return client;
}
