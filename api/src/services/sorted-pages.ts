import { Prisma, type Db } from '../db.ts';
import type { Tokens } from '../security/tokens.ts';
import { badPageArgument, clampPage } from './paging.ts';

/**
 * Keyset pages in any order (decision 047): the admin lists sort by a column in either direction,
 * the id breaking ties, and a page starts after (or ends before) a row's position in that order.
 * Each sort has the index (column, id), and (state, column, id) for a list filtered by one state,
 * so page 100 is one index range like page 1 (services/keyset.ts does the same for newest-first
 * lists). The database compares and orders, so its collation decides where "apple" and "Banana"
 * go, the same way for the order and for the cursor.
 */

export type SortColumn = { column: string; kind: 'text' | 'date' };
export type SortDirection = 'ASC' | 'DESC';
export type SortedTable = 'Article' | 'Vacancy';

type Position = { value: string | number; id: string };
type Key = { id: string; v: unknown };

const q = (name: string) => Prisma.raw(`"${name}"`);

/** Cursors name their list, sort and direction: one made for another order is refused. */
export class SortedCursors {
  constructor(private readonly tokens: Pick<Tokens, 'mac' | 'verifyMac'>) {}

  encode(list: string, order: string, p: Position): string {
    const data = JSON.stringify([list, order, p.value, p.id]);
    return `${Buffer.from(data).toString('base64url')}.${this.tokens.mac('cursor', data)}`;
  }

  decode(list: string, order: string, cursor: string, name: 'after' | 'before'): Position {
    const refuse = () =>
      badPageArgument(name, 'a cursor this list gave in this order (endCursor or startCursor)');
    const [body, tag, extra] = cursor.split('.');
    if (!body || !tag || extra !== undefined || cursor.length > 1000) throw refuse();
    const data = Buffer.from(body, 'base64url').toString();
    if (!this.tokens.verifyMac('cursor', data, tag)) throw refuse();
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      throw refuse();
    }
    if (!Array.isArray(parsed) || parsed.length !== 4) throw refuse();
    const [owner, ordered, value, id] = parsed as unknown[];
    if (owner !== list || ordered !== order || typeof id !== 'string') throw refuse();
    if (typeof value !== 'string' && typeof value !== 'number') throw refuse();
    return { value, id };
  }
}

export type SortedPageRequest = {
  list: string;
  table: SortedTable;
  sort: SortColumn;
  direction: SortDirection;
  /** Conditions on the table's own columns (no alias), all of which a row must meet. */
  where: Prisma.Sql[];
  first?: number | null;
  after?: string | null;
  before?: string | null;
};

export type SortedKeys = {
  ids: string[];
  hasMore: boolean;
  hasPrevious: boolean;
  startCursor: string | null;
  endCursor: string | null;
};

/** The statement of one page, exported for the query-plan test. */
export function sortedPageStatement(
  table: SortedTable,
  sort: SortColumn,
  direction: SortDirection,
  where: Prisma.Sql[],
  limit: number,
  from?: { position: Position; backwards: boolean },
): Prisma.Sql {
  const col = q(sort.column);
  // Walking back from a cursor reads the other way, then the page is turned round.
  const descending = (direction === 'DESC') !== !!from?.backwards;
  const conditions = [...where];
  if (from) {
    const value = sort.kind === 'date' ? new Date(Number(from.position.value)) : from.position.value;
    // A row value: both databases read it as one range of the (column, id) index, where the
    // spelt-out "column < v OR (column = v AND id < i)" made PostgreSQL combine bitmaps and sort.
    conditions.push(
      Prisma.sql`(${col}, "id") ${Prisma.raw(descending ? '<' : '>')} (${value}, ${from.position.id})`,
    );
  }
  const order = Prisma.raw(descending ? 'DESC' : 'ASC');
  const whereSql = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  return Prisma.sql`SELECT "id", ${col} AS "v" FROM ${q(table)} ${whereSql}
    ORDER BY ${col} ${order}, "id" ${order} LIMIT ${limit}`;
}

/** The statement that counts a filter's rows. */
export function sortedCountStatement(table: SortedTable, where: Prisma.Sql[]): Prisma.Sql {
  const whereSql = where.length ? Prisma.sql`WHERE ${Prisma.join(where, ' AND ')}` : Prisma.empty;
  return Prisma.sql`SELECT count(*) AS n FROM ${q(table)} ${whereSql}`;
}

export class SortedPages {
  readonly cursors: SortedCursors;

  constructor(
    private readonly db: Db,
    tokens: Pick<Tokens, 'mac' | 'verifyMac'>,
  ) {
    this.cursors = new SortedCursors(tokens);
  }

  /** The ids of one page in the asked order, with the cursors around it. */
  async keys(req: SortedPageRequest): Promise<SortedKeys> {
    const { take } = clampPage(req.first, 0);
    if (req.after != null && req.before != null)
      throw badPageArgument('before', 'left out when after is given (one direction at a time)');
    const order = `${req.sort.column}:${req.direction}`;
    const name = req.after != null ? 'after' : req.before != null ? 'before' : undefined;
    const from = name
      ? {
          position: this.cursors.decode(req.list, order, String(req[name]), name),
          backwards: name === 'before',
        }
      : undefined;
    const statement = sortedPageStatement(req.table, req.sort, req.direction, req.where, take + 1, from);
    const found = await this.db.$queryRaw<Key[]>(statement);
    const beyond = found.length > take;
    const rows = found.slice(0, take);
    if (from?.backwards) rows.reverse();
    const position = (row: Key): Position => ({
      id: row.id,
      value: req.sort.kind === 'date' ? new Date(row.v as string | number | Date).getTime() : String(row.v),
    });
    const first = rows[0];
    const last = rows.at(-1);
    return {
      ids: rows.map((r) => r.id),
      // Coming back from a later page: that page is still there to go forward to.
      hasMore: from?.backwards ? true : beyond,
      hasPrevious: from?.backwards ? beyond : !!from,
      startCursor: first ? this.cursors.encode(req.list, order, position(first)) : null,
      endCursor: last ? this.cursors.encode(req.list, order, position(last)) : null,
    };
  }

  async count(table: SortedTable, where: Prisma.Sql[]): Promise<number> {
    const [{ n }] = await this.db.$queryRaw<[{ n: bigint | number }]>(sortedCountStatement(table, where));
    return Number(n);
  }
}
