import { invalidInput } from '../errors.ts';

export type Page<T> = { items: T[]; total: number; hasMore: boolean };

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;
/** Deeper than any list this product holds; beyond it an offset is a mistake, not a page. */
export const MAX_OFFSET = 1_000_000;

/**
 * The page to read. A size outside 1..MAX_PAGE_SIZE and a negative offset are clamped (lists ask
 * for "all" with a big number); a value that is not a number, or an offset past MAX_OFFSET, is the
 * caller's mistake and names the argument.
 */
export function clampPage(
  first?: number | null,
  offset?: number | null,
  names: { first: string; offset: string } = { first: 'first', offset: 'offset' },
) {
  if (first != null && !Number.isFinite(first))
    throw invalidInput(`${names.first} must be a whole number.`, {
      [names.first]: `Give a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    });
  if (offset != null && (!Number.isFinite(offset) || offset > MAX_OFFSET))
    throw invalidInput(`${names.offset} must be a whole number from 0 to ${MAX_OFFSET}.`, {
      [names.offset]: `Give a whole number from 0 to ${MAX_OFFSET}.`,
    });
  const take = Math.min(Math.max(Math.trunc(first ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const skip = Math.max(Math.trunc(offset ?? 0), 0);
  return { take, skip };
}
