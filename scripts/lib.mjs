// Shared steps of `npm start`, `npm test` and the e2e server. Plain Node (no dependencies), because
// they run before anything is installed. Each step is skipped when its inputs have not changed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');
const stampDir = path.join(root, 'node_modules', '.agency-stamps');
export const PNPM = [
  'npx',
  '--yes',
  `pnpm@${JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1]}`,
];

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

/** Runs a command; throws when it fails. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    ...opts,
    env: { ...process.env, ...opts.env },
  });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
}

/** Runs a command and resolves with its exit code (for test stages that must all run). */
export function runStatus(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const bin = (pkg, name) => path.join(root, pkg, 'node_modules', '.bin', name);

function hashOf(inputs) {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!fs.existsSync(p)) return hash.update(`missing:${p}`);
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p).sort()) {
        if (
          entry === 'node_modules' ||
          entry === 'dist' ||
          entry === 'gql' ||
          entry === 'generated' ||
          entry.endsWith('.gen.ts')
        )
          continue;
        visit(path.join(p, entry));
      }
    } else {
      hash.update(`${path.relative(root, p)}:${stat.size}:`);
      hash.update(fs.readFileSync(p));
    }
  };
  for (const input of inputs) visit(path.join(root, input));
  return hash.digest('hex');
}

/** Runs `step` unless the hash of `inputs` equals the one stored after its last success. */
function cached(name, inputs, step) {
  const file = path.join(stampDir, name);
  const hash = hashOf(inputs);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === hash) return false;
  step();
  fs.mkdirSync(stampDir, { recursive: true });
  fs.writeFileSync(file, hash);
  return true;
}

const MANIFESTS = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'api/package.json',
  'web/package.json',
  'schema/package.json',
  'e2e/package.json',
];

export function install() {
  const fresh = !fs.existsSync(path.join(root, 'node_modules', '.modules.yaml'));
  if (
    !fresh &&
    fs.existsSync(path.join(stampDir, 'install')) &&
    fs.readFileSync(path.join(stampDir, 'install'), 'utf8') === hashOf(MANIFESTS)
  )
    return;
  log('Installing dependencies with pnpm (first run compiles better-sqlite3, about a minute)');
  run(PNPM[0], [...PNPM.slice(1), 'install', '--frozen-lockfile', '--reporter=append-only'], {
    env: { CI: 'true' },
  });
  fs.mkdirSync(stampDir, { recursive: true });
  fs.writeFileSync(path.join(stampDir, 'install'), hashOf(MANIFESTS));
}

export function generate() {
  cached('prisma', ['api/prisma/models.prisma', 'api/scripts/prisma.ts', 'api/package.json'], () => {
    log('Generating the Prisma clients');
    run(bin('api', 'tsx'), ['scripts/prisma.ts', 'generate'], { cwd: path.join(root, 'api') });
  });
  cached('web-codegen', ['schema/schema.graphql', 'codegen.ts', 'web/src', 'web/tsr.config.json'], () => {
    log('Generating typed GraphQL documents and the route tree');
    run(bin('web', 'graphql-codegen'), ['--config', '../codegen.ts', '--silent'], {
      cwd: path.join(root, 'web'),
    });
    run(bin('web', 'tsr'), ['generate'], { cwd: path.join(root, 'web') });
  });
}

/** Builds the browser bundle and the server renderer into web/<outDir> (default web/dist). */
export function buildWeb(outDir = 'dist') {
  const inputs = [
    'schema',
    // codegen.ts shapes the generated documents (gql folders are not hashed themselves).
    'codegen.ts',
    'web/src',
    'web/vite.config.ts',
    'web/social-cards.plugin.ts',
    'web/public',
    'web/package.json',
    'web/tsr.config.json',
  ];
  cached(`web-build-${outDir}`, inputs, () => {
    log(`Building the web app into web/${outDir} (browser bundle and server renderer)`);
    const opts = { cwd: path.join(root, 'web'), env: { WEB_OUT_DIR: outDir } };
    run(bin('web', 'vite'), ['build', '--logLevel', 'warn'], opts);
    run(bin('web', 'vite'), ['build', '--ssr', '--logLevel', 'warn'], opts);
  });
}

/** Applies pending migrations to DATABASE_URL (the SQLite file under DATA_DIR by default). */
export function migrate(env = {}) {
  run(bin('api', 'tsx'), ['scripts/prisma.ts', 'deploy'], {
    cwd: path.join(root, 'api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Installs, generates and builds: everything before the server can start. */
export function prepare(outDir = 'dist') {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) throw new Error(`Node 20 or newer is needed (this is ${process.version}).`);
  // `npm test` has installed, generated and built before it starts the servers of its stages; they
  // must not build again while one of them (the e2e dev-loop spec) edits a page's source.
  if (process.env.AGENCY_PREPARED === outDir) return;
  install();
  generate();
  buildWeb(outDir);
}

/**
 * Runs the server in this very process: node itself, with tsx only as a loader for the TypeScript
 * sources. A SIGTERM or SIGINT sent to this process (the one `npm start` started, or the e2e
 * server) reaches the server directly, which stops taking requests, finishes those in flight and
 * exits 0 (api/src/server.ts). The tsx command line would put a wrapper process in between that
 * SIGKILLs a busy server 30 ms after relaying a SIGTERM (docs/decisions/017-reliability.md).
 */
export async function serve(env = {}) {
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' }, env);
  const api = path.join(root, 'api');
  // What `node --import tsx` does: tsx's entry registers its loader hooks in this process.
  const tsx = createRequire(path.join(api, 'package.json')).resolve('tsx');
  await import(pathToFileURL(tsx).href);
  await import(pathToFileURL(path.join(api, 'src', 'server.ts')).href);
}

/**
 * The site's identity as on a live server, for the servers the scripts start (e2e, bench, cluster):
 * the pages carry its links, and production logs no warning about unset settings.
 */
export const LIVE_SITE_SETTINGS = {
  SITE_NAME: 'Agency',
  SITE_COUNTRY: 'UA',
  CONTACT_EMAIL: 'hello@example.com',
  PRIVACY_EMAIL: 'privacy@example.com',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/example-agency',
  SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/example.agency',
  SOCIAL_UPWORK_URL: 'https://www.upwork.com/agencies/example-agency',
  TEAM_CEO_LINKEDIN_URL: 'https://www.linkedin.com/in/example-ceo',
  TEAM_COO_LINKEDIN_URL: 'https://www.linkedin.com/in/example-coo',
  TEAM_PM_LINKEDIN_URL: 'https://www.linkedin.com/in/example-pm',
  TEAM_HR_LINKEDIN_URL: 'https://www.linkedin.com/in/example-hr',
};
