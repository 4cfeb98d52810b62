import path from 'node:path';

/** Which database the product talks to, decided once from DATABASE_URL. */
export type DbTarget = { provider: 'sqlite'; file: string } | { provider: 'postgres'; url: string };

export function resolveDbTarget(databaseUrl: string | undefined, dataDir: string): DbTarget {
  if (!databaseUrl) return { provider: 'sqlite', file: path.join(dataDir, 'agency.db') };
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return { provider: 'postgres', url: databaseUrl };
  if (databaseUrl.startsWith('file:')) {
    const file = databaseUrl.slice('file:'.length);
    return { provider: 'sqlite', file: path.resolve(file) };
  }
  throw new Error(`DATABASE_URL must be a postgres:// URL or a file: path, got "${databaseUrl}"`);
}

/** DATA_DIR as set (relative to where the process runs), or ./data at the repository's root. */
export function dataDirOf(setting: string | undefined): string {
  return path.resolve(setting || path.join(import.meta.dirname, '..', '..', 'data'));
}
