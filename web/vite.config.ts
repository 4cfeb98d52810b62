import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import tsrConfig from './tsr.config.json' with { type: 'json' };

export default defineConfig({
  plugins: [
    // The same settings as `tsr generate`, passed inline because the plugin decides on code
    // splitting from the working directory's tsr.config.json, which may not be this folder.
    // It must come before the React plugin so route files are split before they are compiled.
    tanstackRouter({ target: 'react', ...tsrConfig }),
    react(),
  ],
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
});
