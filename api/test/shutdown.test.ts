import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteDatabase, SAMPLE_FILES } from './harness.ts';

/**
 * The production process, started the way `npm start` starts it (scripts/lib.mjs serve(), after
 * install and migrations, which this test does itself): a SIGTERM sent to that process while it
 * is busy lets every request in flight finish with 200, and the process exits 0.
 */
const LIB = pathToFileURL(path.resolve(import.meta.dirname, '..', '..', 'scripts', 'lib.mjs')).href;

let dataDir: string;
let server: ChildProcess;
let port: number;
let output = '';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-shutdown-'));
  createSqliteDatabase(path.join(dataDir, 'agency.db'));
  port = await freePort();
  server = spawn(
    process.execPath,
    ['--input-type=module', '-e', `const { serve } = await import(${JSON.stringify(LIB)}); await serve();`],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_DIST: path.join(dataDir, 'no-web'),
        OWNER_EMAIL: 'owner@shutdown.test',
        OWNER_PASSWORD: 'owner-password-shutdown-1',
        SEED_SAMPLE_CONTENT: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 50_000;
  while (!output.includes('Agency site ready')) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}, 60_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * An upload whose body arrives slowly, in pieces over `ms`: in flight for that long. It asks for
 * "100 Continue" first, so `started` resolves once the server has read its headers (a request the
 * server has not even read when it stops is not in flight). `done` resolves with the status, or
 * with the network error if the connection is cut.
 */
function slowUpload(
  ms: number,
  to: number = port,
): { started: Promise<void>; done: Promise<number | string> } {
  const boundary = 'slowUploadBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const file = Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(64 * 1024, 0x20)]);
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const pieces = 10;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const done = new Promise<number | string>((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port: to,
      method: 'POST',
      path: '/api/upload-file',
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
        expect: '100-continue',
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err) => resolve(`${(err as NodeJS.ErrnoException).code ?? err.message}`));
    let i = 0;
    const size = Math.ceil(body.length / pieces);
    const next = () => {
      req.write(body.subarray(i * size, (i + 1) * size));
      if (++i < pieces) setTimeout(next, ms / pieces);
      else req.end();
    };
    req.on('continue', () => {
      markStarted();
      next();
    });
    req.flushHeaders();
  });
  return { started, done };
}

/** Keeps the server's event loop busy: GraphQL requests whose variables take a while to parse. */
function load(workers: number): { stop: () => Promise<(number | string)[]> } {
  let running = true;
  const statuses: (number | string)[] = [];
  // As much as a body may hold (security/json-limits.ts): 9 lists of 999 small objects.
  const payload = JSON.stringify({
    query: '{ categories { name } }',
    variables: { ballast: Array.from({ length: 9 }, () => Array.from({ length: 999 }, () => ({ a: 'b' }))) },
  });
  const worker = async () => {
    while (running) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: payload,
        });
        await res.arrayBuffer();
        statuses.push(res.status);
      } catch {
        // Sent after the server stopped taking connections: not a request in flight.
        return;
      }
    }
  };
  const all = Promise.all(Array.from({ length: workers }, worker));
  return {
    stop: async () => {
      running = false;
      await all;
      return statuses;
    },
  };
}

describe('SIGTERM to the process npm start started', () => {
  it('drains: every request in flight answers 200 and the process exits 0', async () => {
    const busy = load(4);
    await new Promise((r) => setTimeout(r, 300));
    const uploads = Array.from({ length: 3 }, () => slowUpload(1500));
    await Promise.all(uploads.map((u) => u.started));
    await new Promise((r) => setTimeout(r, 200));

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    const loadStatuses = await busy.stop();

    expect(await Promise.all(uploads.map((u) => u.done))).toEqual([200, 200, 200]);
    expect(await exited).toBe(0);
    // Requests that reached it while it drained (on connections already open) were served, not
    // answered 503; any sent after the listener closed were refused (a proxy retries those).
    expect(loadStatuses.length).toBeGreaterThan(0);
    expect(loadStatuses.filter((s) => s !== 200)).toEqual([]);
  }, 30_000);
});

/**
 * What an operator or a supervisor does: start `npm start` and send SIGTERM to that one process.
 * npm forwards the signal to its script and exits with the script's code; the script must be the
 * server itself (`exec`), or a shell in between dies of the signal, npm exits 143 at once, and the
 * server lives on, orphaned, holding the port.
 */
describe('SIGTERM to the npm start process itself', () => {
  it('npm waits while the server drains, exits 0, and leaves no process or port behind', async () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const npmDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-npm-start-'));
    const npmPort = await freePort();
    let log = '';
    // Its own process group, so the test can tell whether anything of it is left.
    const npm = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        PORT: String(npmPort),
        HOST: '127.0.0.1',
        SITE_URL: `http://127.0.0.1:${npmPort}`,
        DATA_DIR: npmDataDir,
        DATABASE_URL: '',
        OWNER_EMAIL: 'owner@npm-start.test',
        OWNER_PASSWORD: 'owner-password-npm-start-1',
        SEED_SAMPLE_CONTENT: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout!.on('data', (chunk) => (log += chunk));
    npm.stderr!.on('data', (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 90_000;
      while (!log.includes('Agency site ready')) {
        if (npm.exitCode !== null || Date.now() > deadline)
          throw new Error(`npm start did not start:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const upload = slowUpload(1500, npmPort);
      await upload.started;
      const signalled = Date.now();
      npm.kill('SIGTERM');
      expect(await upload.done, log).toBe(200);
      expect(await exited, log).toBe(0);
      // npm answered only once the server had finished the upload in flight.
      expect(Date.now() - signalled, log).toBeGreaterThan(1000);
      // Nothing of the group is left (tsx's esbuild helpers end when node does, within moments),
      // and the port is free for the next start.
      const groupAlive = () => {
        try {
          process.kill(-npm.pid!, 0);
          return true;
        } catch {
          return false;
        }
      };
      for (let i = 0; i < 50 && groupAlive(); i++) await new Promise((r) => setTimeout(r, 100));
      expect(groupAlive(), log).toBe(false);
      const refused = await fetch(`http://127.0.0.1:${npmPort}/healthz`).then(
        () => 'answered',
        () => 'refused',
      );
      expect(refused).toBe('refused');
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // Already gone, as it should be.
      }
      fs.rmSync(npmDataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
