// `npm run bench:api`: requests per second for the public article list over GraphQL and over REST,
// next to a bare Node HTTP server answering the same JSON body, all on this machine, in one run.
// The load is a keep-alive client loop in this process: every target pays the same client cost,
// so the ratios are fair even though absolute numbers are lower than with a separate load tool.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { startTestApp } from '../test/harness.ts';

const DURATION_MS = Number(process.env.BENCH_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

type Target = {
  name: string;
  port: number;
  path: string;
  method: string;
  body?: string;
  headers: Record<string, string>;
};

async function measure(
  t: Target,
  durationMs = DURATION_MS,
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + durationMs;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request(
        { host: '127.0.0.1', port: t.port, path: t.path, method: t.method, agent, headers: t.headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(t.body);
    });
  const worker = async () => {
    while (performance.now() < end) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { rps: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), errors };
}

const app = await startTestApp();
const apiPort = Number(new URL(app.baseUrl).port);
const list = await app.rest('GET', '/api/article/all');
const body = JSON.stringify(list.body);
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const barePort = (bare.address() as { port: number }).port;

const query = JSON.stringify({
  query: '{ articles(first: 200) { total items { id title slug description category coverUrl createdAt } } }',
});
const targets: Target[] = [
  { name: 'bare node http (same JSON)', port: barePort, path: '/', method: 'GET', headers: {} },
  { name: 'REST GET /api/article/all', port: apiPort, path: '/api/article/all', method: 'GET', headers: {} },
  {
    name: 'GraphQL articles',
    port: apiPort,
    path: '/graphql',
    method: 'POST',
    body: query,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(query)) },
  },
];

// A short warm-up so the JIT and the SQLite page cache are hot for every target alike.
for (const t of targets) await measure(t, 1000);
const rows: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
for (const t of targets) rows.push({ name: t.name, ...(await measure(t)) });

const base = rows[0]!.rps;
console.log(
  `\nPublic article list, ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000}s each, database: ${app.config.db.provider}`,
);
console.log(
  'target'.padEnd(30),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'vs bare'.padStart(8),
  'errors'.padStart(7),
);
for (const r of rows) {
  console.log(
    r.name.padEnd(30),
    r.rps.toFixed(0).padStart(9),
    r.p50.toFixed(2).padStart(8),
    r.p99.toFixed(2).padStart(8),
    `${((r.rps / base) * 100).toFixed(1)}%`.padStart(8),
    String(r.errors).padStart(7),
  );
}
bare.close();
await app.stop();
