import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHECK_PROBLEMS } from '../src/security/bot-check.ts';
import { quickAltcha, solved } from './bot-check-support.ts';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

/**
 * Where spent solutions are remembered, seen from two instances on one database: the database
 * (no Redis) or Redis. A solution accepted by one instance is refused by the other.
 *
 * Redis: REDIS_URL when set (e.g. redis://127.0.0.1:6379), on logical database 13 so nothing else's
 * keys are touched; otherwise a redis-server of its own on a free port.
 */
const REDIS_DB = 13;

const contact = (n: number) => ({
  name: 'Ada Lovelace',
  email: `stores-${n}-${Date.now()}@example.com`,
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'Hello',
});
let sent = 0;
const send = (app: TestApp, botCheck: string) =>
  app.rest('POST', '/api/send-form', { ...contact(++sent), botCheck });

async function twoInstances(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const overrides = { botCheck: quickAltcha(), rateLimits: GENEROUS_RATE_LIMITS };
  const a = await startTestApp(overrides, { env: { BOT_CHECK: 'altcha', ...env } });
  const b = await startTestApp(overrides, { env: { BOT_CHECK: 'altcha', ...env }, sameDatabaseAs: a });
  return [a, b];
}

/** The check both stores must pass: one instance's challenge works on the other, once. */
async function spentAcrossInstances(a: TestApp, b: TestApp) {
  const first = await solved(a);
  expect((await send(a, first.payload)).status).toBe(201);
  const again = await send(b, first.payload);
  expect(again.status).toBe(400);
  expect(again.body.fields).toEqual({ botCheck: BOT_CHECK_PROBLEMS.spent });
  // B signs with the same key (kept in the shared database), so A accepts B's challenges.
  const second = await solved(b);
  expect((await send(a, second.payload)).status).toBe(201);
  expect((await send(b, second.payload)).status).toBe(400);
  return [first, second].map((s) => JSON.parse(Buffer.from(s.payload, 'base64').toString()).challenge);
}

describe('without Redis: a table of spent solutions', () => {
  let apps: TestApp[] = [];
  beforeAll(async () => {
    apps = await twoInstances({});
  });
  afterAll(async () => {
    // The second instance first: the first owns the database.
    for (const app of [...apps].reverse()) await app.stop();
  });

  it('a solution accepted by one instance is refused by the other; each row expires with its challenge', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const challenges = await spentAcrossInstances(a, b);
    const rows = await a.db.botCheckSpent.findMany({ orderBy: { expiresAt: 'asc' } });
    expect(rows.map((r) => r.id).sort()).toEqual(
      challenges.map((c) => `altcha:${c.parameters.nonce}`).sort(),
    );
    for (const row of rows) {
      const challenge = challenges.find((c) => row.id.endsWith(c.parameters.nonce))!;
      // Kept a minute past the challenge's expiry (instances' clocks differ a little), then useless.
      expect(row.expiresAt.getTime()).toBe(challenge.parameters.expiresAt * 1000 + 60_000);
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function privateRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, child };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error('redis-server did not start');
}

describe('with Redis: one key per spent solution', () => {
  let apps: TestApp[] = [];
  let own: ChildProcess | undefined;
  let url = '';
  let redis: Redis;
  const made: string[] = [];
  beforeAll(async () => {
    let base = process.env.REDIS_URL;
    if (!base) ({ url: base, child: own } = await privateRedis());
    const u = new URL(base);
    u.pathname = `/${REDIS_DB}`;
    url = u.toString();
    redis = new Redis(url);
    apps = await twoInstances({ REDIS_URL: url });
  });
  afterAll(async () => {
    for (const app of [...apps].reverse()) await app.stop();
    if (made.length) await redis.del(...made);
    redis.disconnect();
    own?.kill();
  });

  it('a solution accepted by one instance is refused by the other; the key expires with its challenge', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const challenges = await spentAcrossInstances(a, b);
    for (const challenge of challenges) {
      const key = `botcheck:spent:altcha:${challenge.parameters.nonce}`;
      made.push(key);
      expect(await redis.get(key)).toBe('1');
      const ttl = await redis.pttl(key);
      const expected = challenge.parameters.expiresAt * 1000 + 60_000 - Date.now();
      expect(Math.abs(ttl - expected)).toBeLessThan(5000);
    }
    // Nothing went to the database.
    expect(await a.db.botCheckSpent.count()).toBe(0);
  });
});
