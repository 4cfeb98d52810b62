import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Changes } from '../src/caching/changes.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  builtWebDist,
  GENEROUS_RATE_LIMITS,
  provider,
  SAMPLE_FILES,
  startTestApp,
  type TestApp,
} from './harness.ts';
import { startTcpProxy, type TcpProxy } from './faults.ts';

/**
 * A database that is down or hung answers 503 with Retry-After on both doors, within the
 * configured time-outs, and never stores half a submission. On PostgreSQL the app reaches the
 * real server through a TCP proxy the test cuts ("down": connections reset, port closed) or
 * freezes (connections open, nothing forwarded), and a real lock (LOCK TABLE from another
 * session) blocks writes. On SQLite another connection holds the write lock.
 */
const TIMEOUTS = { poolSize: 4, connectTimeoutMs: 1000, queryTimeoutMs: 1000 };
/** Time-outs plus a margin for this busy 2-core machine. */
const ANSWER_WITHIN_MS = 4500;

let app: TestApp;
let proxy: TcpProxy | undefined;

beforeAll(async () => {
  if (provider === 'postgres') {
    const target = new URL(process.env.TEST_POSTGRES_URL!);
    proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
  }
  app = await startTestApp(
    // No public cache: every read below must reach the database. Pages are rendered for real.
    { database: TIMEOUTS, publicCacheSeconds: 0, rateLimits: GENEROUS_RATE_LIMITS, webDist: builtWebDist() },
    {
      databaseUrl: (url) => {
        if (!proxy) return url;
        const through = new URL(url);
        through.hostname = '127.0.0.1';
        through.port = String(proxy.port);
        return through.toString();
      },
    },
  );
});
// A failed case must not leave the database cut off for the next one.
afterEach(async () => proxy?.restore());
afterAll(async () => {
  await proxy?.restore();
  await app?.stop();
  await proxy?.close();
});

let n = 0;
const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada-${++n}-${Date.now()}@example.com`,
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'Are you there?',
  ...over,
});

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = Date.now();
  const result = await run();
  return { ms: Date.now() - start, result };
}

const ARTICLES = '{ articles { total } }';

/** Each door answers 503 with Retry-After, quickly, and names the failure UNAVAILABLE. */
async function expectUnavailableEverywhere() {
  // Kept answers would still be served (see 'frozen'): these checks are about fresh ones.
  app.changes.receive([Changes.EVERYTHING]);
  const rest = await timed(() => app.rest('GET', '/api/article/all'));
  expect(rest.result.status).toBe(503);
  expect(rest.result.headers.get('retry-after')).toBe('5');
  expect(rest.result.body).toMatchObject({ code: 'UNAVAILABLE' });
  expect(rest.ms).toBeLessThan(ANSWER_WITHIN_MS);

  const gql = await timed(() => app.rest('POST', '/graphql', { query: ARTICLES }));
  expect(gql.result.status).toBe(503);
  expect(gql.result.headers.get('retry-after')).toBe('5');
  expect(gql.result.body.errors[0].extensions).toMatchObject({ code: 'UNAVAILABLE', retryAfterSeconds: 5 });
  expect(gql.ms).toBeLessThan(ANSWER_WITHIN_MS);

  const form = await timed(() => app.rest('POST', '/api/send-form', contact()));
  expect(form.result.status).toBe(503);
  expect(form.result.headers.get('retry-after')).toBe('5');
  expect(form.ms).toBeLessThan(ANSWER_WITHIN_MS);

  // A page whose loader reads the database says so the same way, with the site's error page.
  const page = await timed(() => fetch(`${app.baseUrl}/careers`));
  expect(page.result.status).toBe(503);
  expect(page.result.headers.get('retry-after')).toBe('5');
  expect(await page.result.text()).toContain('Please try again in a moment.');
  expect(page.ms).toBeLessThan(ANSWER_WITHIN_MS);

  const ready = await timed(() => app.rest('GET', '/readyz'));
  expect(ready.result.status).toBe(503);
  expect(ready.result.body).toEqual({ status: 'unavailable' });
  expect(ready.ms).toBeLessThan(2000);
}

async function expectAvailable() {
  expect((await app.rest('GET', '/api/article/all')).status).toBe(200);
  expect((await app.rest('GET', '/readyz')).status).toBe(200);
}

describe.runIf(provider === 'postgres')('PostgreSQL down or frozen', () => {
  it('down: every door answers 503 with Retry-After, and all is well once it is back', async () => {
    const acknowledged = await app.rest('POST', '/api/send-form', contact());
    expect(acknowledged.status).toBe(201);

    await proxy!.down();
    await expectUnavailableEverywhere();
    await proxy!.restore();
    await expectAvailable();

    // The lead acknowledged before the outage is there, with its notification.
    const lead = await app.db.contactRequest.findUnique({ where: { id: acknowledged.body._id } });
    expect(lead).not.toBeNull();
    expect(await app.db.outboxMessage.count({ where: { text: { contains: acknowledged.body._id } } })).toBe(
      1,
    );
  });

  it('frozen: requests and /readyz answer 503 within the time-outs instead of hanging', async () => {
    expect((await app.rest('GET', '/api/article/all')).status).toBe(200);
    proxy!.freeze();
    // What was kept before the outage is still served: visitors keep seeing the site meanwhile.
    expect((await app.rest('GET', '/api/article/all')).status).toBe(200);
    await expectUnavailableEverywhere();
    await proxy!.restore();
    // Connections that were frozen were given up by the pool; new ones work.
    await expectAvailable();
  });
});

describe(`a write blocked by a lock (${provider})`, () => {
  it('answers 503 after the query time-out and stores nothing of the submission', async () => {
    const upload = await app.rest('POST', '/api/upload-file', formWith(SAMPLE_FILES.pdf(), 'brief.pdf'));
    expect(upload.status).toBe(200);
    const uploadId = upload.body.url.split('/').pop();
    const acknowledged = await app.rest('POST', '/api/send-form', contact());
    expect(acknowledged.status).toBe(201);
    const outboxBefore = await app.db.outboxMessage.count();

    const lock = await holdWriteLock();
    try {
      const blocked = contact({ attachmentUrl: upload.body.url, attachmentName: 'brief.pdf' });
      const rest = await timed(() => app.rest('POST', '/api/send-form', blocked));
      expect(rest.result.status).toBe(503);
      expect(rest.result.headers.get('retry-after')).toBe('5');
      expect(rest.ms).toBeLessThan(ANSWER_WITHIN_MS);
      const gql = await timed(() =>
        app.rest('POST', '/graphql', {
          query: 'mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }',
          variables: { input: { ...blocked, email: `g-${blocked.email}` } },
        }),
      );
      expect(gql.result.status).toBe(503);
      expect(gql.result.headers.get('retry-after')).toBe('5');
      expect(gql.result.body.errors[0].extensions.code).toBe('UNAVAILABLE');
      expect(gql.ms).toBeLessThan(ANSWER_WITHIN_MS);
      await lock.release();

      // Nothing half-way: no lead, no notification, the upload still unclaimed and claimable.
      expect(await app.db.contactRequest.count({ where: { email: { endsWith: blocked.email } } })).toBe(0);
      expect(await app.db.outboxMessage.count()).toBe(outboxBefore);
      expect((await app.db.upload.findUniqueOrThrow({ where: { id: uploadId } })).claimedAt).toBeNull();
      const retried = await app.rest('POST', '/api/send-form', blocked);
      expect(retried.status).toBe(201);
      expect(await app.db.contactRequest.findUnique({ where: { id: acknowledged.body._id } })).not.toBeNull();
    } finally {
      await lock.release();
    }
  });
});

function formWith(bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** Another session takes the lead table's write lock and keeps it until released. */
async function holdWriteLock(): Promise<{ release: () => Promise<void> }> {
  let released = false;
  if (provider === 'postgres') {
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    await client.query('BEGIN');
    await client.query('LOCK TABLE "ContactRequest" IN ACCESS EXCLUSIVE MODE');
    return {
      release: async () => {
        if (released) return;
        released = true;
        await client.query('ROLLBACK');
        await client.end();
      },
    };
  }
  const db = new Database(path.join(app.dataDir, 'agency.db'));
  db.exec('BEGIN EXCLUSIVE');
  return {
    release: async () => {
      if (released) return;
      released = true;
      db.exec('ROLLBACK');
      db.close();
    },
  };
}
