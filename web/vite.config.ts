import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import tsrConfig from './tsr.config.json' with { type: 'json' };

// Two builds: `vite build` makes the browser bundle (dist/client, with a manifest the server reads
// to link the entry script), `vite build --ssr` the server renderer (dist/server/entry-server.js).
// WEB_OUT_DIR lets parallel e2e runs build into their own folder (the server reads WEB_DIST).
const out = process.env.WEB_OUT_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The same settings as `tsr generate`, passed inline because the plugin decides on code
    // splitting from the working directory's tsr.config.json, which may not be this folder.
    // It must come before the React plugin so route files are split before they are compiled.
    tanstackRouter({ target: 'react', ...tsrConfig }),
    react(),
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
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  server: {
    proxy: {
      // The API serves GraphQL, the REST shim and health on its own port in development.
      '/graphql': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
