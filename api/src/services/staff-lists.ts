import type { Readable } from 'node:stream';
import type { Deps } from './deps.ts';
import { csvStream } from './csv.ts';
import { KeysetLists, NOTHING, type ListFilter, type ListTable, type PageArgs } from './keyset.ts';
import { ListCounts } from './list-counts.ts';
import type { Page } from './paging.ts';
import {
  createTextSearch,
  type SearchColumn,
  type SearchCondition,
  type SearchTable,
  type SearchText,
  type TextSearch,
} from './search.ts';

type Key = { id: string; createdAt: Date };

/** What a list's page needs besides the request's paging arguments. */
export type ListQuery<Row extends Key> = {
  /** The list's name in its cursors: a cursor of one list is refused by another. */
  list: string;
  table: ListTable;
  /** The filter without the search, and its name for the kept counts. */
  filter: ListFilter;
  key: string;
  /**
   * The filter with its searches (from `search`), the name of their texts, and how many rows of the
   * table each search matches (null when the database does not say cheaply).
   */
  search?: { filter: ListFilter; key: string; matches: (number | null)[] };
  /** Loads the page's rows by id (in any order). */
  load: (ids: string[]) => Promise<Row[]>;
  /** Keep counts this long, and call them estimates: for a list whose writes are not announced. */
  estimateMs?: number;
};

/** Rows read per statement by an export: small enough to hold, large enough to be quick. */
const EXPORT_BATCH = 500;

/**
 * The staff lists' shared machinery (decision 037): keyset pages, kept counts and indexed search,
 * for the inbox, the audit log and the article list. Each service builds its filter as SQL and
 * keeps its own rules and access checks.
 */
export class StaffLists {
  readonly keyset: KeysetLists;
  readonly counts: ListCounts;
  readonly #search: TextSearch;

  constructor(d: Pick<Deps, 'db' | 'reader' | 'tokens' | 'changes' | 'config'>) {
    this.keyset = new KeysetLists(d.db, d.tokens, d.reader);
    this.counts = new ListCounts(d.changes);
    this.#search = createTextSearch(d.config, d.db);
  }

  /** The condition "the row's `columns` match the search" on `table` (services/search.ts). */
  search<T extends SearchTable>(
    table: T,
    columns: readonly SearchColumn<T>[],
    search: SearchText,
  ): Promise<SearchCondition> {
    return this.#search.condition(table, columns, search, () => this.tableRows(table));
  }

  /** `filter` and the rows matching a search, or NOTHING when no row can. */
  async searched<T extends SearchTable>(
    table: T,
    columns: readonly SearchColumn<T>[],
    search: SearchText,
    filter: ListFilter,
  ): Promise<{ filter: ListFilter; matches: (number | null)[] }> {
    const condition = await this.search(table, columns, search);
    if (condition === 'none') return { filter: NOTHING, matches: [0] };
    return {
      filter: { branches: filter.branches, where: [...filter.where, condition.sql] },
      matches: [condition.matches],
    };
  }

  /** How many rows the table holds (kept, as every count). */
  tableRows(table: ListTable): Promise<number> {
    return this.counts.get(table, '*', () => this.keyset.count(table, { branches: [], where: [] }));
  }

  async page<Row extends Key>(query: ListQuery<Row>, args: PageArgs): Promise<Page<Row>> {
    const filter = query.search?.filter ?? query.filter;
    const page = await this.keyset.page(query.list, query.table, filter, args, query.load);
    // All of it on one page: the count is what is shown, exactly.
    if (!page.hasMore && !page.hasPrevious && !args.offset)
      return { ...page, total: page.items.length, totalExact: true };
    const shown = (args.offset ?? 0) + page.items.length + (page.hasMore ? 1 : 0);
    const kept = (f: ListFilter, key: string) =>
      this.counts.get(query.table, key, () => this.keyset.count(query.table, f), query.estimateMs);
    const matches = query.search?.matches ?? [];
    if (matches.length && matches.every((m) => m !== null)) {
      // SQLite: counting a search's rows in a list costs what listing them all would. Its index
      // knows how many rows of the table each search matches; the list holds its share of them.
      const [listed, rows] = await Promise.all([kept(query.filter, query.key), this.tableRows(query.table)]);
      const share = matches.reduce<number>((p, m) => p * (rows ? m! / rows : 0), 1);
      return { ...page, total: Math.max(Math.round(listed * share), shown), totalExact: false };
    }
    const key = query.search ? `${query.key}|${query.search.key}` : query.key;
    const total = await kept(filter, key);
    return { ...page, total: Math.max(total, shown), totalExact: !query.estimateMs };
  }

  /**
   * Every row of the query's list (search included), newest first, as a CSV byte stream: the
   * table's `columns` are read in batches, and `shape` adds any computed one.
   */
  csv(
    query: ListQuery<Key>,
    columns: readonly string[],
    shape: (row: Record<string, unknown>) => Record<string, unknown> = (row) => row,
    stored: readonly string[] = columns,
  ): Readable {
    const filter = query.search?.filter ?? query.filter;
    const needed = [...new Set(['id', 'createdAt', ...stored])];
    return csvStream(columns, this.keyset.batches(query.table, filter, EXPORT_BATCH, needed), shape);
  }

  /** The exact number of rows an export of the query will hold (at the moment it starts). */
  exactCount(query: ListQuery<Key>): Promise<number> {
    return this.keyset.count(query.table, query.search?.filter ?? query.filter);
  }
}
