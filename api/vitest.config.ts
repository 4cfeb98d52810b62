import { defineConfig } from 'vitest/config';

// Each test file starts the real app on its own database; two files at a time fit two cores.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
