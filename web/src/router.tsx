import { createRouter } from '@tanstack/react-router';
import { RouteError } from './components/chunk-error/route-error';
import { NotFound } from './components/not-found';
import type { SiteSettings } from '@agency/schema/site-settings';
import type { GraphQLRequest } from './lib/graphql';
import { routeTree } from './routeTree.gen';

/** What every route's loader gets: a GraphQL client (in-process on the server, fetch in the browser). */
export type RouterContext = {
  graphql: GraphQLRequest;
  /** BLOG_URL of the server, if the blog lives elsewhere; only read by the root loader on the server. */
  blogUrl?: string | undefined;
  /** The server's brand, addresses and profile links; like blogUrl, read by the root loader on the server. */
  site?: SiteSettings | undefined;
  /** The server's SITE_URL: canonical addresses, og:url and structured data are built from it. */
  siteUrl?: string | undefined;
};

/**
 * One router per request on the server, one per page load in the browser. The nonce lets the
 * router's inline hydration scripts pass the Content-Security-Policy.
 */
export function createAppRouter(context: RouterContext, options: { nonce?: string } = {}) {
  return createRouter({
    routeTree,
    context,
    ssr: { nonce: options.nonce },
    defaultNotFoundComponent: NotFound,
    // Every route's error boundary; a failed code download shows 'Loading chunk failed' and Retry.
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The search params a page reads (what its loaderDeps take from the search): a kept copy of
     * the page is keyed on its path and these alone (src/server/page-params.ts).
     */
    pageParams?: readonly string[];
  }
}
