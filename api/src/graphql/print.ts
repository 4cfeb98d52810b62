// Writes schema/schema.graphql from the code. `npm test` fails when the committed file differs.
import fs from 'node:fs';
import path from 'node:path';
import { printedSchema } from './schema.ts';

const target = path.resolve(import.meta.dirname, '..', '..', '..', 'schema', 'schema.graphql');
fs.writeFileSync(target, printedSchema());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
