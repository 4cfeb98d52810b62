import { defineConfig, devices } from '@playwright/test';

// E2E_PORT gives a parallel run its own server (scripts/serve-for-e2e.mjs reads it too).
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;

export default defineConfig({
  testDir: 'tests',
  forbidOnly: !!process.env.CI,
  // One retry in CI: a test that fails and then passes is reported as flaky in results.json (and in
  // `npm test`'s stage line), so it is seen and fixed rather than turning a whole run red.
  retries: process.env.CI ? 1 : 0,
  // The machine has two cores, and the server under test needs one of them.
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    // A test that fails is run again with a trace (DOM snapshots, network, console) and keeps it;
    // passing tests record nothing. The trace's screencast is left out: recording it made desktop
    // tests much heavier on the CPU of a two-core machine (README: Testing).
    // Locally (no retries) set PW_TRACE=retain-on-failure to keep the first failure's trace.
    trace: {
      mode: process.env.PW_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'on-first-retry',
      screenshots: false,
      snapshots: true,
    },
    screenshot: 'only-on-failure',
    // Playwright cannot download its own browsers here; Debian's chromium is installed with apt.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // Every page under test is one site (127.0.0.1 or localhost), so process-per-site isolation
        // only added processes: without it a desktop batch took about 18% less CPU (decision 065).
        '--disable-site-isolation-trials',
        '--disable-features=IsolateOrigins,site-per-process',
      ],
    },
  },
  projects: [
    // The admin's phone layouts (admin-phone-*.spec.ts) run on the mobile project only.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testIgnore: /[\\/]admin-phone-[^\\/]*\.spec\.ts$/,
      // Tests tagged @phone-only check a phone's layout or touch; they are not started here.
      grepInvert: /@phone-only/,
    },
    // Tests tagged @any-viewport (tests/page-support.ts) give the same answer on every device.
    // The admin journeys (admin-*.spec.ts) run on the desktop project only: the admin's phone
    // layouts are checked in admin-phone-*.spec.ts. Left out here rather than skipped inside the
    // file, so a file's set-up (admin-passkeys starts a server of its own) does not run for nothing.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      // @desktop-only: a mouse, a desktop width or a layout phones do not have. Left out rather than
      // skipped inside the test, which set up its page for nothing (about a second each).
      grepInvert: /@any-viewport|@desktop-only/,
      testIgnore: /[\\/]admin-(?!phone-)[^\\/]*\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'node ../scripts/serve-for-e2e.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
