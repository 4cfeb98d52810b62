import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provider, startTestApp, type TestApp } from './harness.ts';

// Two instances on one database: a write on one shows in the other's kept answers within a second,
// carried by Redis pub/sub (REDIS_URL set) or PostgreSQL LISTEN/NOTIFY (PostgreSQL alone). The
// Redis server is a real one, started here from Debian's redis-server on a free port.

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, process: child };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error('redis-server did not start');
}

const titles = async (app: TestApp) =>
  ((await app.rest('GET', '/api/article/all')).body.data as { title: string }[]).map((a) => a.title);
const vacancyNames = async (app: TestApp) =>
  ((await app.rest('GET', '/api/vacancy')).body as { name: string }[]).map((v) => v.name);

/** Milliseconds until `check` holds, polling; fails past `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - started;
}

function twoInstances(name: string, env: () => Record<string, string>, bus: 'redis' | 'postgres') {
  describe(name, () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await startTestApp({}, { env: env() });
      b = await startTestApp({}, { env: env(), sameDatabaseAs: a });
    });
    afterAll(async () => {
      await b?.stop();
      await a?.stop();
    });

    it(`a write on one instance reaches the other's kept answers within a second (${bus})`, async () => {
      const editor = (await a.staff(['COPYWRITER'])).token;
      // B keeps its answer first: without the bus it would serve this for minutes.
      const title = `Across instances ${Math.random().toString(36).slice(2, 8)}`;
      expect(await titles(b)).not.toContain(title);
      expect((await b.rest('GET', '/api/article/all')).headers.get('etag')).toBeTruthy();

      const created = await a.gql<{ createArticle: { id: string } }>(
        'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id } }',
        { input: { title, description: 'Bus', content: '<p>Bus</p>', category: 'DESIGN', visibility: true } },
        editor,
      );
      expect(created.errors).toBeUndefined();
      const delay = await within(1000, async () => (await titles(b)).includes(title));
      expect(delay).toBeLessThan(1000);

      // And the other way: hiding a vacancy through B empties A's kept list of it.
      const hr = (await b.staff(['HR'])).token;
      const vacancy = await b.gql<{ createVacancy: { id: string; name: string } }>(
        'mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { id name } }',
        {
          input: {
            name: `Bus ${title}`,
            languageLvl: 'B2',
            city: 'Remote',
            country: 'UA',
            experience: '1 year',
            content: '<p>Job</p>',
            visibility: true,
          },
        },
        hr,
      );
      expect(vacancy.errors).toBeUndefined();
      await within(1000, async () => (await vacancyNames(a)).includes(`Bus ${title}`));
      await b.gql(
        'mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: false) { id } }',
        { id: vacancy.data!.createVacancy.id },
        hr,
      );
      await within(1000, async () => !(await vacancyNames(a)).includes(`Bus ${title}`));
    });
  });
}

let redis: { url: string; process: ChildProcess } | undefined;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => {
  redis?.process.kill();
});

twoInstances('with Redis', () => ({ REDIS_URL: redis!.url }), 'redis');
if (provider === 'postgres') twoInstances('with PostgreSQL alone', () => ({}), 'postgres');
