import { expect, test } from '@playwright/test';
import { ANY_VIEWPORT } from './page-support';
import { hydrated, watchCsp } from './shell-support';

// A kept page (the response cache, decision 023) as a visitor's browser meets it: the same bytes
// as the first visitor got, the CSP that travels with them still refusing any inline script the
// server did not write, and the page as alive as a fresh render.

test(
  'a kept page still refuses an inline script injected at run time, and reports it',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    const csp = await watchCsp(page);
    // The first request makes the page; the second is answered from the cache (same strong ETag).
    const first = await page.request.get('/careers');
    const kept = await page.goto('/careers');
    expect(kept?.status()).toBe(200);
    expect(kept?.headers()['etag']).toBeTruthy();
    expect(kept?.headers()['etag']?.replace(/-(br|gz)"$/, '"')).toBe(
      first.headers()['etag']?.replace(/-(br|gz)"$/, '"'),
    );
    expect(kept?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // The one violation is the injected script: nothing the server wrote (its hydration scripts, the
    // inlined CSS, each allowed by its hash) was refused.
    const violations = await csp();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^script-src(-elem)? blocked inline/);
  },
);

test(
  'a kept page hydrates: client-side navigation and no console errors, with tracking parameters too',
  {
    tag: ANY_VIEWPORT,
  },
  async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.request.get('/company');
    // A link shared with tracking parameters is served the plain address's kept page.
    const response = await page.goto('/company?utm_source=newsletter&fbclid=x');
    const plain = await page.request.get('/company');
    expect(response?.headers()['etag']?.replace(/-(br|gz)"$/, '"')).toBe(
      plain.headers()['etag']?.replace(/-(br|gz)"$/, '"'),
    );
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('banner').getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The router moved in place: the same document, so the kept page's scripts had hydrated it.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
  },
);
