import { defineConfig } from 'vitest/config';

// Each test file starts the real app on its own database; two files at a time fit two cores.
// Files share their worker's module registry (isolate: false): every file builds its app from an
// explicit config (test/harness.ts), so nothing leaks between them, and the app's modules are
// imported once per worker rather than once per file (that import was about half the suite's time).
// A file that replaces a module with vi.mock runs isolated, in a project of its own.
const ISOLATED = ['test/compiled-documents.test.ts'];

export default defineConfig({
  // graphql ships CJS and ESM builds; Pothos and Yoga load the CJS one, so tests must use it too
  // (two copies of graphql refuse each other's types).
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts', ...ISOLATED.map((file) => `!${file}`)],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
