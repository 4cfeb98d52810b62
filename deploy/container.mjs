#!/usr/bin/env node
// The image's two steps, made of `npm start`'s own (scripts/lib.mjs), split at the image boundary:
//   build   at image build time: Prisma clients, typed GraphQL documents, route tree, web/dist
//   start   at container start: apply pending migrations, then serve in this very process
// `npm start` would also install with pnpm and rebuild when sources change; an image is built once
// and its runtime stage has neither pnpm nor the build tools, so `start` never does either.
import { generate, buildWeb, log, migrate, serve } from '../scripts/lib.mjs';

const step = process.argv[2];
try {
  if (step === 'build') {
    generate();
    buildWeb();
  } else if (step === 'start') {
    // Every instance migrates as it starts; with nothing pending this is a no-op. The compose
    // recipe starts app1 first so a fresh database is migrated and seeded by one instance only.
    log('Applying database migrations');
    migrate();
    // node is PID 1 here: SIGTERM from `docker stop` reaches the server, which drains and exits 0.
    await serve();
  } else {
    console.error('usage: node deploy/container.mjs build | start');
    process.exit(2);
  }
} catch (err) {
  console.error(`\n${err.message}`);
  process.exit(1);
}
