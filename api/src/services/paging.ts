export type Page<T> = { items: T[]; total: number; hasMore: boolean };

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;

export function clampPage(first?: number | null, offset?: number | null) {
  const take = Math.min(Math.max(Math.trunc(first ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const skip = Math.max(Math.trunc(offset ?? 0), 0);
  return { take, skip };
}
