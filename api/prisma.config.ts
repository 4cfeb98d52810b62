import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { createAdapter } from './src/db-adapter.ts';
import { databaseTarget } from './src/env.ts';

// The Rust schema engine cannot be downloaded here; the JS engine with a driver adapter does the
// migrations instead (see docs/decisions/002-prisma-without-engines.md).
const target = databaseTarget();

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'generated', `${target.provider}.prisma`),
  migrations: { path: path.join('prisma', 'migrations', target.provider) },
  adapter: async () => createAdapter(target, { forMigrations: true }),
});
