#!/usr/bin/env node
// `npm run dev`: the whole product for working on it, on the embedded defaults (the same ./data as
// `npm start`), at http://localhost:$PORT (3000), GraphiQL at /graphql. The API restarts when a
// file under api/src or schema/src changes (node --watch); pages come from Vite's development
// server inside the API's process, so an edit under web/src shows in the browser at once (hot
// module replacement) and on the next server render, with no build. Caches are off. Decision 041.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generate, install, log, migrate, root } from './lib.mjs';

try {
  install();
  generate();
  log('Applying database migrations');
  migrate();
} catch (err) {
  console.error(`\n${err.message}`);
  process.exit(1);
}

const port = process.env.PORT ?? '3000';
// tsx as node's loader, from the API's dependencies (as serve() in lib.mjs takes it).
const tsx = pathToFileURL(createRequire(path.join(root, 'api', 'package.json')).resolve('tsx')).href;
log(`Starting the API (restarted on changes to api/src and schema/src) with the web app through Vite`);
const child = spawn(
  process.execPath,
  [
    '--watch-path=api/src',
    '--watch-path=schema/src',
    '--watch-preserve-output',
    '--import',
    tsx,
    path.join('api', 'src', 'server.ts'),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      PAGE_CACHE: 'off',
      API_CACHE: 'off',
      PUBLIC_CACHE_SECONDS: '0',
      ...process.env,
      WEB_DEV: 'on',
      PORT: port,
    },
  },
);
// Ctrl-C reaches both processes; a SIGTERM sent to this one is passed on. Either way this process
// ends with the server's code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
