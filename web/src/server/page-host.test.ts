import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageHost } from '@agency/schema/page-host';
import { DEFAULT_SITE_SETTINGS } from '@agency/schema/site-settings';
import { createPageHost } from '../entry-server';
import { createGraphQLRequest } from '../lib/graphql';
import { createAppRouter } from '../router';

/**
 * The page host on its own (decision 041): what the API gets from the web app, made from a client
 * build's manifest and the real router, without the API. The API's tests render through it too.
 */
let clientDir: string;
let host: PageHost;
const SITE = { ...DEFAULT_SITE_SETTINGS, name: 'Acme & Co', privacyEmail: 'privacy@acme.test' };
const noGraphQL = (() => Promise.reject(new Error('this page loads nothing'))) as typeof fetch;

beforeAll(() => {
  // A client build as `vite build` leaves it: the manifest, a stylesheet, the privacy policy page.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-page-host-'));
  fs.mkdirSync(path.join(clientDir, '.vite'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'entry.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(clientDir, 'assets', 'privacy.css'), '.privacy{color:#123}');
  fs.writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/entry-client.tsx': {
        file: 'assets/entry-1.js',
        isEntry: true,
        css: ['assets/entry.css'],
        imports: ['_shell.js'],
      },
      '_shell.js': { file: 'assets/shell-1.js' },
      'src/routes/privacy.tsx?tsr-split=component': {
        file: 'assets/privacy-1.js',
        css: ['assets/privacy.css'],
        imports: ['_shell.js'],
      },
    }),
  );
  fs.writeFileSync(
    path.join(clientDir, 'privacy-policy.html'),
    '<html><head><title>{{SITE_NAME}}</title><style>p{}</style></head><body>{{PRIVACY_CONTACT}}</body></html>',
  );
  host = createPageHost({ clientDir, site: SITE, siteUrl: 'https://acme.test' });
});
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('renderPage', () => {
  it('renders a page with its route chunk and CSS, and hashes exactly the inline tags it wrote', async () => {
    const page = await host.renderPage(new Request('https://acme.test/privacy?utm_source=x'), {
      graphql: noGraphQL,
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.html).toMatch(/<h1[^>]*>/);
    // The markers became hashes: none is left in the document.
    expect(page.html).not.toMatch(/nonce=|csp-nonce/);
    expect(page.inlineHashes.scripts.length).toBeGreaterThan(0);
    expect(page.inlineHashes.styles).toHaveLength(1);
    // The page's own CSS is inlined, and its chunk is named for the boot script.
    expect(page.html).toContain('.privacy{color:#123}');
    expect(page.html).toContain('/assets/privacy-1.js');
    expect(page.html).toContain('/assets/entry-1.js');
    // The brand and the canonical address come from the options.
    expect(page.html).toContain('Acme &amp; Co');
    expect(page.html).toContain('href="https://acme.test/privacy"');
    expect(page.cacheKeyParams).toEqual([]);
  });

  it('answers 404 with the not-found page for an unknown path', async () => {
    const page = await host.renderPage(new Request('https://acme.test/no-such-page'), { graphql: noGraphQL });
    expect(page.status).toBe(404);
    expect(page.html).toMatch(/<h1[^>]*>/);
  });
});

describe('pageParams', () => {
  it('names the search params each page declares beside its route', () => {
    expect(host.pageParams).toEqual({ '/blog': ['category', 'page'], '/careers': ['city', 'level', 'page'] });
  });

  it('covers every search param a public page loads by: no page varies by a param its key ignores', () => {
    const router = createAppRouter({ graphql: createGraphQLRequest(noGraphQL) });
    type RouteLike = {
      fullPath: string;
      options: {
        validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
        loaderDeps?: (opts: { search: Record<string, unknown> }) => Record<string, unknown>;
        staticData?: { pageParams?: readonly string[] };
      };
    };
    const routes = Object.values(router.routesById) as unknown as RouteLike[];
    const loadingBySearch = routes.filter(
      (route) => route.options.loaderDeps && !route.fullPath.startsWith('/admin-panel'),
    );
    expect(loadingBySearch.map((route) => route.fullPath).sort()).toEqual(['/blog/', '/careers/']);
    for (const route of loadingBySearch) {
      const declared = route.options.staticData?.pageParams ?? [];
      const search = route.options.validateSearch?.({ page: '2', junk: 'x' }) ?? {};
      const deps = route.options.loaderDeps!({ search });
      expect(
        Object.keys(deps).every((name) => declared.includes(name)),
        route.fullPath,
      ).toBe(true);
    }
  });
});

describe('policyPage', () => {
  it('fills in the brand and the privacy address, escaped, and hashes its style', () => {
    expect(host.policyPage!.html).toContain('<title>Acme &amp; Co</title>');
    expect(host.policyPage!.html).toContain('mailto:privacy@acme.test');
    expect(host.policyPage!.html).not.toMatch(/nonce=/);
    expect(host.policyPage!.inlineHashes.styles).toHaveLength(1);
  });
});
