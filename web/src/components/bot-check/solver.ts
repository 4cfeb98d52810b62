/**
 * What the bot-check client and its lazily loaded solvers share: the challenge the server sends
 * and the solver's shape. Kept apart so a solver chunk imports no part of the client.
 */

/** What the challenge endpoint answers (api/src/security/bot-check.ts). */
export type ChallengeAnswer =
  | { mode: 'altcha'; parameters: { expiresAt?: number } & Record<string, unknown>; signature: string }
  | { mode: 'turnstile' | 'hcaptcha'; siteKey: string }
  | { mode: 'off' };

/** Turns a challenge into the text the API takes as `botCheck`. Lives in a lazily loaded chunk. */
export type Solver = { solve: (answer: ChallengeAnswer) => Promise<string>; dispose: () => void };
