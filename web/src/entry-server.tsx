import fs from 'node:fs';
import path from 'node:path';
import type { PageHost, PageHostOptions } from '@agency/schema/page-host';
import { leadRetentionText, type SiteSettings } from '@agency/schema/site-settings';
import { createGraphQLRequest } from './lib/graphql';
import { createAppRouter } from './router';
import { hashMarkedInlineTags, renderMarker } from './server/inline-hashes';
import { pageParamsOf } from './server/page-params';
import { renderDocument } from './server/render';
import { DEV_ROUTER_MANIFEST, readRouterManifest } from './server/router-manifest';

const POLICY_FILE = 'privacy-policy.html';
const unused = (() => Promise.reject(new Error('This router loads nothing.'))) as typeof fetch;

/**
 * The web app's server side, as the API uses it (the contract: @agency/schema/page-host): everything
 * about making a page (the router, the client build's manifest, the boot script, the inline tags'
 * hashes, which search params a page reads) lives here; the API keeps the doors, the response cache
 * and the policy built around the hashes (decision 041). Built by `vite build --ssr` into
 * dist/server/entry-server.js.
 */
export function createPageHost(options: PageHostOptions): PageHost {
  const manifest = options.dev ? DEV_ROUTER_MANIFEST : readRouterManifest(options.clientDir);
  // A router that loads nothing: only its route table is read.
  const pageParams = pageParamsOf(createAppRouter({ graphql: createGraphQLRequest(unused) }));
  return {
    pageParams,
    policyPage: options.dev ? undefined : policyPage(path.join(options.clientDir, POLICY_FILE), options.site),
    async renderPage(request, { graphql }) {
      const marker = renderMarker();
      const page = await renderDocument({
        request,
        graphqlFetch: graphql,
        manifest,
        nonce: marker,
        blogUrl: options.blogUrl,
        site: options.site,
        siteUrl: options.siteUrl,
      });
      const { html, hashes } = hashMarkedInlineTags(page.html, marker);
      const headers: Record<string, string> = {};
      page.headers.forEach((value, name) => {
        if (name !== 'content-length') headers[name] = value;
      });
      const pathname = new URL(request.url).pathname;
      return {
        status: page.status,
        headers,
        html,
        inlineHashes: hashes,
        cacheKeyParams: pageParams[pathname] ?? [],
      };
    },
  };
}

/**
 * The privacy policy's static page names the configured brand, privacy address and how long leads
 * are kept. Its own inline <style> is allowed by its hash (the policy has no 'unsafe-inline').
 */
function policyPage(file: string, site: SiteSettings): PageHost['policyPage'] {
  if (!fs.existsSync(file)) return undefined;
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const contact = site.privacyEmail
    ? `by e-mail at <a href="mailto:${escape(site.privacyEmail)}">${escape(site.privacyEmail)}</a>`
    : 'through <a href="/#contact">the contact form</a>';
  const marker = renderMarker();
  const { html, hashes } = hashMarkedInlineTags(
    fs
      .readFileSync(file, 'utf8')
      .replaceAll('{{SITE_NAME}}', escape(site.name))
      .replaceAll('{{PRIVACY_CONTACT}}', contact)
      .replaceAll('{{LEAD_RETENTION}}', escape(leadRetentionText(site.leadRetentionDays)))
      .replace('<style>', `<style nonce="${marker}">`),
    marker,
  );
  return { html, inlineHashes: hashes };
}
