#!/usr/bin/env node
// `npm test`: every check and test of the product, in one command.
//   type checks -> unit tests (schema, web) -> web build -> API tests on SQLite (and PostgreSQL
//   when TEST_POSTGRES_URL is set) -> Playwright in Chromium against the real server.
// Every stage runs even if an earlier one failed; the last line sums up all tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

await stage('format: prettier --check', bin('.', 'prettier'), ['--check', '.', '--log-level', 'warn']);
for (const pkg of ['schema', 'api', 'web', 'e2e']) {
  await stage(`typecheck: ${pkg}`, bin(pkg, 'tsc'), ['-p', 'tsconfig.json'], { cwd: path.join(root, pkg) });
}
await vitest('schema', 'schema');
await vitest('web', 'web');

// Built before the API suite: its page tests (api/test/site-settings.test.ts) render the real web app.
let built = true;
try {
  buildWeb();
} catch (err) {
  built = false;
  console.error(err.message);
  results.push({ name: 'web build', code: 1, passed: 0, failed: 1, seconds: 0 });
}

await vitest('api', 'api-sqlite', { TEST_DB: 'sqlite' });
if (process.env.TEST_POSTGRES_URL) {
  // The second database runs the tests whose outcome can depend on it. These check HTTP parsing,
  // rendered pages, files, the schema's text or a process's signals, the same on either database,
  // and run once, on SQLite (the suite must fit in 12 minutes with the cluster test).
  const sameOnEither = [
    'bad-input',
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

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!built) {
  log('Skipping Playwright: the web app did not build');
} else if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
  );
  results.push({ name: 'playwright', code: 1, passed: 0, failed: 1, seconds: 0 });
} else {
  const out = path.join(root, 'e2e', 'test-results', 'results.json');
  fs.rmSync(out, { force: true });
  await stage(
    'playwright: e2e',
    bin('e2e', 'playwright'),
    ['test'],
    { cwd: path.join(root, 'e2e'), env: { CI: process.env.CI ?? 'true' } },
    out,
  );
}

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
