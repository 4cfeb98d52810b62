import type { SiteSettings } from '@agency/schema/site-settings';
import { renderToString } from 'react-dom/server';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { isGone } from '../components/gone';
import { createGraphQLRequest } from '../lib/graphql';
import { createAppRouter } from '../router';
import type { RouterManifest } from './router-manifest';

export type RenderOptions = {
  /** The page request (its URL decides the route). */
  request: Request;
  /** Answers GraphQL requests in-process: loaders never go over the network on the server. */
  graphqlFetch: typeof fetch;
  /** The built client assets (entry script, CSS) for the document. */
  manifest: RouterManifest;
  /** Marks the inline tags this render writes (inline-hashes.ts), where a CSP nonce would go. */
  nonce: string;
  /** Where the header's blog link points when the blog is not this site's own. */
  blogUrl?: string | undefined;
  /** Brand, contact addresses and profile links (the server's SITE_NAME, CONTACT_EMAIL, …). */
  site?: SiteSettings | undefined;
  /** The public base URL (SITE_URL), for canonical links, og:url and structured data. */
  siteUrl?: string | undefined;
};

/** TanStack's status, except that a page whose route marked it gone answers 410 (decision 044). */
function statusOf(router: Parameters<typeof getSsrStatus>[0]): number {
  const status = getSsrStatus(router);
  if (status !== 404) return status;
  const gone = router.state.matches.some(
    (match) => match.status === 'notFound' && isGone((match.error as { data?: unknown } | undefined)?.data),
  );
  return gone ? 410 : status;
}

/** A rendered document: what TanStack's handler answered, and the document as one string. */
export type RenderedDocument = { status: number; headers: Headers; html: string };

/**
 * Renders one page; status 404 when no route matches, a redirect's own answer (empty html) when a
 * loader redirects. The document comes back as a string rather than inside a `Response`: wrapping
 * the HTML in a Response and reading it out again (checking it is well-formed UTF-16, encoding,
 * decoding) was a sizeable part of an uncached page view (decision 035).
 */
export async function renderDocument({
  request,
  graphqlFetch,
  manifest,
  nonce,
  blogUrl,
  site,
  siteUrl,
}: RenderOptions): Promise<RenderedDocument> {
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ graphql: createGraphQLRequest(graphqlFetch), blogUrl, site, siteUrl }, { nonce }),
    getRouterManifest: () => manifest,
  });
  let html = '';
  // What renderRouterToString does, minus the Response around the document.
  const response = await handler(async ({ responseHeaders, router }) => {
    try {
      html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />));
      return new Response(null, { status: statusOf(router), headers: responseHeaders });
    } catch (error) {
      console.error('Render to string error:', error);
      html = 'Internal Server Error';
      return new Response(null, { status: 500, headers: responseHeaders });
    } finally {
      router.serverSsr?.cleanup();
    }
  });
  return { status: response.status, headers: response.headers, html };
}
