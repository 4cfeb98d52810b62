import fs from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageKey, pipelineHeaders, sendAnswer } from './caching/http.ts';
import type { Produced, ResponseCache } from './caching/response-cache.ts';
import type { Config } from './env.ts';
import { answerGraphQL, type GraphQLHandler } from './graphql/yoga.ts';
import { createRequestContext } from './context.ts';
import { botCheckSources } from './security/bot-check.ts';
import { contentSecurityPolicy } from './security/csp.ts';
import type { Services } from './services/index.ts';
import { articlePath, PUBLIC_PAGES, vacancyPath } from '@agency/schema/site-pages';
import type { PageHost, PageHostModule, PageHostOptions } from '@agency/schema/page-host';
import { isPreviewPath, PREVIEW_HEADERS } from './preview-pages.ts';
import { registerFeeds } from './feeds/feed-routes.ts';

/**
 * The web app's page host (web/dist/server/entry-server.js, the contract @agency/schema/page-host),
 * or undefined when the web app is not built. Loaded once at start-up, before the server is made:
 * the response cache's fast path keys pages by the search params the host's routes declare.
 */
export async function loadPageHost(config: Config): Promise<PageHost | undefined> {
  const clientDir = path.join(config.webDist, 'client');
  const serverEntry = path.join(config.webDist, 'server', 'entry-server.js');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(clientDir, '.vite', 'manifest.json')))
    return undefined;
  const { createPageHost } = (await import(pathToFileURL(serverEntry).href)) as PageHostModule;
  return createPageHost({ clientDir, site: config.site, siteUrl: config.siteUrl, blogUrl: config.blogUrl });
}

/** The page host over Vite's development server, and what it serves itself (modules, HMR). */
export type DevPages = {
  host: PageHost;
  /** Vite's connect middleware: answers what it serves, calls `next` for everything else. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  close: () => Promise<void>;
};

/**
 * `npm run dev` (WEB_DEV=on): the page host of web/src/server/dev-host.ts, which runs Vite in this
 * process; its hot-update websocket shares `httpServer`. Loaded by path at run time (the API never
 * imports the web app): the process runs with tsx as its loader, and Vite comes from web/.
 */
export async function loadDevPageHost(config: Config, httpServer: Server): Promise<DevPages> {
  const file = path.resolve(import.meta.dirname, '..', '..', 'web', 'src', 'server', 'dev-host.ts');
  const { createDevPageHost } = (await import(pathToFileURL(file).href)) as {
    createDevPageHost: (
      options: Omit<PageHostOptions, 'clientDir' | 'dev'> & { httpServer: Server },
    ) => Promise<DevPages>;
  };
  return createDevPageHost({
    site: config.site,
    siteUrl: config.siteUrl,
    blogUrl: config.blogUrl,
    httpServer,
  });
}

/**
 * The web app at its doors: hashed static assets from web/dist/client, the privacy policy, robots
 * and the sitemap, and every other page path rendered by the page host, its GraphQL loaders
 * answered in-process by Yoga, kept by the response cache.
 */
export async function registerWeb(
  server: FastifyInstance,
  opts: {
    config: Config;
    pages: PageHost | undefined;
    yoga: GraphQLHandler;
    services: Services;
    cache: ResponseCache;
  },
) {
  const { config, pages, yoga, services, cache } = opts;
  const clientDir = path.join(config.webDist, 'client');
  // In development Vite serves the assets and public files itself.
  if (pages && !config.webDev) {
    await server.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Hashed assets never change; other files (favicon, robots.txt) may.
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
        // Social cards are made to be shown on other sites (a chat app's link preview).
        if (file.includes(`${path.sep}social${path.sep}`))
          res.header('cross-origin-resource-policy', 'cross-origin');
      },
      allowedPath: (pathName) => !pathName.startsWith('/.vite'),
      // Served by its own route below, with the configured addresses filled in.
      globIgnore: [POLICY_FILE],
    });
    registerPolicyPage(server, config, pages);
  }

  registerSeoFiles(server, config, services);
  // The blog's and the careers' feeds, kept and dropped with the pages (decision 063).
  registerFeeds(server, { config, services, cache, pageParams: pages?.pageParams ?? {} });

  // Every other GET is a page path, rendered by the router (which answers 404 for unknown ones).
  // A route rather than the not-found handler, so @fastify/compress (which hooks routes) applies.
  server.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (req, reply) => {
      if (req.url.startsWith('/api/') || req.url.startsWith('/graphql')) return reply.callNotFound();
      // One address per page: `/company/` moves permanently (301, which every crawler and proxy
      // knows) to `/company`, keeping the query. Runs of slashes collapse too, so `//evil.example/`
      // cannot become a protocol-relative Location. The page's canonical link names the address
      // without any query (lib/page-head.ts in the web app).
      const [pathname = '/', query] = req.url.split(/\?(.*)/s);
      if (pathname.length > 1 && pathname.endsWith('/')) {
        const target = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
        return reply.redirect(query === undefined ? target : `${target}?${query}`, 301);
      }
      if (!pages) {
        return reply
          .code(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm start` from the repository root.');
      }
      const render = () => renderPage(req, reply, pages, config, yoga, services);
      // The staff area is never kept: its pages are shells whose data comes with the staff token.
      // Nor is a preview page: it is for whoever holds its link (decision 049).
      const keep = config.cache.pages && !pathname.startsWith('/admin-panel') && !isPreviewPath(pathname);
      return sendAnswer(
        req,
        reply,
        keep ? await cache.answer(pageKey(req.url, pages.pageParams), render) : await render(),
      );
    },
  });
  server.setNotFoundHandler(async (_req, reply) =>
    reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' }),
  );
}

/**
 * Renders one page as the anonymous visitor, through the page host, and puts the doors' headers
 * around it: the pipeline's, and a CSP that allows exactly the page's inline tags (by the hashes
 * the host gives), so the same bytes can be kept and sent to every visitor, policy included.
 */
async function renderPage(
  req: FastifyRequest,
  reply: FastifyReply,
  pages: PageHost,
  config: Config,
  yoga: GraphQLHandler,
  services: Services,
): Promise<Produced> {
  const request = new Request(new URL(req.url, config.siteUrl), {
    headers: {
      accept: String(req.headers.accept ?? 'text/html'),
      'accept-language': String(req.headers['accept-language'] ?? ''),
    },
  });
  // Loaders run as the anonymous visitor: a server-rendered page never depends on who asks.
  const requestContext = createRequestContext(services, { id: req.id, ip: req.ip, authorization: undefined });
  // A loader that met a database outage (GraphQL answered 503) makes the whole page a 503 with
  // Retry-After, as the API doors answer: crawlers and proxies retry instead of caching an error.
  let retryAfter: string | undefined;
  const graphql = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // The loader's path and query go through: a query by document id travels in the URL (GET).
    const url = new URL(input instanceof Request ? input.url : input, config.siteUrl);
    const query = new yoga.fetchAPI.Request(new URL(url.pathname + url.search, config.siteUrl), init);
    const answer = await answerGraphQL(yoga, query, { req, reply, requestContext });
    if (answer.status === 503) retryAfter = answer.headers.get('retry-after') ?? '5';
    return answer;
  }) as typeof fetch;
  const page = await pages.renderPage(request, { graphql });
  const headers = { ...pipelineHeaders(reply), ...page.headers };
  headers['content-security-policy'] = contentSecurityPolicy({
    https: config.siteUrl.startsWith('https:'),
    inline: page.inlineHashes,
    sources: botCheckSources(config.botCheck.mode),
  });
  // Vite's client and React's refresh runtime run inline scripts and inject styles: development
  // pages go without a policy (production pages keep theirs, which the e2e suite checks).
  if (config.webDev) {
    delete headers['content-security-policy'];
    reply.removeHeader('content-security-policy');
  }
  headers['cache-control'] = 'no-cache';
  if (retryAfter) {
    headers['retry-after'] = retryAfter;
    headers['cache-control'] = 'no-store';
  }
  const preview = isPreviewPath(new URL(request.url).pathname);
  if (preview) Object.assign(headers, PREVIEW_HEADERS);
  return {
    status: retryAfter ? 503 : page.status,
    headers,
    body: Buffer.from(page.html),
    cacheable: !retryAfter && !preview,
  };
}

const POLICY_FILE = 'privacy-policy.html';

/** The full privacy policy, filled in by the page host; its own style allowed by its hash. */
function registerPolicyPage(server: FastifyInstance, config: Config, pages: PageHost) {
  const policy = pages.policyPage;
  if (!policy) return;
  const csp = contentSecurityPolicy({
    https: config.siteUrl.startsWith('https:'),
    inline: policy.inlineHashes,
  });
  server.get(`/${POLICY_FILE}`, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', csp)
      .send(policy.html),
  );
}

/**
 * robots.txt and sitemap.xml: the public pages with a fixed path, dated when this web build was
 * made (their words and pictures change only with a build), and every visible article and vacancy
 * page, dated by its last change.
 */
function registerSeoFiles(server: FastifyInstance, config: Config, services: Services) {
  server.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin-panel/\nDisallow: /api/\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
      ),
  );

  const built = builtAt(config.webDist);
  server.get('/sitemap.xml', async (_req, reply) => {
    const [articles, vacancies] = await Promise.all([
      services.articles.list(null, { first: 200 }),
      services.vacancies.list(null),
    ]);
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const url = (path: string, lastmod: string) =>
      `<url><loc>${escape(config.siteUrl + path)}</loc><lastmod>${lastmod}</lastmod></url>`;
    const urls = [
      ...PUBLIC_PAGES.map((p) => url(p, built)),
      ...articles.items.map((a) => url(articlePath(a.slug), a.updatedAt.toISOString())),
      // Each visible vacancy's own page: where its job posting is (decision 038).
      ...vacancies.map((v) => url(vacancyPath(services.vacancies.slugOf(v)), v.updatedAt.toISOString())),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}

/** When the web app was built (its server renderer's file time), or now when there is none. */
function builtAt(webDist: string): string {
  const entry = path.join(webDist, 'server', 'entry-server.js');
  return (fs.existsSync(entry) ? fs.statSync(entry).mtime : new Date()).toISOString();
}
