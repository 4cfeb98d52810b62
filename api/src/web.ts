import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageKey, pipelineHeaders, sendAnswer } from './caching/http.ts';
import type { Produced, ResponseCache } from './caching/response-cache.ts';
import type { Config } from './env.ts';
import { answerGraphQL, type GraphQLHandler } from './graphql/yoga.ts';
import { createRequestContext } from './context.ts';
import { bootScript, routeChunksScript } from './hero-first.ts';
import { botCheckSources } from './security/bot-check.ts';
import { contentSecurityPolicy, hashMarkedInlineTags, renderMarker } from './security/csp.ts';
import type { Services } from './services/index.ts';
import { articlePath, PUBLIC_PAGES, vacancyPath } from '@agency/schema/site-pages';
import { leadRetentionText, type SiteSettings } from '@agency/schema/site-settings';

type RenderOptions = {
  request: Request;
  graphqlFetch: typeof fetch;
  manifest: unknown;
  nonce: string;
  blogUrl: string | undefined;
  site: SiteSettings;
  siteUrl: string;
};
type Renderer = {
  render: (opts: RenderOptions) => Promise<{ status: number; headers: Headers; html: string }>;
};
type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** TanStack's route id of a route file: `src/routes/cases/$slug.tsx` -> `/cases/$slug`. */
export function routeIdOf(source: string): string | undefined {
  const match = /^src\/routes\/(.+)\.tsx(\?.*)?$/.exec(source);
  if (!match) return undefined;
  const file = match[1]!;
  if (file === '__root') return '__root__';
  if (file === 'index') return '/';
  return `/${file.replace(/\/index$/, '/').replace(/\/route$/, '')}`;
}

/**
 * The document's assets from Vite's manifest, per route, so a page links only what it uses: the
 * entry script and its imports for every page, and for each route its code-split chunk and the CSS
 * of that chunk and its imports (in the server HTML, so the page never flashes unstyled). The
 * scripts are not linked from the HTML: each matched route's inline script names its chunks, and
 * the root's loads them all once the page's main image has painted (hero-first.ts, decision 032).
 */
function routerManifest(clientDir: string) {
  const vite = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const entry = vite['src/entry-client.tsx'];
  if (!entry) throw new Error('web build has no src/entry-client.tsx entry');

  /** The chunk's file and those of its static imports, with their CSS, minus what `skip` holds. */
  const collect = (keys: string[], skip = new Set<string>()) => {
    const files = new Set<string>();
    const css = new Set<string>();
    const walk = (key: string) => {
      const chunk = vite[key];
      if (!chunk || skip.has(key) || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      chunk.css?.forEach((c) => css.add(`/${c}`));
      chunk.imports?.forEach(walk);
    };
    keys.forEach(walk);
    return { files, css };
  };

  const shell = collect(entry.imports ?? []);
  const routes: Record<string, { css: string[]; scripts: { children: string }[] }> = {
    __root__: {
      css: [...(entry.css ?? []).map((c) => `/${c}`), ...shell.css],
      scripts: [{ children: bootScript(`/${entry.file}`, [...shell.files]) }],
    },
  };
  const inShell = new Set(['src/entry-client.tsx', ...(entry.imports ?? [])]);
  for (const source of Object.keys(vite)) {
    const id = routeIdOf(source);
    if (!id || id === '__root__') continue;
    const { files, css } = collect([source], inShell);
    const own = [...files].filter((f) => !shell.files.has(f));
    const route = (routes[id] ??= { css: [], scripts: [] });
    if (own.length) route.scripts.push({ children: routeChunksScript(own) });
    route.css.push(...[...css].filter((c) => !shell.css.has(c)));
  }
  // Every stylesheet's text, so the router inlines the matched routes' CSS as one <style> in the
  // page instead of render-blocking requests (Lighthouse measured ~300-500 ms on a mobile profile).
  // The client build keeps the server's <style> on hydration; later navigations load CSS as usual.
  const styles: Record<string, string> = {};
  for (const route of Object.values(routes)) {
    for (const href of route.css) styles[href] ??= fs.readFileSync(path.join(clientDir, href), 'utf8');
  }
  return { routes, inlineCss: { styles } };
}

/**
 * The web app: hashed static assets from web/dist/client, and every other page path rendered on
 * the server by web/dist/server/entry-server.js, its GraphQL loaders answered in-process by Yoga.
 */
export async function registerWeb(
  server: FastifyInstance,
  config: Config,
  yoga: GraphQLHandler,
  services: Services,
  cache: ResponseCache,
) {
  const clientDir = path.join(config.webDist, 'client');
  const serverEntry = path.join(config.webDist, 'server', 'entry-server.js');
  const built = fs.existsSync(serverEntry) && fs.existsSync(path.join(clientDir, '.vite', 'manifest.json'));

  if (built) {
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
    registerPolicyPage(server, config, path.join(clientDir, POLICY_FILE));
  }
  const renderer = built ? ((await import(pathToFileURL(serverEntry).href)) as Renderer) : undefined;
  const manifest = built ? routerManifest(clientDir) : undefined;

  registerSeoFiles(server, config, services);

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
      if (!renderer || !manifest) {
        return reply
          .code(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm start` from the repository root.');
      }
      const render = () => renderPage(req, reply, renderer, manifest, config, yoga, services);
      // The staff area is never kept: its pages are shells whose data comes with the staff token.
      const keep = config.cache.pages && !pathname.startsWith('/admin-panel');
      return sendAnswer(req, reply, keep ? await cache.answer(pageKey(req.url), render) : await render());
    },
  });
  server.setNotFoundHandler(async (_req, reply) =>
    reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' }),
  );
}

/**
 * Renders one page as the anonymous visitor. The router's inline tags carry a one-off marker, which
 * becomes their hashes in the page's own CSP (security/csp.ts): the answer is the same bytes for
 * every visitor, so it can be kept and sent again, policy included.
 */
async function renderPage(
  req: FastifyRequest,
  reply: FastifyReply,
  renderer: Renderer,
  manifest: unknown,
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
  const graphqlFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // The loader's path and query go through: a query by document id travels in the URL (GET).
    const url = new URL(input instanceof Request ? input.url : input, config.siteUrl);
    const query = new yoga.fetchAPI.Request(new URL(url.pathname + url.search, config.siteUrl), init);
    const answer = await answerGraphQL(yoga, query, { req, reply, requestContext });
    if (answer.status === 503) retryAfter = answer.headers.get('retry-after') ?? '5';
    return answer;
  }) as typeof fetch;
  const marker = renderMarker();
  const page = await renderer.render({
    request,
    graphqlFetch,
    manifest,
    nonce: marker,
    blogUrl: config.blogUrl,
    site: config.site,
    siteUrl: config.siteUrl,
  });
  const { html, hashes } = hashMarkedInlineTags(page.html, marker);
  const headers = pipelineHeaders(reply);
  page.headers.forEach((value, name) => {
    if (name !== 'content-length') headers[name] = value;
  });
  headers['content-security-policy'] = contentSecurityPolicy({
    https: config.siteUrl.startsWith('https:'),
    inline: hashes,
    sources: botCheckSources(config.botCheck.mode),
  });
  headers['cache-control'] = 'no-cache';
  if (retryAfter) {
    headers['retry-after'] = retryAfter;
    headers['cache-control'] = 'no-store';
  }
  return {
    status: retryAfter ? 503 : page.status,
    headers,
    body: Buffer.from(html),
    cacheable: !retryAfter,
  };
}

const POLICY_FILE = 'privacy-policy.html';

/**
 * The full privacy policy is a static page (web/public) that names the configured privacy address
 * and brand, so it is filled in here, once. Its own inline <style> is allowed by its hash in the
 * page's CSP (the policy has no 'unsafe-inline'; without it the page would show unstyled).
 */
function registerPolicyPage(server: FastifyInstance, config: Config, file: string) {
  if (!fs.existsSync(file)) return;
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const { name, privacyEmail } = config.site;
  const contact = privacyEmail
    ? `by e-mail at <a href="mailto:${escape(privacyEmail)}">${escape(privacyEmail)}</a>`
    : 'through <a href="/#contact">the contact form</a>';
  const marker = renderMarker();
  const { html, hashes } = hashMarkedInlineTags(
    fs
      .readFileSync(file, 'utf8')
      .replaceAll('{{SITE_NAME}}', escape(name))
      .replaceAll('{{PRIVACY_CONTACT}}', contact)
      .replaceAll('{{LEAD_RETENTION}}', escape(leadRetentionText(config.site.leadRetentionDays)))
      .replace('<style>', `<style nonce="${marker}">`),
    marker,
  );
  const csp = contentSecurityPolicy({ https: config.siteUrl.startsWith('https:'), inline: hashes });
  server.get(`/${POLICY_FILE}`, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', csp)
      .send(html),
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
