import { PrismaClient as SqliteClient } from './generated/prisma-sqlite/client.ts';
import { PrismaClient as PostgresClient } from './generated/prisma-postgres/client.ts';
import { createAdapter, SQLITE_PRAGMAS, type DbLimits } from './db-adapter.ts';
import type { DbTarget } from './db-url.ts';

/**
 * The database client. Both providers are generated from the same model, so the SQLite client's
 * type describes either; services are written once against it.
 */
export type Db = SqliteClient;
// Everything else of the generated clients is reached through here (a lint rule holds the rest of
// the code to it): the query helpers and the row types, the same on both providers.
export { Prisma } from './generated/prisma-sqlite/client.ts';
export type {
  ApiKey,
  Article,
  AuditEntry,
  ContentSchedule,
  ContactRequest,
  LeadNote,
  Invitation,
  JobApplication,
  LeadStage,
  CandidateRating,
  LeadReply,
  OutboxMessage,
  PrivacyRequest,
  ReplyTemplate,
  PersonMerge,
  PreviewLink,
  ReviewEvent,
  SavedInboxFilter,
  User,
  Vacancy,
  WebhookDelivery,
  WebhookEndpoint,
} from './generated/prisma-sqlite/client.ts';

export async function createDb(target: DbTarget, limits?: DbLimits): Promise<Db> {
  // An interactive transaction may wait for a connection as long as a connection may take, and
  // run as long as one statement may.
  const transactionOptions = limits
    ? { maxWait: limits.connectTimeoutMs, timeout: limits.queryTimeoutMs }
    : undefined;
  if (target.provider === 'postgres') {
    const client = new PostgresClient({ adapter: createAdapter(target, { limits }), transactionOptions });
    await client.$connect();
    return client as unknown as Db;
  }
  const client = new SqliteClient({ adapter: createAdapter(target, { limits }), transactionOptions });
  for (const pragma of SQLITE_PRAGMAS) await client.$queryRawUnsafe(pragma);
  return client;
}
