import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib/types';
import { loadConfig, type Config } from '../src/env.ts';
import type { TestApp } from './harness.ts';

/** ALTCHA on, with a small amount of work so a test solves a challenge in milliseconds. */
export function quickAltcha(over: Partial<Config['botCheck']> = {}): Config['botCheck'] {
  return {
    ...loadConfig({ BOT_CHECK: 'altcha' }).botCheck,
    cost: 10,
    counter: { min: 20, max: 40 },
    ...over,
  };
}

/** A challenge as a client gets it (REST), from `ip` when given (the app must trust the proxy). */
export async function fetchChallenge(app: TestApp, ip?: string): Promise<Challenge> {
  const res = await app.rest('GET', '/api/bot-check/challenge', undefined, undefined, {
    ...(ip ? { 'x-forwarded-for': ip } : {}),
  });
  if (res.status !== 200 || res.body.mode !== 'altcha')
    throw new Error(`no challenge: ${JSON.stringify(res.body)}`);
  return { parameters: res.body.parameters, signature: res.body.signature };
}

/** The payload the widget sends: base64 of JSON { challenge, solution }. */
export const payloadOf = (challenge: Challenge, solution: Solution) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

/** Solves a challenge the way an integrator would, with altcha-lib's solver. */
export async function solved(app: TestApp, ip?: string): Promise<{ payload: string; solution: Solution }> {
  const challenge = await fetchChallenge(app, ip);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  return { payload: payloadOf(challenge, solution), solution };
}
