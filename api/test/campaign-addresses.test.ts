import { afterAll, beforeAll, expect, it } from 'vitest';
import { builtWebDist, GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

// The page cache keys a route by its own parameters (decision 041), so a campaign's /?utm_source=…
// and / share one kept answer. Whichever comes first is drawn for both: it must be the same page,
// with the header's Home link current (it once came out inactive for the campaign's address, and /
// then served that to everyone until the entry expired).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    webDist: builtWebDist(),
    rateLimits: GENEROUS_RATE_LIMITS,
    publicCacheSeconds: 60,
  });
});
afterAll(() => app?.stop());

const homeLink = async (path: string) => {
  const res = await fetch(`${app.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return /<a[^>]*>Home<\/a>/.exec(await res.text())?.[0] ?? '';
};

it('draws the home page the same for a campaign address and for /, whichever is asked first', async () => {
  const campaign = await homeLink('/?utm_source=newsletter&utm_campaign=autumn');
  expect(campaign).toContain('aria-current="page"');
  expect(await homeLink('/')).toBe(campaign);
});
