import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config, RateLimitRule } from '../env.ts';
import { AppError } from '../errors.ts';

export type LimitName = keyof Config['rateLimits'];

/**
 * How long a successful sign-in makes its address a known one for that account. The memory store
 * expires keys with setTimeout, which fires at once beyond 24.8 days.
 */
const KNOWN_ADDRESS_SECONDS = 14 * 24 * 60 * 60;

/**
 * Named rate limits, checked by the services so GraphQL and REST share them. Counters live in
 * Redis when REDIS_URL is set (several instances share them), in memory otherwise.
 */
export class RateLimits {
  readonly #limiters: Record<LimitName, RateLimiterAbstract>;
  /** Addresses that recently signed into an account (key `account|address`); a set, not a limit. */
  readonly #known: RateLimiterAbstract;
  readonly #redis: Redis | undefined;

  constructor(rules: Config['rateLimits'], redisUrl?: string) {
    this.#redis = redisUrl
      ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
      : undefined;
    const make = (name: string, rule: RateLimitRule): RateLimiterAbstract =>
      this.#redis
        ? new RateLimiterRedis({
            storeClient: this.#redis,
            keyPrefix: `rl:${name}`,
            points: rule.points,
            duration: rule.durationSeconds,
            // If Redis is unreachable, fall back to per-process memory rather than refusing everyone.
            insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds }),
          })
        : new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSeconds });
    this.#limiters = Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => [name, make(name, rule)]),
    ) as Record<LimitName, RateLimiterAbstract>;
    this.#known = make('knownLoginAddress', { points: 1, durationSeconds: KNOWN_ADDRESS_SECONDS });
  }

  /** Counts one attempt; throws RATE_LIMITED when the key has used up its budget. */
  async consume(name: LimitName, key: string): Promise<void> {
    if (!(await this.tryConsume(name, key))) {
      const res = await this.#limiters[name].get(key);
      const retryAfterSeconds = Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));
      throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.', {
        retryAfterSeconds,
      });
    }
  }

  /** Counts one attempt; false when over the budget (for limits that must fail silently). */
  async tryConsume(name: LimitName, key: string): Promise<boolean> {
    try {
      await this.#limiters[name].consume(key.toLowerCase());
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.#limiters[name].delete(key.toLowerCase());
  }

  /** Gives back one point a consume took (an attempt that turned out not to count). */
  async refund(name: LimitName, key: string): Promise<void> {
    await this.#limiters[name].reward(key.toLowerCase(), 1);
  }

  /** Counts one point without ever refusing: for counters that slow down rather than block. */
  async add(name: LimitName, key: string): Promise<void> {
    await this.#limiters[name].penalty(key.toLowerCase(), 1);
  }

  /** Points used in the key's current window (0 when none). */
  async used(name: LimitName, key: string): Promise<number> {
    return (await this.#limiters[name].get(key.toLowerCase()))?.consumedPoints ?? 0;
  }

  /** The budget of a limit, for callers that act on thresholds. */
  points(name: LimitName): number {
    return this.#limiters[name].points;
  }

  /** Remembers that `key` (e.g. account|address) signed in, for two weeks. */
  async remember(key: string): Promise<void> {
    await this.#known.penalty(key.toLowerCase(), 1);
  }

  async isKnown(key: string): Promise<boolean> {
    return ((await this.#known.get(key.toLowerCase()))?.consumedPoints ?? 0) > 0;
  }

  async close(): Promise<void> {
    this.#redis?.disconnect();
  }
}
