import { Prisma, type Db } from '../db.ts';
import type { Config } from '../env.ts';
import { invalidInput } from '../errors.ts';

/** Longer than any title, name or e-mail searched; SQLite refuses LIKE patterns past 50,000 bytes. */
export const MAX_SEARCH_LENGTH = 200;

/** The tables staff search, each with the columns a search may look at (decision 037). */
export type SearchTable = 'ContactRequest' | 'JobApplication' | 'Article' | 'AuditEntry' | 'Vacancy';
export const SEARCHED_COLUMNS = {
  ContactRequest: ['name', 'email'],
  JobApplication: ['name', 'email'],
  // The body too for the admin lists (decision 047); the blog's search asks for the title only.
  Article: ['title', 'content'],
  Vacancy: ['name', 'content'],
  AuditEntry: ['actorEmail', 'targetLabel'],
} as const satisfies Record<SearchTable, readonly string[]>;
export type SearchColumn<T extends SearchTable> = (typeof SEARCHED_COLUMNS)[T][number];

/**
 * What a staff member typed, ready to search with. Three characters or more match anywhere in the
 * text (as before); one or two match the start of it ("Al" finds Alice and al@example.com, not
 * Salim), since a substring that short matches most rows and no index can serve it. Case is
 * ignored on both databases, for every alphabet.
 */
export type SearchText = { text: string; anywhere: boolean };

/** The text as searched: control characters (which cannot be typed, and would meet the index's own start marker) and outer spaces go. */
export const cleanSearch = (raw: string | null | undefined) =>
  (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();

/** The search box's text, or null for no search; too long is a 400 naming `search`. */
export function searchText(raw: string | null | undefined): SearchText | null {
  const text = cleanSearch(raw);
  if (!text) return null;
  if (text.length > MAX_SEARCH_LENGTH) {
    throw invalidInput(`The search text is too long (at most ${MAX_SEARCH_LENGTH} characters).`, {
      search: `Use at most ${MAX_SEARCH_LENGTH} characters.`,
    });
  }
  return { text, anywhere: [...text].length >= 3 };
}

/** A search's name in the kept counts. */
export const searchKey = (search: SearchText) => `${search.anywhere ? '~' : '^'}${search.text.toLowerCase()}`;

/**
 * A search as a condition on the searched table's rows (alias-free: it names the table's own
 * columns), for the list and export queries of services/keyset.ts. `none` when nothing can match.
 * `matches` is how many rows of the whole table match, when the provider knows it cheaply.
 */
export type SearchCondition = { sql: Prisma.Sql; matches: number | null } | 'none';

/** One interface, one implementation per database (decision 037). */
export interface TextSearch {
  condition<T extends SearchTable>(
    table: T,
    columns: readonly SearchColumn<T>[],
    search: SearchText,
    tableRows: () => Promise<number>,
  ): Promise<SearchCondition>;
}

/** The index's marker before each stored value (migration 20261126100000): two U+0002. */
const START = '\u0002\u0002';

/**
 * SQLite: an FTS5 table per searched table with the trigram tokenizer (substrings of three or more
 * characters, any case), filled by triggers. A value is stored as START + value, so a search of one
 * or two characters at the start is a trigram too (START + "a", "\u0002" + "al").
 */
class Fts5Search implements TextSearch {
  constructor(private readonly db: Db) {}

  async condition<T extends SearchTable>(
    table: T,
    columns: readonly SearchColumn<T>[],
    search: SearchText,
    tableRows: () => Promise<number>,
  ): Promise<SearchCondition> {
    const chars = [...search.text];
    const phrase = search.anywhere ? search.text : `${START.slice(chars.length - 1)}${search.text}`;
    // FTS5 query syntax: the columns, then one phrase; a quote inside doubles.
    const query = `{${columns.map((c) => `"${c}"`).join(' ')}} : "${phrase.replace(/"/g, '""')}"`;
    const fts = Prisma.raw(`"${table}Search"`);
    const [{ n }] = await this.db.$queryRaw<[{ n: bigint | number }]>`
      SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ${query}`;
    const matches = Number(n);
    if (matches === 0) return 'none';
    // How SQLite reads a page depends on how common the text is (measured on the seeded 100,000
    // leads and 200,000 audit entries; decision 037). Rare: it lists the matching ids once and
    // walks the page's index checking each row against that list (a Bloom filter first), or reads
    // the few matches and sorts them ("kowalski" 3 ms, one address 11 ms). Common (over 2% of the
    // rows): listing the ids costs more than the walk, which meets a match every few rows, so the
    // list holds the index's own row numbers (no stored text read) and each walked row looks its
    // number up ("QA Engineer" in the audit log 31 -> 6 ms, "com" in the leads 41 -> 7 ms).
    if (matches * 50 <= (await tableRows()))
      return {
        matches,
        sql: Prisma.sql`"id" IN (SELECT "sourceId" FROM ${fts} WHERE ${fts} MATCH ${query})`,
      };
    const self = Prisma.raw(`"${table}"."id"`);
    return {
      matches,
      sql: Prisma.sql`(SELECT "key" FROM "SearchKey" WHERE "source" = ${table} AND "sourceId" = ${self})
        IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${query})`,
    };
  }
}

/**
 * PostgreSQL: pg_trgm GIN indexes on each searched column, which serve ILIKE '%text%' and, for
 * one or two characters, ILIKE 'te%'. The planner has statistics and picks between the index and
 * the list's own order by itself.
 */
class TrigramSearch implements TextSearch {
  async condition<T extends SearchTable>(
    _table: T,
    columns: readonly SearchColumn<T>[],
    search: SearchText,
  ): Promise<SearchCondition> {
    const escaped = search.text.replace(/[\\%_]/g, (c) => `\\${c}`);
    const pattern = search.anywhere ? `%${escaped}%` : `${escaped}%`;
    const each = columns.map((c) => Prisma.sql`${Prisma.raw(`"${c}"`)} ILIKE ${pattern}`);
    return { matches: null, sql: Prisma.sql`(${Prisma.join(each, ' OR ')})` };
  }
}

export function createTextSearch(config: Pick<Config, 'db'>, db: Db): TextSearch {
  return config.db.provider === 'postgres' ? new TrigramSearch() : new Fts5Search(db);
}
