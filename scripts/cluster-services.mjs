// The processes `npm run test:cluster` (scripts/test-cluster.mjs) runs: a throw-away PostgreSQL
// database, its own redis-server and SMTP server, Debian's nginx, and product instances started as
// `npm start` starts them. Everything registered here is stopped and removed when the run ends,
// however it ends.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

// pg and smtp-server are the API's own dependencies (a driver and a test dependency); the root
// package has none but autocannon.
const apiRequire = createRequire(path.join(root, 'api', 'package.json'));
const pg = apiRequire('pg');
const { SMTPServer } = apiRequire('smtp-server');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const children = new Set();
const tempDirs = new Set();
const databases = new Map(); // name -> admin URL
/** Servers running in this process (s3rver), closed by cleanup(). */
const closers = [];

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-cluster-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Stops every process still running, drops the database and removes the temp dirs. */
export async function cleanup() {
  await Promise.all(
    [...children].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }),
  );
  for (const close of closers.splice(0)) await close().catch(() => {});
  for (const [name, admin] of databases) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
    databases.delete(name);
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

// A last resort when the run ends without cleanup() (an uncaught error, a signal): synchronous, so
// it runs inside the 'exit' event.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const [name, admin] of databases) {
    spawnSync(
      process.execPath,
      [
        '-e',
        `const pg = require(${JSON.stringify(apiRequire.resolve('pg'))});
         const c = new pg.Client({ connectionString: ${JSON.stringify(admin)} });
         c.connect().then(() => c.query('DROP DATABASE IF EXISTS "${name}" WITH (FORCE)')).finally(() => c.end());`,
      ],
      { stdio: 'ignore', timeout: 10_000 },
    );
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

export async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port, child, what, limitMs = 10_000) {
  for (const deadline = Date.now() + limitMs; Date.now() < deadline; await sleep(50)) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) break;
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) return;
  }
  throw new Error(`${what} did not start on port ${port}`);
}

/** A new, empty PostgreSQL database with a random name; dropped by cleanup(). */
export async function createDatabase(adminUrl) {
  const name = `agency_cluster_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  databases.set(name, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** One query on the new database, with a fresh client. */
    async query(sql, params) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return (await c.query(sql, params)).rows;
      } finally {
        await c.end();
      }
    },
  };
}

/** Debian's redis-server on a free port, nothing saved to disk. */
export async function startRedis() {
  const port = await freePort();
  const child = track(
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    ),
  );
  await waitForPort(port, child, 'redis-server');
  return { url: `redis://127.0.0.1:${port}` };
}

/**
 * A real SMTP server (smtp-server, as the API's mail tests use) that records each message's
 * Message-ID, subject and text. stop() takes it down; start() brings it back on the same port.
 */
export async function startSmtp() {
  const port = await freePort();
  const received = [];
  let server;
  const start = async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      closeTimeout: 200,
      onData(stream, _session, callback) {
        const chunks = [];
        stream.on('data', (c) => chunks.push(c));
        stream.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          received.push({
            messageId: /^Message-ID:\s*(\S+)/im.exec(text)?.[1] ?? '',
            subject: /^Subject:\s*(.*)$/im.exec(text)?.[1] ?? '',
            text,
            at: Date.now(),
          });
          callback();
        });
      },
    });
    server.on('error', () => {});
    await new Promise((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  };
  await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    // Closing waits for open sessions; pooled client connections are cut so the port is free at once.
    stop: () =>
      new Promise((resolve) => {
        for (const conn of server.connections ?? []) conn._socket?.destroy();
        server.close(resolve);
      }),
  };
}

/**
 * s3rver (the API's test dependency, as its S3 tests use): a real server of the S3 HTTP protocol,
 * its objects in a temp dir, with one empty bucket. Returns the settings every instance shares.
 */
export async function startS3() {
  const S3rver = apiRequire('s3rver');
  const bucket = 'agency-cluster';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: tempDir('s3'),
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  closers.push(() => server.close());
  return {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    // s3rver's one account; it checks every request's signature against it.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

const NGINX = '/usr/sbin/nginx';

/** Debian's nginx, installed with apt-get when missing (as .ci/run installs chromium). */
export function ensureNginx() {
  if (fs.existsSync(NGINX)) return;
  process.stdout.write("Installing Debian's nginx for the cluster test\n");
  const opts = {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  spawnSync('apt-get', ['update', '-qq'], opts);
  const res = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], opts);
  if (res.status !== 0 || !fs.existsSync(NGINX))
    throw new Error('nginx is missing and `apt-get install -y nginx` failed');
}

/**
 * nginx in front of the instances, in the foreground with its own prefix directory. The http block
 * mirrors deploy/nginx.conf (written alongside): keep-alive connections to the upstreams, and a
 * request that fails to connect, times out or gets a 502/503 goes to the next instance (a POST
 * only when it carries an Idempotency-Key, or never reached one). `port` is
 * chosen beforehand: the instances' SITE_URL names it.
 */
/**
 * As deploy/nginx-upstreams.conf: an instance nginx saw fail 3 times within this many seconds gets
 * no requests for this long. A rolling restart waits this long after an instance is ready before
 * stopping the next (README: Rolling restarts).
 */
export const UPSTREAM_FAIL_TIMEOUT_S = 10;

export async function startNginx(upstreamPorts, port) {
  ensureNginx();
  const dir = tempDir('nginx');
  // Run as root, nginx's workers run as nobody, who must reach the temp paths under this prefix.
  fs.chmodSync(dir, 0o755);
  const proxy = `      proxy_pass http://agency;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;`;
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  # Only failed answers, with the instance (or instances, when retried) behind them; 499 is the
  # client leaving (the load generator stopping), not a failure.
  map $status $failed { ~^[23] 0; 499 0; default 1; }
  log_format failures '$status "$request" upstream $upstream_addr status $upstream_status';
  access_log ${dir}/failures.log failures if=$failed;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 6m;

  upstream agency {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s;`).join('\n')}
    keepalive 64;
    # nginx, not the instance, should end an idle connection: whichever side closes it may meet a
    # request the other just sent on it, and nginx does not retry a POST. Well under the instances'
    # own idle time-out (Fastify's 72 s), and short, so a draining instance need not wait long.
    keepalive_timeout 2s;
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      error_page 418 = @keyed;
      if ($http_idempotency_key) { return 418; }
${proxy}
      proxy_next_upstream error timeout http_502 http_503;
    }
    # A request that names itself with an Idempotency-Key is stored once however often it arrives,
    # so it may go to the next instance even after reaching one (a reset as an instance stops).
    location @keyed {
${proxy}
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
  }
}
`;
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const child = track(
    spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', confFile, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  await waitForPort(port, child, 'nginx');
  const errorLog = path.join(dir, 'error.log');
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    /** Where nginx's error log is now: problems() reads only what it logged after this. */
    mark: () => fs.statSync(errorLog).size,
    /** What nginx logged about upstreams since `from`, counted by message and request line. */
    problems(from = 0) {
      const text = fs.readFileSync(errorLog).subarray(from).toString('utf8');
      const counts = new Map();
      for (const line of text.split('\n')) {
        const m =
          /\[(error|warn)\] [^:]*: (?:\*\d+ )?(.*?)(?: \(\d+: [^)]*\))?(?: while [^,]*)?, client: .*?request: "(\S+ \S+)/.exec(
            line,
          );
        if (!m) continue;
        const upstream = /upstream: "http:\/\/([^/"]*)/.exec(line)?.[1] ?? '?';
        const key = `${m[2]} (${m[3]} to ${upstream})`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts].map(([what, n]) => `${n}x ${what}`);
    },
    /** The answers nginx gave that were not 2xx or 3xx: status, request, upstream(s) tried. */
    failures: () =>
      fs.existsSync(path.join(dir, 'failures.log'))
        ? fs.readFileSync(path.join(dir, 'failures.log'), 'utf8').split('\n').filter(Boolean)
        : [],
  };
}

/**
 * One product instance as `npm start` runs it (production, web/dist, node with tsx as a loader,
 * the server in the child's own process) on a fixed port with its own DATA_DIR. start() and
 * stop() may be called again: a restart keeps the port and the data directory.
 */
export function productInstance(name, port, sharedEnv) {
  const dataDir = tempDir(`instance-${name}`);
  const logFile = path.join(dataDir, 'server.log');
  const base = `http://127.0.0.1:${port}`;
  const lib = pathToFileURL(path.join(root, 'scripts', 'lib.mjs')).href;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(root, 'web', 'dist'),
    LOG_LEVEL: 'warn',
    ...sharedEnv,
  };
  const instance = {
    name,
    port,
    base,
    dataDir,
    logFile,
    child: undefined,
    async start() {
      const out = fs.openSync(logFile, 'a');
      const child = track(
        spawn(
          process.execPath,
          ['--input-type=module', '-e', `await (await import(${JSON.stringify(lib)})).serve();`],
          { cwd: root, env, stdio: ['ignore', out, out] },
        ),
      );
      fs.closeSync(out);
      instance.child = child;
      for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(100)) {
        if (child.exitCode !== null || child.signalCode !== null) break;
        const ready = await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) return;
      }
      child.kill('SIGKILL');
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`Instance ${name} did not start:\n${tail}`);
    },
    /** SIGTERM, then waits for the exit; resolves with the exit code (null after a SIGKILL at 40 s). */
    async stop() {
      const child = instance.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
      const [code] = await exited;
      clearTimeout(timer);
      return code;
    },
    /** Lines the instance logged at error level or above. */
    errors() {
      return fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => Number(/"level":(\d+)/.exec(line)?.[1] ?? 0) >= 50);
    },
  };
  return instance;
}
