import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one answer read, so a cached copy of it can be dropped when that data changes: tags of the
 * data (`articles`, `vacancies`, `article:<slug>`) and the kinds of GraphQL operation it ran. The
 * services record their public reads here; the response cache reads it once the answer is made.
 */
export type Reads = { tags: Set<string>; operations: string[] };

const current = new AsyncLocalStorage<Reads>();

/** Called by a service as it reads public data; does nothing outside a tracked answer. */
export function recordRead(...tags: string[]): void {
  const reads = current.getStore();
  if (reads) for (const tag of tags) reads.tags.add(tag);
}

/** Called by GraphQL as it executes an operation (`query`, `mutation`): only queries are cached. */
export function recordOperation(kind: string): void {
  current.getStore()?.operations.push(kind);
}

/**
 * Called by a resolver whose answer is meant for one client only (a fresh bot-check challenge): it
 * counts as an operation that is not a query, so the answer is never kept or shared.
 */
export function recordUnshareable(): void {
  current.getStore()?.operations.push('unshareable');
}

/** Runs `fn` and returns what it read along with its result. */
export async function trackReads<T>(fn: () => Promise<T>): Promise<{ value: T; reads: Reads }> {
  const reads: Reads = { tags: new Set(), operations: [] };
  const value = await current.run(reads, fn);
  return { value, reads };
}
