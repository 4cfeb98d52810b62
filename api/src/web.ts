import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './env.ts';
import type { createGraphQLHandler } from './graphql/yoga.ts';
import { createRequestContext } from './context.ts';
import type { Services } from './services/index.ts';
import { PUBLIC_PAGES } from '@agency/schema/site-pages';

type RenderOptions = {
  request: Request;
  graphqlFetch: typeof fetch;
  manifest: unknown;
  nonce: string;
  blogUrl: string | undefined;
};
type Renderer = { render: (opts: RenderOptions) => Promise<Response> };
type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/**
 * The document's assets from Vite's manifest: the entry script and the chunks it imports, and the
 * CSS of every public chunk (route chunks load lazily, but their styles must be in the server
 * HTML or the page would flash unstyled). Admin chunks bring their own CSS when they load.
 */
function routerManifest(clientDir: string) {
  const vite = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const entry = vite['src/entry-client.tsx'];
  if (!entry) throw new Error('web build has no src/entry-client.tsx entry');
  const preloads = new Set<string>();
  const css = new Set(entry.css ?? []);
  const walk = (key: string) => {
    const chunk = vite[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(walk);
  };
  entry.imports?.forEach(walk);
  for (const [source, chunk] of Object.entries(vite)) {
    if (!source.includes('admin-panel')) chunk.css?.forEach((c) => css.add(c));
  }
  return {
    routes: {
      __root__: {
        preloads: [...preloads],
        css: [...css].map((c) => `/${c}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
      },
    },
  };
}

/**
 * The web app: hashed static assets from web/dist/client, and every other page path rendered on
 * the server by web/dist/server/entry-server.js, its GraphQL loaders answered in-process by Yoga.
 */
export async function registerWeb(
  server: FastifyInstance,
  config: Config,
  yoga: ReturnType<typeof createGraphQLHandler>,
  services: Services,
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
      },
      allowedPath: (pathName) => !pathName.startsWith('/.vite'),
    });
  }
  const renderer = built ? ((await import(pathToFileURL(serverEntry).href)) as Renderer) : undefined;
  const manifest = built ? routerManifest(clientDir) : undefined;

  registerSeoFiles(server, config, services);

  server.setNotFoundHandler(async (req, reply) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api/') &&
      req.url !== '/graphql';
    if (!isPage) return reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
    if (!renderer || !manifest) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm start` from the repository root.');
    }
    return renderPage(req, reply, renderer, manifest, config, yoga, services);
  });
}

async function renderPage(
  req: FastifyRequest,
  reply: FastifyReply,
  renderer: Renderer,
  manifest: unknown,
  config: Config,
  yoga: ReturnType<typeof createGraphQLHandler>,
  services: Services,
) {
  const request = new Request(new URL(req.url, config.siteUrl), {
    headers: {
      accept: String(req.headers.accept ?? 'text/html'),
      'accept-language': String(req.headers['accept-language'] ?? ''),
    },
  });
  // Loaders run as the anonymous visitor: a server-rendered page never depends on who asks.
  const requestContext = createRequestContext(services, { id: req.id, ip: req.ip, authorization: undefined });
  const graphqlFetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
    yoga.fetch(new URL('/graphql', config.siteUrl), init ?? {}, {
      req,
      reply,
      requestContext,
    })) as typeof fetch;
  const response = await renderer.render({
    request,
    graphqlFetch,
    manifest,
    nonce: reply.cspNonce.script,
    blogUrl: config.blogUrl,
  });
  reply.code(response.status);
  response.headers.forEach((value, name) => reply.header(name, value));
  reply.header('cache-control', 'no-cache');
  return reply.send(await response.text());
}

/** Public pages search engines should know; blog articles are added from the database. */

function registerSeoFiles(server: FastifyInstance, config: Config, services: Services) {
  server.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin-panel/\nDisallow: /api/\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
      ),
  );

  server.get('/sitemap.xml', async (_req, reply) => {
    const articles = await services.articles.list(null, { first: 200 });
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const urls = [
      ...PUBLIC_PAGES.map((p) => `<url><loc>${escape(config.siteUrl + p)}</loc></url>`),
      ...articles.items.map(
        (a) =>
          `<url><loc>${escape(`${config.siteUrl}/blog/${a.slug}`)}</loc><lastmod>${a.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
