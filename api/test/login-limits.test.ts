/**
 * Sign-in limits that stop guessing without locking real people out (decision 016). With
 * TRUST_PROXY, X-Forwarded-For plays the many addresses of an attack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, STAFF_PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { enrolTotp, totpCode, WITH_RECOVERY, WITH_TOTP } from './two-factor-support.ts';

const PAIR_BUDGET = 3;
const IP_BUDGET = 6;
const ACCOUNT_THRESHOLD = 4;
// Long enough that a loaded machine's ordinary sign-in (argon2 and HTTP) stays well under one step.
const STEP_MS = 2000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    trustProxy: true,
    // One step at most, so the slowed attempts cost the suite two steps in all.
    loginSlowdown: { stepMs: STEP_MS, maxMs: STEP_MS },
    rateLimits: {
      ...GENEROUS_RATE_LIMITS,
      loginFailuresPerAccountAndIp: { points: PAIR_BUDGET, durationSeconds: 900 },
      loginFailuresPerIp: { points: IP_BUDGET, durationSeconds: 900 },
      loginFailuresPerAccount: { points: ACCOUNT_THRESHOLD, durationSeconds: 900 },
    },
  });
});
afterAll(async () => app?.stop());

let n = 0;
/** A fresh staff account (created in the database, so no sign-in has counted yet). */
async function account() {
  return (await app.staff(['HR'], `limits-${++n}-${Date.now()}@test.local`)).email;
}

/** One REST sign-in from `ip`, timed. */
async function signIn(email: string, password: string, ip: string) {
  const started = performance.now();
  const res = await app.rest('POST', '/api/auth/login', { email, password }, undefined, {
    'x-forwarded-for': ip,
  });
  return { ...res, ms: performance.now() - started };
}
const wrong = (email: string, ip: string) => signIn(email, 'wrong-password-1', ip);

describe('sign-in limits', () => {
  it('successful sign-ins never count, and a success clears its address’s failures', async () => {
    const email = await account();
    for (let i = 0; i < IP_BUDGET + 2; i++)
      expect((await signIn(email, STAFF_PASSWORD, '10.0.0.1')).status).toBe(200);
    // Two rounds of (budget - 1) typos and a success: without the clearing the second round would hit 429.
    // (The address's own failure count is not cleared: 4 stay under its budget of 6.)
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PAIR_BUDGET - 1; i++) expect((await wrong(email, '10.0.0.2')).status).toBe(401);
      expect((await signIn(email, STAFF_PASSWORD, '10.0.0.2')).status).toBe(200);
    }
  });

  it('failures from one address refuse that address for that account; the owner elsewhere signs in at once', async () => {
    const email = await account();
    for (let i = 0; i < PAIR_BUDGET; i++) expect((await wrong(email, '10.1.0.1')).status).toBe(401);

    const refused = await signIn(email, STAFF_PASSWORD, '10.1.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const viaGql = await app.rest(
      'POST',
      '/graphql',
      {
        query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        variables: { e: email, p: STAFF_PASSWORD },
      },
      undefined,
      { 'x-forwarded-for': '10.1.0.1' },
    );
    expect(viaGql.body.errors[0].extensions.code).toBe('RATE_LIMITED');

    const owner = await signIn(email, STAFF_PASSWORD, '10.1.0.2');
    expect(owner.status).toBe(200);
    expect(typeof owner.body).toBe('string');
    expect(owner.ms).toBeLessThan(STEP_MS);
  });

  it('failures from one address across accounts hit the per-address limit; other addresses are unaffected', async () => {
    for (let i = 0; i < IP_BUDGET; i++) {
      const email = i % 2 ? `nobody-${i}@test.local` : await account();
      expect((await wrong(email, '10.2.0.1')).status).toBe(401);
    }
    const fresh = await account();
    expect((await signIn(fresh, STAFF_PASSWORD, '10.2.0.1')).status).toBe(429);
    expect((await signIn(fresh, STAFF_PASSWORD, '10.2.0.2')).status).toBe(200);
  });

  it('an account attacked from many addresses slows the failing ones; its owner still gets a token', async () => {
    const email = await account();
    // The owner signed in from home before the attack.
    expect((await signIn(email, STAFF_PASSWORD, '10.3.8.8')).status).toBe(200);
    const attackers = Array.from({ length: ACCOUNT_THRESHOLD + 1 }, (_, i) => `10.3.0.${i + 1}`);
    for (const ip of attackers) {
      const attempt = await wrong(email, ip);
      expect(attempt.status).toBe(401);
      // Each attacker address is fresh on its first try: nothing slows it yet.
      expect(attempt.ms).toBeLessThan(STEP_MS);
    }
    // Over the threshold: a failing address now waits before its password is even checked.
    const again = await wrong(email, attackers[0]!);
    expect(again.status).toBe(401);
    expect(again.ms).toBeGreaterThanOrEqual(STEP_MS);

    // The owner from an address that is not failing gets in at once...
    const clean = await signIn(email, STAFF_PASSWORD, '10.3.9.9');
    expect(clean.status).toBe(200);
    expect(clean.ms).toBeLessThan(STEP_MS);
    // ...and from home, known for this account, even after a typo there.
    expect((await wrong(email, '10.3.8.8')).status).toBe(401);
    const home = await signIn(email, STAFF_PASSWORD, '10.3.8.8');
    expect(home.status).toBe(200);
    expect(home.ms).toBeLessThan(STEP_MS);
    // An attacker's address with the right password is slowed, never refused.
    const slowed = await signIn(email, STAFF_PASSWORD, attackers[1]!);
    expect(slowed.status).toBe(200);
    expect(slowed.ms).toBeGreaterThanOrEqual(STEP_MS);
  });

  it('a signed-in session cannot guess the password through the profile without limit', async () => {
    const email = await account();
    const token = (await signIn(email, STAFF_PASSWORD, '10.4.0.1')).body as string;
    const change = async (current: string): Promise<string | undefined> => {
      const res = await app.rest(
        'POST',
        '/graphql',
        {
          query: 'mutation($c: String!, $e: String!) { changeEmail(currentPassword: $c, email: $e) { id } }',
          variables: { c: current, e: `moved-${Date.now()}@test.local` },
        },
        token,
        { 'x-forwarded-for': '10.4.0.1' },
      );
      return res.body.errors?.[0]?.extensions?.code;
    };
    for (let i = 0; i < PAIR_BUDGET; i++) expect(await change(`guess-${i}-password`)).toBe('BAD_USER_INPUT');
    // Out of guesses for this account from this address: even the right password waits.
    expect(await change(STAFF_PASSWORD)).toBe('RATE_LIMITED');
  });

  it('wrong second-factor codes count like wrong passwords: the address meets 429, the owner elsewhere gets in', async () => {
    const email = await account();
    const user = await app.db.user.findUniqueOrThrow({ where: { email } });
    const setupToken = (await signIn(email, STAFF_PASSWORD, '10.5.0.9')).body as string;
    const { secret } = await enrolTotp(app, setupToken);
    const step = async (query: string, variables: Record<string, unknown>, ip: string) =>
      (await app.rest('POST', '/graphql', { query, variables }, undefined, { 'x-forwarded-for': ip })).body;

    const password = await signIn(email, STAFF_PASSWORD, '10.5.0.1');
    expect(password.status).toBe(403);
    const ticket = password.body.ticket as string;
    // Wrong codes, and a made-up recovery code, from one address: the pair's budget.
    for (let i = 0; i < PAIR_BUDGET - 1; i++)
      expect((await step(WITH_TOTP, { t: ticket, c: '000000' }, '10.5.0.1')).errors[0].extensions.code).toBe(
        'UNAUTHENTICATED',
      );
    expect(
      (await step(WITH_RECOVERY, { t: ticket, c: 'aaaa-bbbb-cccc-dddd' }, '10.5.0.1')).errors[0].extensions
        .code,
    ).toBe('UNAUTHENTICATED');
    // Out of attempts for this account from here: even the right code waits, and so does the password.
    const refused = await step(WITH_TOTP, { t: ticket, c: totpCode(secret) }, '10.5.0.1');
    expect(refused.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await signIn(email, STAFF_PASSWORD, '10.5.0.1')).status).toBe(429);
    expect((await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).totpLastStep).toBeLessThan(
      Math.floor(Date.now() / 30_000),
    );

    // The owner at another address signs in with password and code.
    const elsewhere = await signIn(email, STAFF_PASSWORD, '10.5.0.2');
    const done = await step(WITH_TOTP, { t: elsewhere.body.ticket, c: totpCode(secret) }, '10.5.0.2');
    expect(done.data.signInWithTotp.step).toBe('SIGNED_IN');
  });
});
