import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Shared by the careers specs. Some of them change the vacancy list through the API (hide all,
 * add one) while others count what the page shows, and Playwright runs files and projects in
 * parallel workers. A lock directory (mkdir is atomic) serialises every test that depends on the
 * list, across workers of one run; the port keeps parallel runs on other servers apart.
 */
const lockDir = path.join(os.tmpdir(), `agency-e2e-vacancies-${process.env.E2E_PORT ?? '3100'}.lock`);
const STALE_MS = 120_000;

export async function lockVacancies(timeoutMs = 90_000): Promise<() => void> {
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      return () => fs.rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A run that crashed while holding the lock must not block the next one forever.
    try {
      if (Date.now() - fs.statSync(lockDir).mtimeMs > STALE_MS)
        fs.rmSync(lockDir, { recursive: true, force: true });
    } catch {
      // Released between the two calls: try again.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${lockDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The seeded visible vacancies, in the order the page lists them (oldest first). */
export const SEEDED_VACANCIES = ['Senior React Developer', 'Flutter Developer', 'QA Engineer'] as const;

export type OwnerApi = {
  graphql: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
  dispose: () => Promise<void>;
};

/** Logs in once as the owner (login is rate-limited per IP) and sends GraphQL with the token. */
export async function ownerApi(baseURL: string): Promise<OwnerApi> {
  const context: APIRequestContext = await apiRequest.newContext({ baseURL });
  const login = await context.post('/api/auth/login', {
    data: { email: 'owner@e2e.local', password: 'owner-password-e2e-1' },
  });
  if (!login.ok()) throw new Error(`Owner login failed: ${login.status()} ${await login.text()}`);
  const token = (await login.json()) as string;
  return {
    graphql: async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const res = await context.post('/graphql', {
        data: { query, variables },
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { data?: T; errors?: unknown[] };
      if (body.errors?.length || !body.data)
        throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
      return body.data;
    },
    dispose: () => context.dispose(),
  };
}

/** Skips the once-per-session start-up animation and the cookie banner, which would cover the page. */
export async function quietShell(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      window.sessionStorage.setItem('preloader', 'off');
      window.localStorage.setItem('acceptAllCookies', 'true');
    } catch {
      // Storage may be unavailable on about:blank; the real page sets nothing then.
    }
  });
}

/** Waits until React has hydrated the element `selector` matches and every effect has run. */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  // Hydration runs as a transition, so an element gets its props before the commit whose effects
  // add listeners; the root marks <html data-hydrated> after every effect has run. A part of the
  // page hydrated only when wanted (web/src/components/hydration, decision 040) is asked for as a
  // visitor would, by pointing at it.
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    if (document.documentElement.dataset['hydrated'] !== 'true' || !element) return false;
    if (Object.keys(element).some((key) => key.startsWith('__reactProps'))) return true;
    if (element.closest('[data-hydration]')) {
      element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
    return false;
  }, selector);
}
