import { LRUCache } from 'lru-cache';
import { Changes } from '../caching/changes.ts';
import { recordRead } from '../caching/read-tags.ts';

/**
 * A short-lived cache for what every visitor reads (article lists, categories, vacancies), by area.
 * An area is also the tag its reads record for the response cache, and a write publishing that tag
 * on the change feed clears the area at once. Promises are cached, so a burst of identical requests
 * runs one query. Cached values are shared: callers must not mutate them.
 */
export class PublicCache {
  readonly #cache: LRUCache<string, Promise<unknown>> | undefined;

  constructor(ttlSeconds: number, changes: Changes) {
    this.#cache = ttlSeconds > 0 ? new LRUCache({ max: 1000, ttl: ttlSeconds * 1000 }) : undefined;
    changes.subscribe((tags) =>
      tags.includes(Changes.EVERYTHING) ? this.#cache?.clear() : tags.forEach((tag) => this.#clear(tag)),
    );
  }

  get<T>(area: string, key: unknown, load: () => Promise<T>): Promise<T> {
    recordRead(area);
    if (!this.#cache) return load();
    const k = `${area}:${JSON.stringify(key)}`;
    let hit = this.#cache.get(k) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      this.#cache.set(k, hit);
      // A failed load must not be served from the cache.
      hit.catch(() => this.#cache?.delete(k));
    }
    return hit;
  }

  #clear(area: string): void {
    if (!this.#cache) return;
    for (const key of this.#cache.keys()) if (key.startsWith(`${area}:`)) this.#cache.delete(key);
  }
}
