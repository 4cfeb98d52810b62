// Prisma's codes for a database that cannot be reached or did not answer in time (P1001 can't
// reach, P1002/P1008 timed out, P1017 connection closed, P2024 pool time-out, P2028 transaction
// could not start or expired, P2037 too many connections, P1003 database missing).
const UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1003', 'P1008', 'P1017', 'P2024', 'P2028', 'P2037']);
// PostgreSQL SQLSTATEs: connection exceptions (08xxx), statement or lock time-out (57014, 55P03),
// the server shutting down or the session terminated (57P01-57P05), too many connections (53300).
const UNAVAILABLE_SQLSTATE = /^(08...|57014|55P03|57P0[1-5]|53300)$/;
// node-postgres raises plain errors for these (no code): a dropped socket, a pool or query time-out.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection timeout|Client has encountered a connection error|not queryable|database is locked|ECONNREFUSED|ECONNRESET/i;

/**
 * True when an error means the database is down, hung or overloaded (the request may succeed
 * later), as opposed to a bug or a bad query. Looks through Prisma's wrappers to the driver error.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && !seen.has(current) && depth < 6; depth++) {
    seen.add(current);
    const e = current as {
      code?: unknown;
      originalCode?: unknown;
      kind?: unknown;
      message?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code)))
      return true;
    if (typeof e.originalCode === 'string' && UNAVAILABLE_SQLSTATE.test(e.originalCode)) return true;
    if (
      typeof e.kind === 'string' &&
      ['DatabaseNotReachable', 'SocketTimeout', 'ConnectionClosed', 'TooManyConnections'].includes(e.kind)
    )
      return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    current = e.meta?.driverAdapterError ?? e.cause;
  }
  return false;
}
