import type { SiteSettings } from './site-settings.ts';

/**
 * The contract between the API and the web app's server side (web/src/entry-server.tsx, built into
 * web/dist/server/entry-server.js): the API keeps the doors, the response cache and the
 * Content-Security-Policy; the web app makes pages (decision 041). Types only.
 */

/** The hashes (`'sha256-…'`) of the inline scripts and styles one document may run. */
export type InlineHashes = { scripts: string[]; styles: string[] };

export type PageHostOptions = {
  /** dist/client: the browser build, with its .vite/manifest.json. */
  clientDir: string;
  /** Brand, contact addresses and profile links (the server's SITE_NAME, CONTACT_EMAIL, …). */
  site: SiteSettings;
  /** The public base URL (SITE_URL), for canonical links, og:url and structured data. */
  siteUrl: string;
  /** Where the header's blog link points when the blog is not this site's own (BLOG_URL). */
  blogUrl?: string | undefined;
  /** `npm run dev`: Vite serves the modules, so no built manifest is read (`clientDir` is unused). */
  dev?: boolean;
};

export type RenderedPage = {
  status: number;
  /** The router's headers (content type, a redirect's location). */
  headers: Record<string, string>;
  html: string;
  /** Hashes of the inline scripts and styles the document runs, for its Content-Security-Policy. */
  inlineHashes: InlineHashes;
  /** The search params the page read: with its path, the page's key in a cache. */
  cacheKeyParams: readonly string[];
};

export type PageHost = {
  /**
   * Renders the page `request` asks for, as the anonymous visitor: its loaders' GraphQL requests go
   * to `graphql` (in-process on the server). 404 for an unknown path, a redirect's own status.
   */
  renderPage(request: Request, opts: { graphql: typeof fetch }): Promise<RenderedPage>;
  /** The search params each page reads, by path (`/careers` -> city, level, page). */
  pageParams: Readonly<Record<string, readonly string[]>>;
  /** The full privacy policy (a static page) with the brand and addresses filled in, once. */
  policyPage: { html: string; inlineHashes: InlineHashes } | undefined;
};

/** What web/dist/server/entry-server.js exports. */
export type PageHostModule = { createPageHost(options: PageHostOptions): PageHost };
