/**
 * Privacy requests (decision 057): a visitor's request from /privacy waits unseen until the
 * address is proven by the single-use link mailed to it (expiring; reuse refused), is then open on
 * the Visitors' data screen due one month later, and is answered (mailed through the outbox) and
 * closed from there; every step audited; retention and erasure remove them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, OWNER, startTestApp, type TestApp } from './harness.ts';
import { oneMonthAfter } from '../src/services/privacy-requests.ts';

let app: TestApp;
let owner: string;
let hr: { token: string };

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  owner = await app.login(OWNER.email, OWNER.password);
  hr = await app.staff(['HR']);
});
afterAll(async () => app?.stop());

const SEND = `mutation($input: PrivacyRequestInput!) { sendPrivacyRequest(input: $input) }`;
const CONFIRM = `mutation($t: String!) { confirmPrivacyRequest(token: $t) { type dueAt } }`;
const LIST = `query($s: String!) { privacyRequests(state: $s) { id email type details status dueAt verifiedAt answer closedByName } }`;
const ANSWER = `mutation($id: ID!, $a: String!) { answerPrivacyRequest(id: $id, answer: $a) { id status answer closedByName } }`;
const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

/** Sends the form and returns the token of the link mailed to the address. */
async function ask(email: string, type = 'ACCESS', details?: string): Promise<string> {
  const res = await app.gql(SEND, { input: { name: 'Paula Private', email, type, details } });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const mail = await app.db.outboxMessage.findFirst({
    where: { to: email.toLowerCase().trim() },
    orderBy: { createdAt: 'desc' },
  });
  const token = /\/privacy\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeTruthy();
  expect(mail!.text).toContain('http://site.test/privacy/confirm?token=');
  return token!;
}

describe('a privacy request', () => {
  it('refuses bad input with the field named, and never answers 500', async () => {
    const bad = async (input: unknown) => {
      const res = await app.gql(SEND, { input });
      expect(code(res)).toBe('BAD_USER_INPUT');
      return res.errors![0]!.extensions!.fields!;
    };
    expect(await bad({ name: '', email: 'a@b.co', type: 'ACCESS' })).toHaveProperty('name');
    expect(await bad({ name: 'P', email: 'not-an-address', type: 'ACCESS' })).toHaveProperty('email');
    expect(await bad({ name: 'P', email: 'a@b.co', type: 'SALES' })).toHaveProperty('type');
    expect(await bad({ name: 'P', email: 'a@b.co', type: 'CORRECTION' })).toHaveProperty('details');
    expect(
      await bad({ name: 'P', email: 'a@b.co', type: 'ACCESS', details: 'x'.repeat(5000) }),
    ).toHaveProperty('details');
    const rest = await app.rest('POST', '/graphql', {
      query: SEND,
      variables: { input: { name: ['x'], email: 1 } },
    });
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
    expect(await app.db.privacyRequest.count()).toBe(0);
  });

  it('drops what the honeypot catches without storing or mailing it', async () => {
    const res = await app.gql(SEND, {
      input: { name: 'Bot', email: 'bot@example.com', type: 'ACCESS', website: 'x' },
    });
    expect(res.data?.sendPrivacyRequest).toBe(true);
    expect(await app.db.privacyRequest.count({ where: { email: 'bot@example.com' } })).toBe(0);
    expect(await app.db.outboxMessage.count({ where: { to: 'bot@example.com' } })).toBe(0);
  });

  it('is not on the staff screen until the address is proven, then is due one month later; the link works once', async () => {
    const token = await ask('  Paula@Example.com ', 'ERASURE');
    expect((await app.gql(LIST, { s: 'OPEN' }, owner)).data!.privacyRequests).toEqual([]);
    const before = Date.now();
    const proof = await app.gql(CONFIRM, { t: token });
    expect(proof.errors).toBeUndefined();
    expect(proof.data!.confirmPrivacyRequest.type).toBe('ERASURE');
    const due = new Date(proof.data!.confirmPrivacyRequest.dueAt);
    const expected = oneMonthAfter(new Date(before));
    expect(Math.abs(due.getTime() - expected.getTime())).toBeLessThan(60_000);
    const open = (await app.gql(LIST, { s: 'OPEN' }, owner)).data!.privacyRequests;
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ email: 'paula@example.com', type: 'ERASURE', status: 'OPEN' });
    const reused = await app.gql(CONFIRM, { t: token });
    expect(code(reused)).toBe('BAD_USER_INPUT');
    expect(reused.errors![0]!.message).toContain('used already');
    expect(code(await app.gql(CONFIRM, { t: 'x'.repeat(43) }))).toBe('BAD_USER_INPUT');
    expect(code(await app.gql(CONFIRM, { t: '' }))).toBe('BAD_USER_INPUT');
  });

  it('refuses an expired link', async () => {
    const token = await ask('late@example.com');
    await app.db.privacyRequest.updateMany({
      where: { email: 'late@example.com' },
      data: { tokenExpiresAt: new Date(Date.now() - 1000) },
    });
    const res = await app.gql(CONFIRM, { t: token });
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.message).toContain('expired');
    expect((await app.db.privacyRequest.findFirst({ where: { email: 'late@example.com' } }))!.status).toBe(
      'UNVERIFIED',
    );
  });

  it('is answered by OWNER or ADMIN only: the answer is mailed through the outbox and the request closed once', async () => {
    const [request] = (await app.gql(LIST, { s: 'OPEN' }, owner)).data!.privacyRequests;
    expect(code(await app.gql(ANSWER, { id: request.id, a: 'Done.' }))).toBe('UNAUTHENTICATED');
    expect(code(await app.gql(ANSWER, { id: request.id, a: 'Done.' }, hr.token))).toBe('FORBIDDEN');
    expect(code(await app.gql(LIST, { s: 'OPEN' }, hr.token))).toBe('FORBIDDEN');
    expect(code(await app.gql(LIST, { s: 'ALL' }, owner))).toBe('BAD_USER_INPUT');
    expect(code(await app.gql(ANSWER, { id: request.id, a: '  ' }, owner))).toBe('BAD_USER_INPUT');
    expect(code(await app.gql(ANSWER, { id: 'nope', a: 'x' }, owner))).toBe('NOT_FOUND');
    const done = await app.gql(ANSWER, { id: request.id, a: 'We erased your data.' }, owner);
    expect(done.errors).toBeUndefined();
    expect(done.data!.answerPrivacyRequest).toMatchObject({
      status: 'CLOSED',
      answer: 'We erased your data.',
      closedByName: 'Owner',
    });
    expect(code(await app.gql(ANSWER, { id: request.id, a: 'Again' }, owner))).toBe('CONFLICT');
    const mails = await app.db.outboxMessage.findMany({
      where: { to: 'paula@example.com', text: { contains: 'We erased your data.' } },
    });
    expect(mails).toHaveLength(1);
    await app.outbox.kick();
    expect((await app.db.outboxMessage.findUniqueOrThrow({ where: { id: mails[0]!.id } })).status).toBe(
      'SENT',
    );
    expect((await app.gql(LIST, { s: 'CLOSED' }, owner)).data!.privacyRequests).toHaveLength(1);
    const actions = (await app.db.auditEntry.findMany({ where: { targetType: 'privacyRequest' } })).map(
      (a) => a.action,
    );
    expect(new Set(actions)).toEqual(
      new Set(['PRIVACY_REQUEST_SENT', 'PRIVACY_REQUEST_PROVEN', 'PRIVACY_REQUEST_ANSWERED']),
    );
    const entries = await app.db.auditEntry.findMany({ where: { targetType: 'privacyRequest' } });
    expect(entries.every((e) => !e.summary.includes('paula@'))).toBe(true);
  });

  it('goes with retention: unproven once the link expired, closed ones after the lead period', async () => {
    await ask('fresh@example.com');
    const closed = await app.db.privacyRequest.findFirstOrThrow({ where: { status: 'CLOSED' } });
    await app.db.privacyRequest.update({
      where: { id: closed.id },
      data: { closedAt: new Date(Date.now() - 400 * 86_400_000) },
    });
    await app.services.retention.run();
    const left = await app.db.privacyRequest.findMany({ select: { email: true, status: true } });
    expect(left).toEqual([{ email: 'fresh@example.com', status: 'UNVERIFIED' }]);
  });

  it('goes with an erasure of the address, unless it is still open', async () => {
    const token = await ask('erin@example.com', 'ACCESS');
    await ask('erin@example.com', 'EXPORT');
    await app.gql(CONFIRM, { t: token });
    const res = await app.gql(
      `mutation($e: String!) { eraseDataSubject(email: $e) { emails } }`,
      { e: 'erin@example.com' },
      owner,
    );
    expect(res.errors).toBeUndefined();
    const left = await app.db.privacyRequest.findMany({
      where: { email: 'erin@example.com' },
      select: { status: true },
    });
    expect(left).toEqual([{ status: 'OPEN' }]);
  });

  it('is due on the same day next month, or its last day', () => {
    expect(oneMonthAfter(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-11-27T20:00:00Z')).toISOString()).toBe('2026-12-27T20:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
