import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/env.ts';
import { PERSISTED_DOCUMENTS_FILE } from '../src/graphql/persisted-documents.ts';
import { bootstrap } from '../src/seed/bootstrap.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { formatRoles } from '../src/services/users-shared.ts';
import type { Role } from '@agency/schema/roles';

const MIGRATIONS = path.resolve(import.meta.dirname, '..', 'prisma', 'migrations');
export const OWNER = { email: 'owner@test.local', password: 'owner-password-1' };
export const STAFF_PASSWORD = 'staff-password-1';

/** Which database this run tests: TEST_DB=postgres (with TEST_POSTGRES_URL) or SQLite. */
export const provider = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/**
 * An upgrade to test: the database is made by the migrations before `before` (a migration folder's
 * name), then `sql` runs in it (rows as that older release wrote them), then the rest are applied,
 * as `npm start` applies them to an existing install.
 */
export type Upgrade = { before: string; sql: string[] };

function migrationSql(name: 'sqlite' | 'postgres', upgrade?: Upgrade): string[] {
  const dir = path.join(MIGRATIONS, name);
  const folders = fs
    .readdirSync(dir)
    .filter((d) => fs.existsSync(path.join(dir, d, 'migration.sql')))
    .sort();
  const read = (d: string) => fs.readFileSync(path.join(dir, d, 'migration.sql'), 'utf8');
  if (!upgrade) return folders.map(read);
  return [
    ...folders.filter((d) => d < upgrade.before).map(read),
    ...upgrade.sql,
    ...folders.filter((d) => d >= upgrade.before).map(read),
  ];
}

/** A new SQLite file with every migration applied (as `npm start` would have migrated it). */
export function createSqliteDatabase(file: string, upgrade?: Upgrade): void {
  const db = new Database(file);
  // A throw-away file: without these, every DDL statement waits for its own fsync (3.5 s for the
  // migrations on this machine, 30 ms with them). Neither setting outlives this connection.
  db.pragma('journal_mode = MEMORY');
  db.pragma('synchronous = OFF');
  for (const sql of migrationSql('sqlite', upgrade)) db.exec(sql);
  db.close();
}

/**
 * The built web app (web/dist), for tests that render real pages; `npm test` builds it before the
 * API suite. Other tests get an empty folder, so pages answer 503 "not built" there.
 */
export function builtWebDist(): string {
  const dir = path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');
  if (!fs.existsSync(path.join(dir, 'server', 'entry-server.js')))
    throw new Error(`This test renders the built web app, and ${dir} has none: build it first.`);
  return dir;
}

/** The id the web build gives a trusted document: `sha256:` and the hex digest of its text. */
export const documentId = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`;

/**
 * A throw-away web build holding only the trusted-document list (as web/dist/server has it) of
 * `documents`, for tests of the site's own operations; the caller removes it.
 */
export function trustedDocumentsDist(documents: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-trusted-'));
  const file = path.join(dir, PERSISTED_DOCUMENTS_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(documents.map((d) => [documentId(d), d]))));
  return dir;
}

/** Runs `work` with a connected client, then closes it. */
async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let template: Promise<string> | undefined;

/**
 * A database holding every migration, named by a hash of their text, made once (by whichever
 * worker or run gets there first) and kept on the server for later runs: it is built under a
 * temporary name and renamed when complete, so a half-migrated template is never cloned. A new
 * migration changes the hash, hence the name.
 */
function postgresTemplate(admin: string): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256').update(migrationSql('postgres').join('\0')).digest('hex').slice(0, 16);
    const name = `agency_template_${hash}`;
    const found = await withClient(admin, (root) =>
      root.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
    );
    if (found.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await withClient(admin, (root) => root.query(`CREATE DATABASE "${building}"`));
    const url = new URL(admin);
    url.pathname = `/${building}`;
    await withClient(url.toString(), async (client) => {
      for (const sql of migrationSql('postgres')) await client.query(sql);
    });
    await withClient(admin, async (root) => {
      try {
        await root.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } catch (err) {
        // Another worker finished the same template first (42P04: duplicate_database).
        if ((err as { code?: string }).code !== '42P04') throw err;
        await root.query(`DROP DATABASE "${building}"`);
      }
    });
    return name;
  })();
  return template;
}

/** CREATE DATABASE … TEMPLATE, tried again while another session briefly holds the template. */
async function cloneDatabase(root: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await root.query(`CREATE DATABASE "${to}" TEMPLATE "${from}"`);
      return;
    } catch (err) {
      // 55006: object_in_use ("source database is being accessed by other users").
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** A fresh, migrated database for one test file; dropped by the returned cleanup. */
async function freshDatabase(
  dataDir: string,
  upgrade?: Upgrade,
): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (provider === 'sqlite') {
    const file = path.join(dataDir, 'agency.db');
    createSqliteDatabase(file, upgrade);
    return { url: `file:${file}`, drop: async () => {} };
  }
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error('TEST_DB=postgres needs TEST_POSTGRES_URL');
  const name = `agency_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  if (upgrade) {
    await withClient(admin, (root) => root.query(`CREATE DATABASE "${name}"`));
    await withClient(url.toString(), async (client) => {
      for (const sql of migrationSql('postgres', upgrade)) await client.query(sql);
    });
  } else {
    // A copy of a migrated template: about 0.1 s, where running the migrations takes over a second.
    const template = await postgresTemplate(admin);
    await withClient(admin, (root) => cloneDatabase(root, template, name));
  }
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Limits high enough for suites that sign in and submit many times from 127.0.0.1. */
const generous = { points: 10_000, durationSeconds: 60 };
export const GENEROUS_RATE_LIMITS: Config['rateLimits'] = {
  loginFailuresPerIp: generous,
  loginFailuresPerAccountAndIp: generous,
  loginFailuresPerAccount: generous,
  recoveryPerIp: generous,
  recoveryPerAccount: generous,
  formPerIp: generous,
  formPerEmail: generous,
  uploadPerIp: generous,
  passkeyChallengesPerIp: generous,
  botCheckPerIp: generous,
  reviewPerIp: generous,
  apiKeyRequests: generous,
};

export type GqlResult<T = Record<string, unknown>> = {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
};

export type TestApp = App & {
  baseUrl: string;
  dataDir: string;
  /** The fresh database's own URL (not rewritten), undefined on SQLite. */
  databaseUrl: string | undefined;
  gql: <T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ) => Promise<GqlResult<T>>;
  rest: (
    method: string,
    url: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  /** A GraphQL multipart request (GraphQL multipart request spec) with one file in variables.file. */
  gqlUpload: (
    query: string,
    file: Blob,
    name: string,
    token?: string,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  login: (email: string, password: string) => Promise<string>;
  /** Creates a staff user directly in the database and returns its id and a token. */
  staff: (roles: Role[], email?: string) => Promise<{ id: string; email: string; token: string }>;
  stop: () => Promise<void>;
};

/**
 * Starts the real app on a random port against a fresh database (SQLite file or a new
 * PostgreSQL database) and talks to it over real HTTP.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  opts: {
    /** Rewrites the fresh database's URL before the app gets it (e.g. through a fault proxy). */
    databaseUrl?: (url: string) => string;
    /** Extra environment, as the server would read it. */
    env?: Record<string, string>;
    logger?: Logger;
    /** A second instance: the same database as this app (which keeps owning it), its own process state. */
    sameDatabaseAs?: TestApp;
    /** An existing install upgraded to this release: its older rows, then the newer migrations. */
    upgrade?: Upgrade;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-'));
  const shared = opts.sameDatabaseAs?.config.db;
  const database = shared
    ? { url: shared.provider === 'postgres' ? shared.url : `file:${shared.file}`, drop: async () => {} }
    : await freshDatabase(dataDir, opts.upgrade);
  const base = loadConfig({
    NODE_ENV: 'test',
    // The suites post forms as integrators would without a browser; test/bot-check*.test.ts turn
    // the check on (env BOT_CHECK) and solve its challenges with altcha-lib.
    BOT_CHECK: 'off',
    ...opts.env,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url && opts.databaseUrl ? opts.databaseUrl(database.url) : database.url,
    SITE_URL: 'http://site.test',
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    SEED_SAMPLE_CONTENT: 'true',
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
  });
  const config = { ...base, ...overrides };
  const logger = opts.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const app = await buildApp(config, { logger });
  await bootstrap(app.db, config, logger);
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const rest: TestApp['rest'] = async (method, url, body, token, headers = {}) => {
    const isForm = body instanceof FormData;
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const gql: TestApp['gql'] = async (query, variables, token) => {
    const res = await rest('POST', '/graphql', { query, variables }, token);
    return { status: res.status, ...(res.body as object) } as GqlResult<any>;
  };

  const gqlUpload: TestApp['gqlUpload'] = (
    query,
    file,
    name,
    token,
    headers = { 'apollo-require-preflight': 'true' },
  ) => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query, variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', file, name);
    return rest('POST', '/graphql', form, token, headers);
  };

  const login = async (email: string, password: string) => {
    const res = await rest('POST', '/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed for ${email}: ${JSON.stringify(res.body)}`);
    return res.body as string;
  };

  let n = 0;
  const staff: TestApp['staff'] = async (roles, email) => {
    const address =
      email ?? `${roles.join('-').toLowerCase()}-${++n}-${randomBytes(3).toString('hex')}@test.local`;
    const user = await app.db.user.create({
      data: {
        email: address,
        name: roles.join(' + '),
        roles: formatRoles(roles),
        passwordHash: await hashPassword(STAFF_PASSWORD),
      },
    });
    return { id: user.id, email: address, token: await login(address, STAFF_PASSWORD) };
  };

  return {
    ...app,
    baseUrl,
    dataDir,
    databaseUrl: database.url?.startsWith('postgres') ? database.url : undefined,
    gql,
    gqlUpload,
    rest,
    login,
    staff,
    stop: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A minimal valid PDF, and the magic bytes of the other file kinds tests need. */
export const SAMPLE_FILES = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  text: () => Buffer.from('just some text, not a document'),
};
