import type { ChallengeParameters } from 'altcha-lib/types';
import type { BotCheckConfig } from '../env.ts';
import { AppError } from '../errors.ts';

export type BotCheckMode = BotCheckConfig['mode'];

/** What a client needs to pass the check (GET /api/bot-check/challenge, query botCheckChallenge). */
export type BotCheckChallenge =
  | { mode: 'altcha'; parameters: ChallengeParameters; signature: string }
  | { mode: 'turnstile' | 'hcaptcha'; siteKey: string }
  | { mode: 'off' };

/**
 * The bot-check of the public forms and password recovery (decision 029), one interface for every
 * mode: ALTCHA's proof of work served here, an external provider's token, or none. The services
 * call `verify` before they store anything, so GraphQL and REST are protected alike.
 */
export interface BotCheck {
  readonly mode: BotCheckMode;
  /** A fresh challenge for a client at `ip` (a busy address gets a costlier one). */
  challenge(ip: string): Promise<BotCheckChallenge>;
  /** Accepts a valid solution once; otherwise throws BAD_USER_INPUT naming the `botCheck` field. */
  verify(solution: unknown, ip: string): Promise<void>;
  close(): Promise<void>;
}

/** The name of the solution in form inputs, REST bodies and error `fields`. */
export const BOT_CHECK_FIELD = 'botCheck';
/** Long enough for an ALTCHA payload (about 700 characters) and a provider's token (up to 2048). */
export const MAX_SOLUTION_LENGTH = 4096;

export const BOT_CHECK_PROBLEMS = {
  missing: `Required: get a challenge from GET /api/bot-check/challenge, solve it and send the solution as ${BOT_CHECK_FIELD}.`,
  invalid: 'This is not a valid solution of a challenge from this site.',
  expired: 'The challenge has expired. Solve a new one.',
  spent: 'This solution was used already. Solve a new challenge.',
} as const;

/** The message people see (the field's own text tells an integrator what to fix). */
const REFUSED = 'The spam check did not pass. Please send the form again.';

export function botCheckRefused(problem: keyof typeof BOT_CHECK_PROBLEMS): AppError {
  return new AppError('BAD_USER_INPUT', REFUSED, {
    fields: { [BOT_CHECK_FIELD]: BOT_CHECK_PROBLEMS[problem] },
  });
}

/** The solution as sent, or undefined when there is none to check. Too long is refused unread. */
export function solutionText(solution: unknown): string | undefined {
  if (solution === undefined || solution === null || solution === '') return undefined;
  if (typeof solution !== 'string' || solution.length > MAX_SOLUTION_LENGTH) throw botCheckRefused('invalid');
  return solution;
}

/** Hosts a page must allow (CSP) for an external provider's widget; none for ALTCHA, served from here. */
export function botCheckSources(mode: BotCheckMode): Record<string, string[]> {
  if (mode === 'turnstile') {
    const cf = 'https://challenges.cloudflare.com';
    return { 'script-src': [cf], 'frame-src': [cf] };
  }
  if (mode === 'hcaptcha') {
    const hosts = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
    return { 'script-src': hosts, 'frame-src': hosts, 'style-src': hosts, 'connect-src': hosts };
  }
  return {};
}
