import fs from 'node:fs';
import path from 'node:path';
import { bootScript, routeChunksScript } from './boot-script';

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** What TanStack Router's document needs of the build, per route id (its inline scripts and CSS). */
export type RouterManifest = {
  routes: Record<string, { css: string[]; scripts: { children?: string; attrs?: Record<string, string> }[] }>;
  inlineCss?: { styles: Record<string, string> };
};

/**
 * In development (decision 041's dev loop) Vite serves the modules as they are: the document loads
 * the entry module itself, after the client and React refresh scripts Vite's transformIndexHtml
 * puts in the head; Vite's client brings each module's CSS.
 */
export const DEV_ROUTER_MANIFEST: RouterManifest = {
  routes: { __root__: { css: [], scripts: [{ attrs: { type: 'module', src: '/src/entry-client.tsx' } }] } },
};

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
 * The document's assets from the client build's manifest, per route, so a page links only what it
 * uses: the entry script and its imports for every page, and for each route its code-split chunk
 * and the CSS of that chunk and its imports (in the server HTML, so the page never flashes
 * unstyled). The scripts are not linked from the HTML: each matched route's inline script names its
 * chunks, and the root's loads them all once the page's main image has painted (boot-script.ts,
 * decision 032). Every stylesheet's text is kept too, so the router inlines the matched routes' CSS
 * as one <style> in the page instead of render-blocking requests, Lighthouse's last finding on
 * mobile (decision 008); the client keeps that <style> on hydration and loads CSS as usual on later
 * navigations.
 */
export function readRouterManifest(clientDir: string): RouterManifest {
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
  const routes: RouterManifest['routes'] = {
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
  const styles: Record<string, string> = {};
  for (const route of Object.values(routes)) {
    for (const href of route.css) styles[href] ??= fs.readFileSync(path.join(clientDir, href), 'utf8');
  }
  return { routes, inlineCss: { styles } };
}
