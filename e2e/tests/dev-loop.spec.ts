import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * `npm run dev` (decision 041): the product on the embedded defaults with the web app through
 * Vite's development server in the API's process. An edit to a page's source shows in the open
 * browser without a reload (hot module replacement) and in the next server render, and GraphiQL is
 * at the same address. Runs once (any viewport): it starts its own server and edits a source file,
 * which it puts back whatever happens.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const source = path.join(root, 'web', 'src', 'features', 'privacy', 'privacy-page.tsx');
const HEADING = 'Your data, handled with care';
const EDITED = 'Your data, handled with care (edited)';

let dev: ChildProcess | undefined;
let base = '';
let original: string | undefined;
let output = '';

const restore = () => {
  if (original !== undefined && fs.readFileSync(source, 'utf8') !== original)
    fs.writeFileSync(source, original);
};
process.on('exit', restore);

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  // Starting the development server (migrations, Vite) takes longer than a test's usual 30 s.
  test.setTimeout(240_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-dev-loop-'));
  dev = spawn(process.execPath, [path.join(root, 'scripts', 'dev.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_SAMPLE_CONTENT: 'false',
      OWNER_PASSWORD: 'dev-loop-owner-password-1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  for (const deadline = Date.now() + 180_000; ; await new Promise((r) => setTimeout(r, 250))) {
    if (dev.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm run dev did not start:\n${output}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
  }
});

test.afterAll(async () => {
  restore();
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  }
});

test('an edit to a page shows in the open browser at once, without a reload @any-viewport', async ({
  page,
}) => {
  await page.goto(`${base}/privacy`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(HEADING, { timeout: 60_000 });
  // Hydrated and connected to Vite's hot-update socket.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 60_000 });
  await page.evaluate(() => ((window as unknown as { kept: number }).kept = 42));

  original = fs.readFileSync(source, 'utf8');
  expect(original).toContain(HEADING);
  fs.writeFileSync(source, original.replace(`<h1>${HEADING}</h1>`, `<h1>${EDITED}</h1>`));
  const edited = Date.now();
  await expect(heading).toHaveText(EDITED, { timeout: 15_000 });
  const seconds = (Date.now() - edited) / 1000;
  // The same page, updated in place: what the window held is still there.
  expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(42);
  await expect(heading).toBeVisible();
  test.info().annotations.push({ type: 'edit shown after', description: `${seconds.toFixed(1)} s` });

  // The server renders the edit too.
  const html = await (await fetch(`${base}/privacy`)).text();
  expect(html).toContain(EDITED);
  restore();
  await expect(heading).toHaveText(HEADING, { timeout: 15_000 });
});

test('GraphiQL and the API answer at the same address @any-viewport', async () => {
  const graphiql = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
  expect(graphiql.status).toBe(200);
  expect(await graphiql.text()).toMatch(/graphiql/i);
  const answer = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ categories { name } }' }),
  });
  expect(((await answer.json()) as { data: { categories: unknown[] } }).data.categories).toHaveLength(5);
});
