import fs from 'node:fs';
import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vitest/config';
import { socialCards } from './social-cards.plugin.ts';
import tsrConfig from './tsr.config.json' with { type: 'json' };

// Two builds: `vite build` makes the browser bundle (dist/client, with a manifest the server reads
// to link the entry script), `vite build --ssr` the server renderer (dist/server/entry-server.js).
// WEB_OUT_DIR lets parallel e2e runs build into their own folder (the server reads WEB_DIST).
const out = process.env.WEB_OUT_DIR ?? 'dist';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // The same settings as `tsr generate`, passed inline because the plugin decides on code
    // splitting from the working directory's tsr.config.json, which may not be this folder.
    // It must come before the React plugin so route files are split before they are compiled.
    tanstackRouter({ target: 'react', ...tsrConfig }),
    // The server inlines each page's CSS (api/src/web.ts); this tells TanStack Router's <style> asset
    // to keep that CSS on hydration as well as render it on the server. A plugin rather than
    // `define`, because the router plugin's own config hook sets the flag to false over ours.
    {
      name: 'agency:inline-page-css',
      config: () => ({
        define: {
          'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
          'import.meta.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
        },
      }),
    },
    react(),
    persistedDocuments(),
    // Each fixed page's og:image, drawn from its words and artwork (src/content/social-cards.ts).
    socialCards(),
    // The site's artwork is drawn in SVG (src/art) and shipped as responsive AVIF and WebP:
    // `import hero from './hero.svg?art'` renders it at the widths of ART_WIDTHS no larger than the
    // drawing and gives a `Picture` (components/picture). Renders are cached in node_modules/.cache.
    imagetools({
      include: '**/*.svg?*',
      // In development (npm run dev) each drawing is rendered once, as WebP at its own width: the
      // eight renders of a build (AVIF the slowest) made a first page take 10-20 s to show.
      defaultDirectives: (url, metadata) => artDirectives(url, metadata, command === 'serve'),
    }),
  ],
  build: isSsrBuild
    ? {
        outDir: `${out}/server`,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: 'src/entry-server.tsx' },
      }
    : {
        outDir: `${out}/client`,
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // A clean build spends most of its time rendering artwork (cached afterwards); the timing
          // warning would say so on every fresh clone.
          checks: { bundlerTimings: false },
          // Rolldown would otherwise move modules that several lazy routes share (the admin area's
          // audit-log rules, say) into the entry chunk, which every public page loads first.
          experimental: { chunkOptimization: { mergeCommonChunks: false } },
        },
      },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));

/**
 * Trusted documents (docs/decisions/022-trusted-documents.md): the server build writes the lists of
 * both codegen outputs, as one id -> text map, to dist/server/persisted-documents.json, where the
 * API reads them at start-up (api/src/graphql/persisted-documents.ts). A deployment then needs
 * dist only, not src; and dist/client, which the server serves to anyone, does not carry them.
 */
function persistedDocuments(): Plugin {
  const lists = ['src/gql/persisted-documents.json', 'src/features/admin/gql/persisted-documents.json'];
  return {
    name: 'agency:persisted-documents',
    apply: (_config, env) => env.command === 'build' && !!env.isSsrBuild,
    writeBundle(options) {
      const documents: Record<string, string> = {};
      for (const list of lists) {
        const file = path.resolve(import.meta.dirname, list);
        if (!fs.existsSync(file)) throw new Error(`${list} is missing: run \`npm run generate\` first.`);
        Object.assign(documents, JSON.parse(fs.readFileSync(file, 'utf8')));
      }
      fs.writeFileSync(path.join(options.dir!, 'persisted-documents.json'), JSON.stringify(documents));
    },
  };
}

/** Widths a piece of artwork is rendered at (never above the drawing's own width). */
const ART_WIDTHS = [480, 768, 1366, 1920];

async function artDirectives(
  url: URL,
  metadata: () => Promise<{ width?: number }> | { width?: number },
  dev: boolean,
) {
  if (!url.searchParams.has('art')) return new URLSearchParams();
  const { width = 1920 } = await metadata();
  const widths = dev ? [width] : [...ART_WIDTHS.filter((w) => w < width), width];
  return new URLSearchParams({
    w: widths.join(';'),
    format: dev ? 'webp' : 'avif;webp',
    quality: '60',
    effort: '3',
    as: 'picture',
  });
}
