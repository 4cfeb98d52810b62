import { createHmac, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import type { Config } from '../env.ts';
import { AltchaCheck } from './bot-check-altcha.ts';
import { ExternalCheck } from './bot-check-external.ts';
import type { BotCheck, BotCheckChallenge } from './bot-check.ts';
import type { RateLimits } from './rate-limit.ts';
import { DbSpentStore, RedisSpentStore, type SpentStore } from './spent-store.ts';

/** BOT_CHECK=off: every form is accepted without a solution (the API tests, the bench). */
class NoCheck implements BotCheck {
  readonly mode = 'off' as const;
  async challenge(): Promise<BotCheckChallenge> {
    return { mode: 'off' };
  }
  async verify(): Promise<void> {}
  async close(): Promise<void> {}
}

/**
 * The signing key: BOT_CHECK_HMAC_KEY, or one generated on first start and kept in the database
 * beside the token secret, so restarts and every instance on that database agree.
 */
async function hmacKey(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const row = await db.setting.upsert({
    where: { key: 'botCheckHmacKey' },
    create: { key: 'botCheckHmacKey', value: randomBytes(48).toString('base64url') },
    update: {},
  });
  return row.value;
}

export async function createBotCheck(
  config: Config,
  deps: { db: Db; limits: RateLimits; log: Logger },
): Promise<BotCheck> {
  const settings = config.botCheck;
  if (settings.mode === 'off') return new NoCheck();
  const spent: SpentStore = config.redisUrl
    ? new RedisSpentStore(config.redisUrl)
    : new DbSpentStore(deps.db);
  if (settings.mode === 'altcha') {
    const key = await hmacKey(deps.db, settings.hmacKey);
    // Two secrets from one key: one signs the challenge, the other the derived key it hides.
    const derive = (purpose: string) => createHmac('sha256', key).update(purpose).digest('hex');
    return new AltchaCheck(
      settings,
      { challenge: derive('altcha-challenge'), derivedKey: derive('altcha-derived-key') },
      deps.limits,
      spent,
      deps.log,
    );
  }
  return new ExternalCheck(settings, settings.mode, spent, deps.log);
}
