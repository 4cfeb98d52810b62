import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHECK_PROBLEMS } from '../src/security/bot-check.ts';
import { fetchChallenge, payloadOf, quickAltcha, solved } from './bot-check-support.ts';
import { GENEROUS_RATE_LIMITS, OWNER, startTestApp, type TestApp } from './harness.ts';

/**
 * The ALTCHA bot-check on every door it guards: both forms over GraphQL and REST, and password
 * recovery over both. Challenges are solved here with altcha-lib's own solver, as an integrator
 * would. The app trusts X-Forwarded-For, so each case sends from its own address.
 */
let app: TestApp;
const ALLOWANCE = 3;

beforeAll(async () => {
  app = await startTestApp(
    {
      trustProxy: true,
      botCheck: quickAltcha(),
      rateLimits: { ...GENEROUS_RATE_LIMITS, botCheckPerIp: { points: ALLOWANCE, durationSeconds: 600 } },
    },
    { env: { BOT_CHECK: 'altcha' } },
  );
});
afterAll(async () => app?.stop());

let ips = 0;
const newIp = () => `10.9.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;
let mails = 0;
const email = () => `visitor-${++mails}-${Date.now()}@example.com`;

type Outcome = { ok: boolean; status: number; code?: string; fields?: Record<string, string> };

const fromRest = (res: { status: number; body: any }): Outcome => ({
  ok: res.status < 300,
  status: res.status,
  code: res.body?.code,
  fields: res.body?.fields,
});

async function fromGraphQL(query: string, variables: Record<string, unknown>, ip: string): Promise<Outcome> {
  const res = await app.rest('POST', '/graphql', { query, variables }, undefined, { 'x-forwarded-for': ip });
  const error = res.body.errors?.[0];
  return { ok: !error, status: res.status, code: error?.extensions?.code, fields: error?.extensions?.fields };
}

const contact = () => ({
  name: 'Ada Lovelace',
  email: email(),
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'Hello',
});
const application = () => ({
  name: 'Grace Hopper',
  email: email(),
  country: 'Germany',
  position: 'QA Engineer',
  message: 'Hello',
});

const leads = async () =>
  (await app.db.contactRequest.count()) +
  (await app.db.jobApplication.count()) +
  (await app.db.outboxMessage.count());
const recoveries = async () =>
  (await app.db.passwordResetToken.count()) + (await app.db.outboxMessage.count());

/** Each door, with what it stores when it accepts. */
const doors: {
  name: string;
  send: (botCheck: unknown, ip: string) => Promise<Outcome>;
  stored: () => Promise<number>;
}[] = [
  {
    name: 'GraphQL submitContactRequest',
    send: (botCheck, ip) =>
      fromGraphQL(
        'mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }',
        { input: { ...contact(), botCheck } },
        ip,
      ),
    stored: leads,
  },
  {
    name: 'GraphQL submitJobApplication',
    send: (botCheck, ip) =>
      fromGraphQL(
        'mutation($input: JobApplicationInput!) { submitJobApplication(input: $input) { id } }',
        { input: { ...application(), botCheck } },
        ip,
      ),
    stored: leads,
  },
  {
    name: 'REST /api/send-form',
    send: async (botCheck, ip) =>
      fromRest(
        await app.rest('POST', '/api/send-form', { ...contact(), botCheck }, undefined, {
          'x-forwarded-for': ip,
        }),
      ),
    stored: leads,
  },
  {
    name: 'REST /api/send-vacancy-form',
    send: async (botCheck, ip) =>
      fromRest(
        await app.rest('POST', '/api/send-vacancy-form', { ...application(), botCheck }, undefined, {
          'x-forwarded-for': ip,
        }),
      ),
    stored: leads,
  },
  {
    name: 'GraphQL requestPasswordRecovery',
    send: (botCheck, ip) =>
      fromGraphQL(
        'mutation($email: String!, $botCheck: String) { requestPasswordRecovery(email: $email, botCheck: $botCheck) }',
        { email: OWNER.email, botCheck },
        ip,
      ),
    stored: recoveries,
  },
  {
    name: 'REST /api/auth/password-recovery',
    send: async (botCheck, ip) =>
      fromRest(
        await app.rest('POST', '/api/auth/password-recovery', { email: OWNER.email, botCheck }, undefined, {
          'x-forwarded-for': ip,
        }),
      ),
    stored: recoveries,
  },
];

/** A refusal: 400 on REST, BAD_USER_INPUT on GraphQL, naming botCheck with this problem's text. */
function expectRefused(outcome: Outcome, problem: keyof typeof BOT_CHECK_PROBLEMS) {
  expect(outcome.ok).toBe(false);
  expect(outcome.code).toBe('BAD_USER_INPUT');
  if (outcome.status !== 200) expect(outcome.status).toBe(400);
  expect(outcome.fields).toEqual({ botCheck: BOT_CHECK_PROBLEMS[problem] });
}

describe.each(doors)('$name', (door) => {
  it('refuses a missing, malformed, tampered or forged solution with a 4xx naming botCheck, storing nothing', async () => {
    const before = await door.stored();
    expectRefused(await door.send(undefined, newIp()), 'missing');
    expectRefused(await door.send('', newIp()), 'missing');
    expectRefused(await door.send('not a solution', newIp()), 'invalid');
    expectRefused(await door.send('x'.repeat(5000), newIp()), 'invalid');
    expectRefused(await door.send(Buffer.from('{"challenge":1}').toString('base64'), newIp()), 'invalid');

    // A real challenge with a wrong answer.
    const challenge = await fetchChallenge(app, newIp());
    const answer = await solveChallenge({ challenge, deriveKey });
    const wrong = {
      ...answer!,
      derivedKey: answer!.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    };
    expectRefused(await door.send(payloadOf(challenge, wrong), newIp()), 'invalid');
    // Its parameters changed (an easier counter cannot be chosen by the client): the signature breaks.
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expectRefused(await door.send(payloadOf(easier, answer!), newIp()), 'invalid');
    // A challenge the client made and signed itself.
    const forged = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 1,
      deriveKey,
      hmacSignatureSecret: 'a key that is not the server key',
      hmacKeySignatureSecret: 'another key that is not the server key',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const forgedAnswer = await solveChallenge({ challenge: forged, deriveKey });
    expectRefused(await door.send(payloadOf(forged, forgedAnswer!), newIp()), 'invalid');

    expect(await door.stored()).toBe(before);
  });

  it('accepts a valid solution once; sent again, it is refused and nothing more is stored', async () => {
    const before = await door.stored();
    const { payload } = await solved(app, newIp());
    const accepted = await door.send(payload, newIp());
    expect(accepted).toMatchObject({ ok: true });
    const after = await door.stored();
    expect(after).toBeGreaterThan(before);
    expectRefused(await door.send(payload, newIp()), 'spent');
    expect(await door.stored()).toBe(after);
  });
});

it('refuses a solution whose challenge has expired, on every door, storing nothing', async () => {
  // Challenges made while the lifetime is one second (the settings object is the app's own).
  const ttl = app.config.botCheck.ttlSeconds;
  app.config.botCheck.ttlSeconds = 1;
  const payloads = await Promise.all(doors.map(() => solved(app, newIp()))).finally(
    () => (app.config.botCheck.ttlSeconds = ttl),
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const before = [await leads(), await recoveries()];
  for (const [i, door] of doors.entries())
    expectRefused(await door.send(payloads[i]!.payload, newIp()), 'expired');
  expect([await leads(), await recoveries()]).toEqual(before);
});

it('a solution is spent even when two requests carry it at once: exactly one is accepted', async () => {
  const { payload } = await solved(app, newIp());
  const outcomes = await Promise.all(
    [doors[2]!, doors[3]!, doors[2]!, doors[0]!].map((d) => d.send(payload, newIp())),
  );
  expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
  for (const refused of outcomes.filter((o) => !o.ok)) expectRefused(refused, 'spent');
});

it('an address that takes many challenges gets costlier ones; another address does not', async () => {
  const busy = newIp();
  const { min, max } = app.config.botCheck.counter;
  // The secret counter the solver had to reach is the work done; it lies in [min, max] × 2^level.
  const counters: number[] = [];
  for (let i = 0; i < ALLOWANCE * 3; i++) counters.push((await solved(app, busy)).solution.counter);
  const levelOf = (i: number) => Math.floor(i / ALLOWANCE);
  counters.forEach((counter, i) => {
    expect(counter).toBeGreaterThanOrEqual(min * 2 ** levelOf(i));
    expect(counter).toBeLessThanOrEqual(max * 2 ** levelOf(i));
  });
  const fresh = (await solved(app, newIp())).solution.counter;
  expect(fresh).toBeGreaterThanOrEqual(min);
  expect(fresh).toBeLessThanOrEqual(max);
});

describe('issuing challenges', () => {
  it('GET /api/bot-check/challenge answers a signed ALTCHA challenge that no cache may keep', async () => {
    const res = await app.rest('GET', '/api/bot-check/challenge', undefined, undefined, {
      'x-forwarded-for': newIp(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      mode: 'altcha',
      parameters: { algorithm: 'PBKDF2/SHA-256', cost: 10, keyLength: 32 },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Fifteen minutes by default; here the test settings' own.
    const left = res.body.parameters.expiresAt - Date.now() / 1000;
    expect(left).toBeGreaterThan(app.config.botCheck.ttlSeconds - 5);
    expect(left).toBeLessThanOrEqual(app.config.botCheck.ttlSeconds);
  });

  it('the botCheckChallenge query gives a new challenge every time, by POST and by GET, never a kept one', async () => {
    const query = '{ botCheckChallenge { mode altcha siteKey } }';
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const post = await app.gql(query);
      const get = await app.rest('GET', `/graphql?query=${encodeURIComponent(query)}`, undefined, undefined, {
        'apollo-require-preflight': 'true',
      });
      for (const data of [post.data, get.body.data]) {
        expect(data.botCheckChallenge).toMatchObject({ mode: 'ALTCHA', siteKey: null });
        const challenge = JSON.parse(data.botCheckChallenge.altcha);
        nonces.add(challenge.parameters.nonce);
      }
    }
    expect(nonces.size).toBe(6);
    // Solved from the query's answer, it passes like any other.
    const challenge = JSON.parse((await app.gql(query)).data!.botCheckChallenge.altcha);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await doors[2]!.send(payloadOf(challenge, solution!), newIp())).toMatchObject({ ok: true });
  });
});
