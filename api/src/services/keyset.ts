import { Prisma, type Db } from '../db.ts';
import type { RowReader } from '../db-reader.ts';
import type { Tokens } from '../security/tokens.ts';
import { badPageArgument, clampPage, type Page } from './paging.ts';

/**
 * Keyset paging for the staff lists (decision 037): every list is newest first, (createdAt, id)
 * descending, the id breaking ties between rows of the same millisecond. A page starts after (or
 * ends before) a row's position, handed to the client as an opaque cursor, so page 2,000 costs
 * what page 1 does: one range of the index that matches the list's filter, never an OFFSET walk.
 */

export type ListTable = 'ContactRequest' | 'JobApplication' | 'Article' | 'AuditEntry' | 'Vacancy';
export type Position = { createdAt: Date; id: string };

/**
 * A list's filter as SQL on its table (no alias, so a search condition can name the table).
 * `branches` are alternatives each served by its own index in list order (the inbox's "All" is
 * NEW or READ: two ranges of the status index, merged here, where `status IN (...)` would make the
 * database sort every row of both); `where` applies to every branch (a search, a period).
 */
export type ListFilter = { branches: Prisma.Sql[]; where: Prisma.Sql[] };

/** A filter that matches nothing (a search no row matches): no query runs. */
export const NOTHING: ListFilter = { branches: [], where: [] };

export type PageArgs = {
  first?: number | null;
  offset?: number | null;
  after?: string | null;
  before?: string | null;
};

type Direction = 'after' | 'before';
type Key = { id: string; createdAt: Date };

/** Cursors carry a list's name and a position, with a tag only this product's servers can make. */
export class Cursors {
  constructor(private readonly tokens: Pick<Tokens, 'mac' | 'verifyMac'>) {}

  encode(list: string, p: Position): string {
    const data = `${list}|${p.createdAt.getTime()}|${p.id}`;
    return `${Buffer.from(data).toString('base64url')}.${this.tokens.mac('cursor', data)}`;
  }

  /** The position in a cursor this list gave out; anything else is a 400 naming the argument. */
  decode(list: string, cursor: string, name: Direction): Position {
    const refuse = () => badPageArgument(name, 'a cursor this list gave (endCursor or startCursor)');
    const [body, tag, extra] = cursor.split('.');
    if (!body || !tag || extra !== undefined || cursor.length > 300) throw refuse();
    const data = Buffer.from(body, 'base64url').toString();
    if (!this.tokens.verifyMac('cursor', data, tag)) throw refuse();
    const [owner, ms, id] = data.split('|');
    const createdAt = new Date(Number(ms));
    if (owner !== list || !id || !/^\d{1,15}$/.test(ms ?? '') || Number.isNaN(createdAt.getTime()))
      throw refuse();
    return { createdAt, id };
  }
}

/** first/offset/after/before as one page request; every mistake is a 400 naming its argument. */
export function readPageArgs(args: PageArgs): {
  take: number;
  skip: number;
  cursor?: { direction: Direction; value: string };
} {
  const { take, skip } = clampPage(args.first, args.offset);
  if (args.after != null && args.before != null)
    throw badPageArgument('before', 'left out when after is given (one direction at a time)');
  const direction: Direction | undefined =
    args.after != null ? 'after' : args.before != null ? 'before' : undefined;
  if (!direction) return { take, skip };
  if (skip > 0) throw badPageArgument('offset', '0 or left out when a cursor is given');
  return { take, skip, cursor: { direction, value: String(args[direction]) } };
}

const q = (name: string) => Prisma.raw(`"${name}"`);

function conditions(branch: Prisma.Sql | undefined, filter: ListFilter, extra: Prisma.Sql[] = []) {
  const all = [...(branch ? [branch] : []), ...filter.where, ...extra];
  return all.length ? Prisma.sql`WHERE ${Prisma.join(all, ' AND ')}` : Prisma.empty;
}

/** Rows strictly after (older than) or before (newer than) a position, as one index range. */
function beyond(p: Position, direction: Direction) {
  return direction === 'after'
    ? Prisma.sql`"createdAt" <= ${p.createdAt} AND ("createdAt" < ${p.createdAt} OR "id" < ${p.id})`
    : Prisma.sql`"createdAt" >= ${p.createdAt} AND ("createdAt" > ${p.createdAt} OR "id" > ${p.id})`;
}

/** The branches' rows as one list in list order, at most `limit`. */
function merge<Row extends Key>(results: Row[][], limit: number, direction?: Direction): Row[] {
  const rows = results.length === 1 ? results[0]! : results.flat();
  for (const row of rows) if (!(row.createdAt instanceof Date)) row.createdAt = new Date(row.createdAt);
  rows.sort(newestFirst);
  if (direction === 'before') rows.reverse();
  return rows.slice(0, limit);
}

const newestFirst = (a: Key, b: Key) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The statements a page runs, one per branch: exported for the query-plan test. */
export function pageStatements(
  table: ListTable,
  filter: ListFilter,
  limit: number,
  from?: { position: Position; direction: Direction },
  columns: readonly string[] = ['id', 'createdAt'],
): Prisma.Sql[] {
  const selected = Prisma.raw(columns.map((c) => `"${c}"`).join(', '));
  const order = from?.direction === 'before' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const branches = filter.branches.length ? filter.branches : [undefined];
  return branches.map(
    (branch) => Prisma.sql`SELECT ${selected} FROM ${q(table)}
      ${conditions(branch, filter, from ? [beyond(from.position, from.direction)] : [])}
      ORDER BY "createdAt" ${order}, "id" ${order} LIMIT ${limit}`,
  );
}

/** The statement that counts a filter's rows: exported for the query-plan test. */
export function countStatement(table: ListTable, filter: ListFilter): Prisma.Sql {
  const either = filter.branches.length ? [Prisma.sql`(${Prisma.join(filter.branches, ' OR ')})`] : [];
  return Prisma.sql`SELECT count(*) AS n FROM ${q(table)} ${conditions(undefined, { branches: [], where: [...either, ...filter.where] })}`;
}

/** Runs keyset (and, for old clients, offset) pages of one table's lists. */
export class KeysetLists {
  readonly cursors: Cursors;

  constructor(
    private readonly db: Db,
    tokens: Pick<Tokens, 'mac' | 'verifyMac'>,
    private readonly reader: RowReader,
  ) {
    this.cursors = new Cursors(tokens);
  }

  /**
   * One page of `filter`, as the list's rows (loaded by `load`, in any order) with its cursors.
   * `total` comes from the caller (services/list-counts.ts), since counting every page is what
   * made deep lists slow.
   */
  async page<Row extends Key>(
    list: string,
    table: ListTable,
    filter: ListFilter,
    args: PageArgs,
    load: (ids: string[]) => Promise<Row[]>,
  ): Promise<Omit<Page<Row>, 'total' | 'totalExact'>> {
    const { take, skip, cursor } = readPageArgs(args);
    if (filter === NOTHING)
      return { items: [], hasMore: false, hasPrevious: false, startCursor: null, endCursor: null };
    let keys: Key[];
    let hasMore: boolean;
    let hasPrevious: boolean;
    if (skip > 0) {
      // The old clients' offset paging: one statement, as deep as they ask (MAX_OFFSET).
      keys = await this.#offsetKeys(table, filter, take + 1, skip);
      hasMore = keys.length > take;
      keys = keys.slice(0, take);
      hasPrevious = true;
    } else {
      const from = cursor
        ? { position: this.cursors.decode(list, cursor.value, cursor.direction), direction: cursor.direction }
        : undefined;
      const found = await this.keys(table, filter, take + 1, from);
      const beyondPage = found.length > take;
      keys = found.slice(0, take);
      if (from?.direction === 'before') {
        keys.reverse();
        // Coming back from a later page: that page's rows are still there to go forward to.
        [hasMore, hasPrevious] = [true, beyondPage];
      } else [hasMore, hasPrevious] = [beyondPage, !!from];
    }
    const rows = await load(keys.map((k) => k.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    // A row deleted between the two statements is simply not shown.
    const items = keys.flatMap((k) => byId.get(k.id) ?? []);
    const first = keys[0];
    const last = keys.at(-1);
    return {
      items,
      hasMore,
      hasPrevious,
      startCursor: first ? this.cursors.encode(list, first) : null,
      endCursor: last ? this.cursors.encode(list, last) : null,
    };
  }

  /**
   * Up to `limit` keys of `filter` beyond `from`, newest first (oldest first when going back):
   * each branch's own range, merged.
   */
  async keys(
    table: ListTable,
    filter: ListFilter,
    limit: number,
    from?: { position: Position; direction: Direction },
  ): Promise<Key[]> {
    if (filter === NOTHING) return [];
    const statements = pageStatements(table, filter, limit, from);
    const results = await Promise.all(statements.map((s) => this.db.$queryRaw<Key[]>(s)));
    return merge(results, limit, from?.direction);
  }

  async count(table: ListTable, filter: ListFilter): Promise<number> {
    if (filter === NOTHING) return 0;
    const [{ n }] = await this.db.$queryRaw<[{ n: bigint | number }]>(countStatement(table, filter));
    return Number(n);
  }

  /**
   * Every row of `filter`, newest first, in batches of `size` rows of `columns`: the streamed
   * exports read a whole list this way, one statement per batch (per branch), holding one batch.
   */
  async *batches(
    table: ListTable,
    filter: ListFilter,
    size: number,
    columns: readonly string[],
  ): AsyncGenerator<Record<string, unknown>[]> {
    let from: { position: Position; direction: Direction } | undefined;
    for (;;) {
      // Through the driver (db-reader.ts): an export reads many rows, and the ORM's per-row cost
      // would show in the server's memory.
      const statements = pageStatements(table, filter, size, from, columns);
      const results = await Promise.all(statements.map((s) => this.reader.all(s)));
      const rows = merge(results as unknown as (Key & Record<string, unknown>)[][], size, 'after');
      if (!rows.length) return;
      yield rows;
      if (rows.length < size) return;
      from = { position: rows.at(-1)!, direction: 'after' };
    }
  }

  async #offsetKeys(table: ListTable, filter: ListFilter, limit: number, skip: number): Promise<Key[]> {
    if (filter === NOTHING) return [];
    const either = filter.branches.length ? [Prisma.sql`(${Prisma.join(filter.branches, ' OR ')})`] : [];
    const rows = await this.db.$queryRaw<Key[]>`SELECT "id", "createdAt" FROM ${q(table)}
      ${conditions(undefined, { branches: [], where: [...either, ...filter.where] })}
      ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit} OFFSET ${skip}`;
    return rows.map((k) => ({ id: k.id, createdAt: new Date(k.createdAt) }));
  }
}
