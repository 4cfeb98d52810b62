#!/usr/bin/env node
// `npm run test:cluster`: three product instances behind Debian's nginx on one PostgreSQL database,
// one Redis, one S3 server (s3rver) and one SMTP server, and the checks of what only shows with
// several instances (scripts/cluster-checks.mjs; README: Testing). Prints a figure per check and
// exits 1 when any check fails; a check that cannot run says SKIPPED and why, and is not a pass.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { LIVE_SITE_SETTINGS, log, migrate, prepare } from './lib.mjs';
import {
  cleanup,
  createDatabase,
  freePort,
  productInstance,
  startNginx,
  startRedis,
  startS3,
  startSmtp,
} from './cluster-services.mjs';
import {
  loginLimitAcross,
  mailAfterOutage,
  noLateDuplicates,
  postDuringMailOutage,
  publishAcross,
  revokeAcross,
  rollingRestart,
  uploadAcross,
} from './cluster-checks.mjs';

const started = Date.now();
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const results = [];
const COLOURS = { PASS: 32, FAIL: 31, SKIPPED: 33 };

// CLUSTER_CHECKS=2,6 runs only those checks (while working on one); the default runs all.
const only = process.env.CLUSTER_CHECKS?.split(',').map((s) => s.trim());
const selected = (n) => !only || only.includes(String(n).replace(/\D/g, ''));

/** Runs one check; an exception is that check's failure, and the others still run. */
async function check(n, title, body) {
  if (!selected(n)) return;
  let outcome;
  try {
    outcome = await body();
  } catch (err) {
    outcome = { ok: false, figure: `error: ${err.message}` };
  }
  const status = outcome.status ?? (outcome.ok ? 'PASS' : 'FAIL');
  results.push({ n, title, status, figure: outcome.figure });
  process.stdout.write(`  \x1b[${COLOURS[status]}m${status}\x1b[0m ${n}. ${title}: ${outcome.figure}\n`);
}

// SIGINT or SIGTERM (Ctrl-C, a CI time-out): clean up as on any other end.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    cleanup().finally(() => process.exit(1));
  });

log('Preparing: install, generate, build the web app');
prepare();

let exitCode = 1;
const instances = [];
try {
  const db = await createDatabase(ADMIN_URL);
  const redis = await startRedis();
  const smtp = await startSmtp();
  // Uploads every instance shares: the S3 driver (STORAGE=s3) against s3rver.
  const s3 = await startS3();
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const nginxPort = await freePort();
  const owner = { email: 'owner@cluster.test', password: 'cluster-owner-password-1' };
  const shared = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    SITE_URL: `http://127.0.0.1:${nginxPort}`,
    OWNER_EMAIL: owner.email,
    OWNER_PASSWORD: owner.password,
    // Production's limits. The load gives each form post its own client address (many visitors
    // behind nginx), so it stays within them, and the sign-in check counts against the real budget.
    RATE_LIMIT_FACTOR: '1',
    // The checks post forms as load, not through a browser; the bot-check's own store across
    // instances is tested in api/test/bot-check-stores.test.ts (decision 029).
    BOT_CHECK: 'off',
    MAIL_TIMEOUT_SECONDS: '5',
    // Longer than nginx's upstream keepalive_timeout (2 s here): a stopping instance serves until
    // nginx has closed its idle connections (decision 025).
    DRAIN_GRACE_SECONDS: '3',
    ...s3,
    ...LIVE_SITE_SETTINGS,
  };
  const [A, B, C] = ['A', 'B', 'C'].map((name, i) => productInstance(name, ports[i], shared));
  instances.push(A, B, C);

  log(`Database ${db.name}, Redis ${redis.url}, SMTP ${smtp.url}, S3 ${s3.S3_ENDPOINT}; migrating`);
  migrate({ DATABASE_URL: db.url });
  const booting = Date.now();
  // The first start creates the owner and the sample content; two first starts at once would race
  // for the same rows, so A comes up alone, as the first instance of a deploy would.
  await A.start();
  await Promise.all([B.start(), C.start()]);
  const nginx = await startNginx(ports, nginxPort);
  log(`A, B and C up in ${((Date.now() - booting) / 1000).toFixed(1)} s; nginx on ${nginx.base}`);
  const cluster = { A, B, C, nginx, db, smtp, owner, run: randomBytes(4).toString('hex') };

  // Check 5 begins first: its mail waits for the outbox's first retry (30 s); 1-4 run meanwhile.
  const outage = selected(5) ? await postDuringMailOutage(cluster) : undefined;
  await check(1, 'A CV uploaded through A downloads through B and C', () => uploadAcross(cluster));
  await check(2, "An article published through A shows on B's and C's kept /blog within 1 s", () =>
    publishAcross(cluster),
  );
  await check(3, 'A token signed out through A is refused by B at once', () => revokeAcross(cluster));
  await check(4, 'The sign-in limit holds across instances', () => loginLimitAcross(cluster));
  await check(5, 'Forms posted to A, B and C with SMTP down are e-mailed once it returns', () =>
    mailAfterOutage(cluster, outage),
  );
  await check(6, 'A rolling restart under load loses no request and no lead', () => rollingRestart(cluster));
  await check('5b', 'Still no duplicate of those e-mails after the restart', () =>
    noLateDuplicates(cluster, outage),
  );

  log(`Errors the instances logged: ${instances.map((i) => `${i.name} ${i.errors().length}`).join(', ')}`);
  exitCode = results.every((r) => r.status !== 'FAIL') ? 0 : 1;
} catch (err) {
  console.error(err);
} finally {
  await Promise.all(instances.map((i) => i.stop().catch(() => {})));
  await cleanup();
}

const total = ((Date.now() - started) / 1000).toFixed(0);
const tally = (s) => results.filter((r) => r.status === s).length;
console.log(`\nCluster test, ${total} s:`);
for (const r of results) console.log(`  ${r.status.padEnd(7)} ${r.n}. ${r.title}: ${r.figure}`);
console.log(`\n${tally('PASS')} passed, ${tally('FAIL')} failed, ${tally('SKIPPED')} skipped`);
// `npm test` counts the checks from this file (vitest's field names, as its other stages).
if (process.env.CLUSTER_REPORT)
  fs.writeFileSync(
    process.env.CLUSTER_REPORT,
    JSON.stringify({
      numPassedTests: tally('PASS'),
      numFailedTests:
        results.length === 0 || exitCode !== 0 ? Math.max(1, results.length - tally('PASS')) : 0,
    }),
  );
process.exit(exitCode);
