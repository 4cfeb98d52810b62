import { Redis } from 'ioredis';
import type { Db } from '../db.ts';
import { unavailable } from '../errors.ts';

/**
 * Remembers bot-check solutions that were accepted once, until their challenge expires, so the
 * same solution cannot be sent twice (decision 029). `claim` is atomic: of two requests carrying
 * the same solution at once, exactly one gets true.
 */
export interface SpentStore {
  /** True when `id` was not spent yet (and now is); false when it was. */
  claim(id: string, expiresAt: Date): Promise<boolean>;
  close(): Promise<void>;
}

/** Every instance sees the others' claims at once: one SET NX per solution, expiring with it. */
export class RedisSpentStore implements SpentStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(url: string, prefix = 'botcheck:spent:') {
    // Commands wait briefly for a connection (start-up, a reconnect) instead of failing at once;
    // one retry, then the request answers 503 rather than accepting a solution it cannot record.
    this.#redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5000 });
    this.#redis.on('error', () => {
      /* reported per command; an idle disconnect must not crash the process */
    });
    this.#prefix = prefix;
  }

  async claim(id: string, expiresAt: Date): Promise<boolean> {
    const ms = Math.max(1000, expiresAt.getTime() - Date.now());
    try {
      return (await this.#redis.set(this.#prefix + id, '1', 'PX', ms, 'NX')) === 'OK';
    } catch {
      throw unavailable();
    }
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }
}

/** How often, at most, a claim also deletes the rows of challenges that have expired. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** Without Redis: a row per spent solution; its primary key makes the claim atomic on both databases. */
export class DbSpentStore implements SpentStore {
  #lastSweep = 0;

  constructor(private readonly db: Db) {}

  async claim(id: string, expiresAt: Date): Promise<boolean> {
    this.#sweepNowAndThen();
    try {
      await this.db.botCheckSpent.create({ data: { id, expiresAt } });
      return true;
    } catch (err) {
      // P2002: the primary key exists, so the solution was spent already (both providers).
      if ((err as { code?: unknown }).code === 'P2002') return false;
      throw err;
    }
  }

  /** Expired rows guard nothing (their solutions fail as expired), so they go in the background. */
  #sweepNowAndThen() {
    const now = Date.now();
    if (now - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = now;
    void this.db.botCheckSpent.deleteMany({ where: { expiresAt: { lt: new Date(now) } } }).catch(() => {
      /* the next sweep tries again */
    });
  }

  async close(): Promise<void> {}
}
