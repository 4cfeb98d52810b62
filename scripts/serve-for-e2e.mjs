#!/usr/bin/env node
// The server Playwright tests run against: the real product on a throw-away data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIVE_SITE_SETTINGS, migrate, prepare, root, serve } from './lib.mjs';

const port = process.env.E2E_PORT ?? '3100';
// E2E_WEB_OUT gives a parallel run its own build folder under web/.
const outDir = process.env.E2E_WEB_OUT ?? 'dist';
// A fixed folder per port (emptied first), so the admin tests can read the e-mails the server writes
// under <dataDir>/mail: e2e/tests/admin-support.ts derives the same path.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `agency-e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const env = {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  // E2E_SITE_HOST=localhost for the passkey journeys: WebAuthn refuses an IP address as the
  // relying party (e2e/tests/two-factor-support.ts starts such a server of its own).
  SITE_URL: `http://${process.env.E2E_SITE_HOST ?? '127.0.0.1'}:${port}`,
  OWNER_EMAIL: 'owner@e2e.local',
  OWNER_PASSWORD: 'owner-password-e2e-1',
  LOG_LEVEL: 'warn',
  // The admin fixtures sign in once per test from one address.
  RATE_LIMIT_FACTOR: '100',
  DATABASE_URL: '',
  WEB_DIST: path.join(root, 'web', outDir),
  // The site's identity, set as on a live server (unset, the links are hidden and the server warns;
  // api/test/site-settings.test.ts covers that).
  ...LIVE_SITE_SETTINGS,
};
prepare(outDir);
migrate(env);
// The server runs in this process and exits through process.exit once it has drained.
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await serve(env);
