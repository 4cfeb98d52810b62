import type { Server } from 'node:http';
import path from 'node:path';
import type { PageHost, PageHostModule, PageHostOptions } from '@agency/schema/page-host';
import { createServer, type Connect } from 'vite';

/**
 * `npm run dev` (decision 041): the page host over Vite's development server, in the API's own
 * process and port. Every page render loads entry-server.tsx through Vite, so an edit to any module
 * shows on the next request, and the browser gets it at once through hot module replacement (Vite's
 * websocket shares the API's HTTP server). No build, no manifest, no CSP for the page: Vite's client
 * and React's refresh runtime run inline scripts and inject styles.
 */
export type DevPageHost = {
  host: PageHost;
  /** Serves the modules, their CSS, public files and the HMR client; passes anything else on. */
  middleware: Connect.Server;
  close: () => Promise<void>;
};

export async function createDevPageHost(
  options: Omit<PageHostOptions, 'clientDir' | 'dev'> & { httpServer: Server },
): Promise<DevPageHost> {
  const { httpServer, ...settings } = options;
  const vite = await createServer({
    root: path.resolve(import.meta.dirname, '..', '..'),
    appType: 'custom',
    // The API is the server: Vite answers only what it knows, and pushes updates over a websocket
    // on the API's own port.
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const load = async () => {
    const { createPageHost } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as PageHostModule;
    return createPageHost({ ...settings, clientDir: '', dev: true });
  };
  const first = await load();
  const host: PageHost = {
    // Read once: a route that starts reading a new search param needs `npm run dev` again.
    pageParams: first.pageParams,
    policyPage: undefined,
    async renderPage(request, opts) {
      const page = await (await load()).renderPage(request, opts);
      const url = new URL(request.url);
      // Vite's client and React's refresh preamble go into the head.
      const html = page.html
        ? await vite.transformIndexHtml(url.pathname + url.search, page.html)
        : page.html;
      return { ...page, html };
    },
  };
  return { host, middleware: vite.middlewares, close: () => vite.close() };
}
