import type { Prisma } from '../db.ts';
import type { Config } from '../env.ts';
import { invalidInput } from '../errors.ts';

/** Longer than any title, name or e-mail searched; SQLite refuses LIKE patterns past 50,000 bytes. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * "Contains, ignoring case" on both databases. SQLite's LIKE already ignores (ASCII) case;
 * PostgreSQL's LIKE does not, so it gets Prisma's insensitive mode (ILIKE). The SQLite client's
 * types describe both providers and lack `mode`, hence the cast.
 */
export function containsText(config: Pick<Config, 'db'>, text: string): Prisma.StringFilter {
  if (text.length > MAX_SEARCH_LENGTH) {
    throw invalidInput(`The search text is too long (at most ${MAX_SEARCH_LENGTH} characters).`, {
      search: `Use at most ${MAX_SEARCH_LENGTH} characters.`,
    });
  }
  if (config.db.provider !== 'postgres') return { contains: text };
  return { contains: text, mode: 'insensitive' } as Prisma.StringFilter;
}
