import { AppError } from '../errors.ts';

/**
 * One page of a list. The cursors are opaque positions (services/keyset.ts): `after: endCursor`
 * gives the next page, `before: startCursor` the one before. `total` is exact when `totalExact`;
 * otherwise it is an estimate (decision 037: the audit log's, a search's on SQLite).
 */
export type Page<T> = {
  items: T[];
  total: number;
  totalExact: boolean;
  hasMore: boolean;
  hasPrevious: boolean;
  startCursor: string | null;
  endCursor: string | null;
};

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;
/** Deeper than any list this product holds; beyond it an offset is a mistake, not a page. */
export const MAX_OFFSET = 1_000_000;

/**
 * A paging argument the caller got wrong. It is a mistake in the request itself, like a variable of
 * the wrong type, so GraphQL answers it with HTTP 400 too (`requestError`), not 200 with an error.
 */
export function badPageArgument(name: string, rule: string) {
  return new AppError('BAD_USER_INPUT', `${name} must be ${rule}.`, {
    fields: { [name]: `Give ${rule}.` },
    requestError: true,
  });
}

/**
 * The page to read. A size below 1, a negative offset, a value that is not a whole number or an
 * offset past MAX_OFFSET is the caller's mistake and names the argument; a size above
 * MAX_PAGE_SIZE is clamped to it (lists ask for "all" with a big number).
 */
export function clampPage(
  first?: number | null,
  offset?: number | null,
  names: { first: string; offset: string } = { first: 'first', offset: 'offset' },
) {
  if (first != null && !(Number.isInteger(first) && first >= 1))
    throw badPageArgument(names.first, `a whole number from 1 to ${MAX_PAGE_SIZE}`);
  if (offset != null && !(Number.isInteger(offset) && offset >= 0 && offset <= MAX_OFFSET))
    throw badPageArgument(names.offset, `a whole number from 0 to ${MAX_OFFSET}`);
  const take = Math.min(first ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { take, skip: offset ?? 0 };
}
