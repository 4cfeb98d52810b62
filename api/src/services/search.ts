import type { Prisma } from '../db.ts';
import type { Config } from '../env.ts';

/**
 * "Contains, ignoring case" on both databases. SQLite's LIKE already ignores (ASCII) case;
 * PostgreSQL's LIKE does not, so it gets Prisma's insensitive mode (ILIKE). The SQLite client's
 * types describe both providers and lack `mode`, hence the cast.
 */
export function containsText(config: Pick<Config, 'db'>, text: string): Prisma.StringFilter {
  if (config.db.provider !== 'postgres') return { contains: text };
  return { contains: text, mode: 'insensitive' } as Prisma.StringFilter;
}
