import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib/types';
import type { Logger } from 'pino';
import type { BotCheckConfig } from '../env.ts';
import { botCheckRefused, solutionText, type BotCheck, type BotCheckChallenge } from './bot-check.ts';
import type { RateLimits } from './rate-limit.ts';
import type { SpentStore } from './spent-store.ts';

/** The algorithm ALTCHA's widget bundles by default and browsers run natively (WebCrypto). */
const ALGORITHM = 'PBKDF2/SHA-256';
/**
 * Each budget of challenges an address takes past its `botCheckPerIp` allowance doubles the work of
 * its next ones, up to 2^5 = 32 times the normal (tens of seconds of one core, for that address only).
 */
const MAX_LEVEL = 5;
/** Room for a spent solution's record past the challenge's expiry (instances' clocks differ a little). */
const CLOCK_SLACK_MS = 60_000;

/**
 * ALTCHA (altcha-lib v2) in its deterministic mode: the server picks a secret counter, derives the
 * key for it once, and signs both the challenge and that key. The browser counts up to the counter
 * (about `counter` PBKDF2 runs of `cost` iterations); checking an answer is two HMACs, so a flood of
 * wrong answers costs the server almost nothing.
 */
export class AltchaCheck implements BotCheck {
  readonly mode = 'altcha' as const;

  constructor(
    private readonly settings: BotCheckConfig,
    private readonly secrets: { challenge: string; derivedKey: string },
    private readonly limits: RateLimits,
    private readonly spent: SpentStore,
    private readonly log: Logger,
  ) {}

  async challenge(ip: string): Promise<BotCheckChallenge> {
    const factor = 2 ** (await this.#level(ip));
    const { min, max } = this.settings.counter;
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: this.settings.cost,
      counter: randomInt(min * factor, max * factor + 1),
      deriveKey,
      expiresAt: new Date(Date.now() + this.settings.ttlSeconds * 1000),
      hmacSignatureSecret: this.secrets.challenge,
      hmacKeySignatureSecret: this.secrets.derivedKey,
    });
    return { mode: 'altcha', parameters: challenge.parameters, signature: challenge.signature! };
  }

  /** 0 within the address's allowance of challenges, then one more for each allowance beyond it. */
  async #level(ip: string): Promise<number> {
    await this.limits.add('botCheckPerIp', ip);
    const used = await this.limits.used('botCheckPerIp', ip);
    const allowance = this.limits.points('botCheckPerIp');
    return Math.min(MAX_LEVEL, Math.floor(Math.max(0, used - 1) / allowance));
  }

  async verify(solution: unknown, ip: string): Promise<void> {
    const text = solutionText(solution);
    if (text === undefined) throw this.#refuse('missing', ip);
    const payload = parsePayload(text);
    if (!payload) throw this.#refuse('invalid', ip);
    let result;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.secrets.challenge,
        hmacKeySignatureSecret: this.secrets.derivedKey,
      });
    } catch {
      // Values of the wrong type deep inside (a number where hex belongs) make the library throw.
      throw this.#refuse('invalid', ip);
    }
    if (result.expired) throw this.#refuse('expired', ip);
    if (!result.verified) throw this.#refuse('invalid', ip);
    // The signature covers the nonce and the expiry, so both can be trusted from here on.
    const { nonce, expiresAt } = payload.challenge.parameters;
    const until = new Date((expiresAt ?? 0) * 1000 + CLOCK_SLACK_MS);
    if (!(await this.spent.claim(`altcha:${nonce}`, until))) throw this.#refuse('spent', ip);
  }

  #refuse(problem: Parameters<typeof botCheckRefused>[0], ip: string) {
    this.log.info({ ip, problem }, 'bot check refused');
    return botCheckRefused(problem);
  }

  async close(): Promise<void> {
    await this.spent.close();
  }
}

type Payload = { challenge: Challenge; solution: Solution };

/** ALTCHA's payload: base64 of `{ challenge: { parameters, signature }, solution }`. */
function parsePayload(text: string): Payload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const p = value as Partial<Payload> | null;
  const ok =
    !!p &&
    typeof p === 'object' &&
    !!p.challenge &&
    typeof p.challenge === 'object' &&
    !!p.challenge.parameters &&
    typeof p.challenge.parameters === 'object' &&
    typeof p.challenge.parameters.nonce === 'string' &&
    typeof p.challenge.signature === 'string' &&
    !!p.solution &&
    typeof p.solution === 'object';
  return ok ? (p as Payload) : undefined;
}
