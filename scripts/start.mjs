#!/usr/bin/env node
// `npm start`: install what is missing, generate, migrate, build and serve the whole product on PORT.
import { log, migrate, prepare, serve } from './lib.mjs';

try {
  prepare();
  log('Applying database migrations');
  migrate();
  await serve();
} catch (err) {
  console.error(`\n${err.message}`);
  process.exit(1);
}
