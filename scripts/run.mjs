#!/usr/bin/env node
// Runs a workspace command after making sure dependencies are installed: `node scripts/run.mjs pnpm ...`.
import { install, generate, PNPM, run } from './lib.mjs';

const [cmd, ...args] = process.argv.slice(2);
try {
  install();
  generate();
  if (cmd === 'pnpm') run(PNPM[0], [...PNPM.slice(1), ...args]);
  else run(cmd, args);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
