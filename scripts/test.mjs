#!/usr/bin/env node
// `npm test`: every check and test of the product, in one command.
//   format, lint and type checks and unit tests (schema, web), two at a time -> web build -> the API
//   tests on SQLite (and, when TEST_POSTGRES_URL is set, on PostgreSQL), with Playwright in Chromium
//   against the real server and the cluster test of three instances behind nginx running beside them.
// Every stage runs even if an earlier one failed; the last line sums up all tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { bin, buildWeb, generate, install, log, root, runStatus } from './lib.mjs';

const results = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-reports-'));

async function stage(name, cmd, args, opts = {}, countFrom) {
  log(name);
  const started = Date.now();
  const code = await runStatus(cmd, args, opts);
  let passed = 0;
  let flaky = 0;
  let failed = code === 0 ? 0 : 1;
  if (countFrom && fs.existsSync(countFrom)) {
    const report = JSON.parse(fs.readFileSync(countFrom, 'utf8'));
    if ('numPassedTests' in report) {
      passed = report.numPassedTests;
      failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
    } else if (report.stats) {
      flaky = report.stats.flaky ?? 0;
      passed = report.stats.expected + flaky;
      failed = report.stats.unexpected + (code !== 0 && report.stats.unexpected === 0 ? 1 : 0);
    }
  } else if (code === 0) {
    passed = 1; // a check with no test count (type check) counts as one
  }
  results.push({ name, code, passed, failed, flaky, seconds: Math.round((Date.now() - started) / 1000) });
}

const vitest = (pkg, name, env = {}, extra = []) => {
  const out = path.join(reportDir, `${name}.json`);
  return stage(
    `vitest: ${name}`,
    bin(pkg, 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra],
    { cwd: path.join(root, pkg), env },
    out,
  );
};

try {
  install();
  generate();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

/**
 * The programs the browser and cluster tests drive, from the system: on Debian (or Ubuntu) as root,
 * installed here when missing, as a fresh CI machine needs; elsewhere the message names the command.
 * Returns whether the program is there.
 */
function systemProgram(file, debianPackage, purpose) {
  if (fs.existsSync(file)) return true;
  const apt = fs.existsSync('/usr/bin/apt-get');
  if (apt && process.getuid?.() === 0) {
    log(`Installing Debian's ${debianPackage} for ${purpose}`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    const updated = spawnSync('apt-get', ['update', '-qq'], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const installed =
      updated.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, ...env },
      }).status === 0;
    if (installed && fs.existsSync(file)) return true;
  }
  console.error(
    `${file} is missing, and ${purpose} need it: install it with \`${apt ? 'sudo apt-get install -y' : 'your package manager, e.g. apt-get install -y'} ${debianPackage}\`.`,
  );
  return false;
}

const typecheck = (pkg) =>
  stage(`typecheck: ${pkg}`, bin(pkg, 'tsc'), ['-p', 'tsconfig.json'], { cwd: path.join(root, pkg) });
// The checks and the small unit suites are mostly single-threaded: two lanes keep both cores busy.
await Promise.all([
  (async () => {
    await typecheck('api');
    await typecheck('schema');
    await vitest('schema', 'schema');
  })(),
  (async () => {
    await stage('format: prettier --check', bin('.', 'prettier'), ['--check', '.', '--log-level', 'warn']);
    // The house rules (eslint.config.js): layers import downwards only, no import cycles.
    await stage('lint: eslint', 'npm', ['run', '--silent', 'lint']);
    // Dead code (knip.jsonc): files nothing imports, exports nothing uses, dependencies nothing needs.
    await stage('dead code: knip', bin('.', 'knip'), ['--reporter', 'compact']);
    await typecheck('web');
    await typecheck('e2e');
    await vitest('web', 'web');
  })(),
]);

// Built before the API suite: its page tests (api/test/site-settings.test.ts) render the real web app.
let built = true;
try {
  buildWeb();
  // The servers the next stages start (e2e, the passkey spec's, the cluster's) use this build as is.
  process.env.AGENCY_PREPARED = 'dist';
} catch (err) {
  built = false;
  console.error(err.message);
  results.push({ name: 'web build', code: 1, passed: 0, failed: 1, seconds: 0 });
}

/**
 * A stage run beside others: its output goes to a file, printed whole when it ends, so the stages
 * running at the same time stay readable.
 */
function besideStage(name, cmd, args, opts, countFrom) {
  const logFile = path.join(reportDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const out = fs.openSync(logFile, 'w');
  log(`${name}: started beside the API suites (output when it ends)`);
  return stage(name, cmd, args, { ...opts, stdio: ['ignore', out, out] }, countFrom).finally(() => {
    fs.closeSync(out);
    process.stdout.write(`\n── ${name} ──\n${fs.readFileSync(logFile, 'utf8')}\n`);
  });
}

// The browser tests, the cluster test and the API suites mostly wait (timers a spec names, pages
// and instances starting, the outbox's retries, SQLite's syncs): one at a time they kept the two
// cores less than half busy, so they run side by side once the web app is built (README: Testing).
const besides = [];

// Playwright in Chromium against the real server, built above.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!built) {
  log('Skipping Playwright: the web app did not build');
} else if (
  !(process.env.CHROMIUM_PATH
    ? fs.existsSync(chromium)
    : systemProgram(chromium, 'chromium', 'the browser tests'))
) {
  if (process.env.CHROMIUM_PATH) console.error(`Chromium is missing at CHROMIUM_PATH=${chromium}.`);
  results.push({ name: 'playwright', code: 1, passed: 0, failed: 1, seconds: 0 });
} else {
  const out = path.join(root, 'e2e', 'test-results', 'results.json');
  fs.rmSync(out, { force: true });
  besides.push(
    besideStage(
      'playwright: e2e',
      bin('e2e', 'playwright'),
      ['test'],
      { cwd: path.join(root, 'e2e'), env: { CI: process.env.CI ?? 'true' } },
      out,
    ),
  );
}

// The cluster test: three instances behind nginx on PostgreSQL, Redis and an S3 server.
const nginx =
  process.env.TEST_POSTGRES_URL && built && systemProgram('/usr/sbin/nginx', 'nginx', 'the cluster test');
if (process.env.TEST_POSTGRES_URL && built && !nginx) {
  results.push({ name: 'cluster: nginx missing', code: 1, passed: 0, failed: 1, seconds: 0 });
} else if (process.env.TEST_POSTGRES_URL && built) {
  const clusterReport = path.join(reportDir, 'cluster.json');
  besides.push(
    besideStage(
      'cluster: 3 instances',
      process.execPath,
      [path.join(root, 'scripts', 'test-cluster.mjs')],
      { env: { CLUSTER_REPORT: clusterReport } },
      clusterReport,
    ),
  );
} else {
  log('TEST_POSTGRES_URL is not set (or the web app did not build): the cluster test is skipped');
}

await vitest('api', 'api-sqlite', { TEST_DB: 'sqlite' });
if (process.env.TEST_POSTGRES_URL) {
  // The second database runs the tests whose outcome can depend on it. These check HTTP parsing,
  // rendered pages, files, the schema's text or a process's signals, the same on either database,
  // and run once, on SQLite (the suite must fit in 12 minutes with the cluster test).
  const sameOnEither = [
    // The role matrix (about 2,000 calls) checks who may call what: the rules live in the services
    // and do not depend on the database, whose queries each feature's own tests run on both.
    'authorization',
    'authorization-more',
    'bad-input',
    'bot-check-external',
    'campaign-addresses',
    'found-and-shared',
    'http',
    'response-cache',
    'rich-text',
    'schema',
    'shutdown',
    'site-settings',
    'smoke',
    'storage-drivers',
    'storage-s3',
    'trusted-documents',
  ];
  await vitest(
    'api',
    'api-postgres',
    { TEST_DB: 'postgres' },
    sameOnEither.map((name) => `--exclude=test/${name}.test.ts`),
  );
} else {
  log('TEST_POSTGRES_URL is not set: the API suite ran on SQLite only');
}

await Promise.all(besides);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nStage results:');
for (const r of results)
  console.log(
    `  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name.padEnd(22)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s${r.flaky ? `  (${r.flaky} flaky: passed on retry)` : ''}`,
  );
console.log(`\n${passed} passed, ${failed} failed`);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(failed === 0 && results.every((r) => r.code === 0) ? 0 : 1);
