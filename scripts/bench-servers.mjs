// The processes `npm run bench` (scripts/bench.mjs) measures: the product, started as `npm start`
// starts it but on a free port with a throw-away data directory, and the bare node:http yardstick
// (scripts/bench-bare-server.mjs). Plus what the bench reads of them: memory and CPU from /proc.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, LIVE_SITE_SETTINGS, migrate, root, run } from './lib.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const dataDirs = new Set();
const children = new Set();

// Whatever ends the run, no server stays up and no data directory stays behind.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

// BENCH_PORT: the first of the ports to take in turn (a shared machine gives each run its range);
// without it, any free port.
let nextPort = Number(process.env.BENCH_PORT) || 0;
async function freePort() {
  const server = net.createServer().listen(nextPort ? nextPort++ : 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
export function memory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
    return { rss: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/** CPU time of a process and all its threads so far, in clock ticks (utime + stime). */
function cpuTicks(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until a process is idle (under 10% of a core over a quarter second) and returns the seconds
 * that took. When the load generator stops, a slow server still has up to one request per connection
 * to finish (and the outbox its mail): measuring the next target meanwhile would share the CPU.
 */
export async function settle(pid, limitMs = 60_000) {
  const started = Date.now();
  try {
    for (let before = cpuTicks(pid); Date.now() - started < limitMs;) {
      await sleep(250);
      const now = cpuTicks(pid);
      if (now - before <= 2) break;
      before = now;
    }
  } catch {
    // No /proc (not Linux) or the process is gone: nothing to wait for.
  }
  return (Date.now() - started) / 1000;
}

/**
 * Starts the product with its own database; `env` adds to (or overrides) the bench's settings.
 * `seed: 'scale'` fills the database with years of data first (api/scripts/seed-scale.ts: 100,000
 * contact requests, 50,000 applications, 3,000 articles, 300 vacancies, 200,000 audit entries);
 * `seedArgs` are passed to it (`--scale 0.01 --articles 5000`).
 */
export async function startProduct(name, extraEnv, opts = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-bench-${name}-`));
  dataDirs.add(dataDir);
  // Only what the product needs from this shell: a REDIS_URL, SMTP_URL or DATABASE_URL set here
  // must not point the bench at shared services.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'agency.db')}`,
    WEB_DIST: path.join(root, 'web', 'dist'),
    // Chosen, so the first start prints no generated password.
    OWNER_PASSWORD: 'bench-owner-password-1',
    // The form row posts thousands of times from one address and one e-mail; 429s would measure
    // the rate limiter, not the form.
    RATE_LIMIT_FACTOR: '10000',
    // The form row measures storing a lead; a browser solves its bot-check once per visitor, which
    // a load test cannot do thousands of times a second (decision 029).
    BOT_CHECK: 'off',
    LOG_LEVEL: 'warn',
    ...LIVE_SITE_SETTINGS,
    ...extraEnv,
  };
  migrate(env);
  if (opts.seed === 'scale')
    run(bin('api', 'tsx'), ['scripts/seed-scale.ts', ...(opts.seedArgs ?? [])], {
      cwd: path.join(root, 'api'),
      env,
    });
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  // serve() imports the server into the process it runs in, so this child's pid is the server's
  // own (no tsx or npm wrapper in between), which is the process whose memory is read.
  const lib = pathToFileURL(path.join(root, 'scripts', 'lib.mjs')).href;
  // BENCH_CPU_PROF=<dir> writes each server's CPU profile there when it stops (open the
  // .cpuprofile in Chrome DevTools' Performance panel or speedscope for a flame graph).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--input-type=module', '-e', `await (await import(${JSON.stringify(lib)})).serve();`],
    { cwd: root, env, stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  children.add(child);
  const exited = once(child, 'exit');
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(250)) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, exited, base, dataDir, logFile };
  }
  child.kill('SIGKILL');
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`The product server (${name}) did not start:\n${tail}`);
}

/** Stops a product server and returns the warnings and errors it logged. */
export async function stopProduct(product) {
  product.child.kill('SIGTERM');
  const timer = setTimeout(() => product.child.kill('SIGKILL'), 40_000);
  await product.exited;
  clearTimeout(timer);
  children.delete(product.child);
  const problems = fs
    .readFileSync(product.logFile, 'utf8')
    .split('\n')
    .filter((line) => (/"level":(\d+)/.exec(line)?.[1] ?? 0) >= 40);
  fs.rmSync(product.dataDir, { recursive: true, force: true });
  dataDirs.delete(product.dataDir);
  return problems;
}

export async function startBare() {
  const child = fork(path.join(root, 'scripts', 'bench-bare-server.mjs'), { stdio: 'inherit' });
  children.add(child);
  const reply = async () => (await once(child, 'message', { signal: AbortSignal.timeout(30_000) }))[0];
  const { port } = await reply();
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    /** From now on, answer every request with these status, headers and bytes. */
    async answerWith(recorded) {
      child.send({
        status: recorded.status,
        headers: recorded.headers,
        body: recorded.body.toString('base64'),
      });
      await reply();
    },
  };
}

// Headers node:http writes for any server (or that describe this connection, not the answer):
// the bare server's own node:http writes them as the product's does.
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** The product's answer to one request, byte for byte (still compressed). */
export function record(base, { method, path: url, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(base + url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'],
          // Every header of the answer, so the bare server sends the very same bytes: headers are
          // bytes too, and the load generator's cost per answer grows with its size (decision 035).
          headers: Object.fromEntries(
            Object.entries(res.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
