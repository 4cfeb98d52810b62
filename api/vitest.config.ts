import { defineConfig } from 'vitest/config';

// Each test file starts the real app on its own database; two files at a time fit two cores.
export default defineConfig({
  // graphql ships CJS and ESM builds; Pothos and Yoga load the CJS one, so tests must use it too
  // (two copies of graphql refuse each other's types).
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
