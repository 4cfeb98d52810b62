import type { SiteSettings } from '@agency/schema/site-settings';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { createGraphQLRequest } from './lib/graphql';
import { createAppRouter } from './router';

type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

export type RenderOptions = {
  /** The page request (its URL decides the route). */
  request: Request;
  /** Answers GraphQL requests in-process: loaders never go over the network on the server. */
  graphqlFetch: typeof fetch;
  /** The built client assets (entry script, CSS) for the document. */
  manifest: ServerManifest;
  /** The CSP nonce of this response, for the inline hydration scripts. */
  nonce: string;
  /** Where the header's blog link points when the blog is not this site's own. */
  blogUrl?: string | undefined;
  /** Brand, contact addresses and profile links (the server's SITE_NAME, CONTACT_EMAIL, …). */
  site?: SiteSettings | undefined;
  /** The public base URL (SITE_URL), for canonical links, og:url and structured data. */
  siteUrl?: string | undefined;
};

/** Renders a public page to a full HTML response; status 404 when no route matches. */
export function render({
  request,
  graphqlFetch,
  manifest,
  nonce,
  blogUrl,
  site,
  siteUrl,
}: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ graphql: createGraphQLRequest(graphqlFetch), blogUrl, site, siteUrl }, { nonce }),
    getRouterManifest: () => manifest,
  });
  return handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
}
