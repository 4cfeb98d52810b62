import { LRUCache } from 'lru-cache';
import { Changes } from '../caching/changes.ts';
import type { ListTable } from './keyset.ts';

/**
 * The tag on the change feed (caching/changes.ts) that a write to each list's table publishes,
 * after it commits. The bus (caching/change-bus.ts) carries it to every instance, so each drops
 * its counts of that table at once.
 */
export const LIST_TAGS = {
  ContactRequest: 'leads:contact',
  JobApplication: 'leads:application',
  Article: 'articles',
  AuditEntry: 'audit',
  Vacancy: 'vacancies',
} as const satisfies Record<ListTable, string>;

/** Longest a count is kept when no write announced a change: a bound on a message lost. */
const KEPT_MS = 10 * 60_000;

/**
 * How many rows each list filter matches, counted once and kept (decision 037): counting 100,000
 * leads on every page was half of what a page cost. A kept count goes the moment a write to its
 * table is announced, on this instance or another. Lists whose writes are not announced (the audit
 * log grows with every action) keep theirs `ttlMs` and show it as an estimate.
 */
export class ListCounts {
  readonly #cache = new LRUCache<string, Promise<number>>({ max: 5000, ttl: KEPT_MS });
  readonly #changes: Changes;

  constructor(changes: Changes) {
    this.#changes = changes;
    changes.subscribe((tags) => {
      if (tags.includes(Changes.EVERYTHING)) return this.#cache.clear();
      for (const [table, tag] of Object.entries(LIST_TAGS))
        if (tags.includes(tag))
          for (const key of this.#cache.keys()) if (key.startsWith(`${table}|`)) this.#cache.delete(key);
    });
  }

  /** The kept count of `table` rows matching the filter named `key`, or a fresh one from `count`. */
  get(table: ListTable, key: string, count: () => Promise<number>, ttlMs = KEPT_MS): Promise<number> {
    const k = `${table}|${key}`;
    const kept = this.#cache.get(k);
    if (kept) return kept;
    const since = this.#changes.now();
    const fresh = count();
    this.#cache.set(k, fresh, { ttl: ttlMs });
    // A write that landed while counting may or may not be in the number: count again next time.
    fresh.then(
      () => this.#changes.changedSince([LIST_TAGS[table]], since) && this.#cache.delete(k),
      () => this.#cache.delete(k),
    );
    return fresh;
  }
}
