import { createRequire } from 'node:module';

// "char" (18) and name (19) read as text (25); their arrays (1002, 1003) as text[] (1009).
const AS_TEXT: Record<number, number> = { 18: 25, 19: 25, 1002: 1009, 1003: 1009 };
let patched = false;

/**
 * A patch of pg made at run time, for migrations only (patches/README.md lists it with the patches
 * pnpm applies). prisma/orm#27403: Prisma's JS schema engine cannot read PostgreSQL's catalog
 * types `name` and `"char"` through adapter-pg, so `migrate deploy` and `migrate diff` fail with
 * "Column type 'name' could not be deserialized". Reporting them as text is what the engine
 * expects. It is not a pnpm patch because the server's own queries must keep pg as it is: only the
 * migration process (prisma.config.ts, through createAdapter's forMigrations) calls this. It sits
 * on pg's shared Result class, so the shadow database's pool, which the adapter creates itself,
 * is covered too. Drop it when the upstream issue is fixed.
 */
export function reportCatalogNamesAsText(): void {
  if (patched) return;
  patched = true;
  const require = createRequire(import.meta.url);
  const Result = require('pg/lib/result.js') as {
    prototype: { addFields(fields: { dataTypeID: number }[]): void };
  };
  const original = Result.prototype.addFields;
  Result.prototype.addFields = function (fields) {
    for (const f of fields) f.dataTypeID = AS_TEXT[f.dataTypeID] ?? f.dataTypeID;
    return original.call(this, fields);
  };
}
