import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { PASSWORD_RULE_MESSAGE } from '@agency/schema/passwords';
import { INVALID_LINK } from '../src/services/auth.ts';
import { OWNER, STAFF_PASSWORD, startTestApp, type TestApp } from './harness.ts';

const WRONG_LOGIN = 'Wrong e-mail or password.';

let app: TestApp;
beforeAll(async () => {
  const defaults = loadConfig({}).rateLimits;
  app = await startTestApp({
    // Trusting proxy headers makes the forged-host case meaningful: req.host would follow them.
    trustProxy: true,
    rateLimits: {
      ...defaults,
      // Every case signs in from 127.0.0.1: sign-in limits are login-limits.test.ts's subject.
      loginFailuresPerIp: { points: 1000, durationSeconds: 900 },
      loginFailuresPerAccountAndIp: { points: 1000, durationSeconds: 900 },
      recoveryPerIp: { points: 1000, durationSeconds: 3600 },
    },
  });
});
afterAll(async () => app?.stop());
afterEach(() => {
  vi.useRealTimers();
});

const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id email name roles } } }';
const ME = '{ me { id email } }';
const CHANGE_PASSWORD =
  'mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { token user { id email } } }';

const mailDir = () => path.join(app.dataDir, 'mail');

/** Runs the outbox until the row is sent or given up (kick() may join a pass already under way). */
async function deliver(outboxId: string) {
  for (let i = 0; i < 50; i++) {
    await app.outbox.kick();
    const row = await app.db.outboxMessage.findUniqueOrThrow({ where: { id: outboxId } });
    if (row.status !== 'PENDING' && row.status !== 'SENDING') return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`outbox message ${outboxId} was not delivered`);
}

/** The decoded text of an .eml file (quoted-printable or base64 body parts). */
function emlText(raw: string): string {
  const qp = /content-transfer-encoding:\s*quoted-printable/i.test(raw);
  const b64 = /content-transfer-encoding:\s*base64/i.exec(raw);
  if (b64) {
    const body = raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n');
    return raw + '\n' + Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('utf8');
  }
  if (!qp) return raw;
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const LINK =
  /(https?:\/\/[^/\s]+)\/admin-panel\/new-password\/([^/\s]+)\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/;

/** Asks for a recovery link for `email`, delivers the e-mail and reads the link from the .eml file. */
async function recoveryLink(email: string, headers: Record<string, string> = {}) {
  const before = await app.db.outboxMessage.findMany({ select: { id: true } });
  const res = await app.rest('POST', '/api/auth/password-recovery', { email }, undefined, headers);
  expect(res.status).toBe(200);
  const row = await app.db.outboxMessage.findFirst({
    where: { to: email.toLowerCase(), id: { notIn: before.map((b) => b.id) } },
    orderBy: { createdAt: 'desc' },
  });
  expect(row).not.toBeNull();
  const sent = await deliver(row!.id);
  expect(sent.status).toBe('SENT');
  const file = fs.readdirSync(mailDir()).find((f) => f.endsWith(`-${row!.id}.eml`));
  expect(file, 'an .eml file for the message').toBeDefined();
  const text = emlText(fs.readFileSync(path.join(mailDir(), file!), 'utf8'));
  const match = LINK.exec(text);
  expect(match, 'a new-password link in the e-mail').not.toBeNull();
  return { origin: match![1]!, id: match![2]!, token: match![3]!, url: match![0]!, text };
}

/** A POST with full control of Host (fetch does not let a caller set it). */
function rawPost(urlPath: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const { port } = new URL(app.baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('login', () => {
  it('REST answers the bare token as a JSON string that /api/auth/me accepts', async () => {
    const user = await app.staff(['HR']);
    const res = await app.rest('POST', '/api/auth/login', {
      email: user.email.toUpperCase(),
      password: STAFF_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(typeof res.body).toBe('string');
    expect(res.body).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await app.rest('GET', '/api/auth/me', undefined, res.body);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: user.id, email: user.email, roles: ['HR'] });
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('GraphQL answers token and user', async () => {
    const res = await app.gql(LOGIN, { email: OWNER.email, password: OWNER.password });
    expect(res.errors).toBeUndefined();
    expect(res.data!.login.user).toMatchObject({ email: OWNER.email, roles: ['OWNER'] });
    expect(res.data!.login.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await app.gql(ME, {}, res.data!.login.token);
    expect(me.data!.me).toEqual({ id: res.data!.login.user.id, email: OWNER.email });
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    const user = await app.staff(['COPYWRITER']);
    const wrong = await app.rest('POST', '/api/auth/login', {
      email: user.email,
      password: 'not-the-password-1',
    });
    const unknown = await app.rest('POST', '/api/auth/login', {
      email: 'nobody-here@test.local',
      password: 'not-the-password-1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(wrong.body).toEqual({ message: WRONG_LOGIN, code: 'UNAUTHENTICATED' });
    expect(unknown.body).toEqual(wrong.body);

    const gqlWrong = await app.gql(LOGIN, { email: user.email, password: 'not-the-password-1' });
    const gqlUnknown = await app.gql(LOGIN, {
      email: 'nobody-here@test.local',
      password: 'not-the-password-1',
    });
    expect(gqlWrong.errors![0]).toMatchObject({
      message: WRONG_LOGIN,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(gqlUnknown.errors![0]!.message).toBe(gqlWrong.errors![0]!.message);
    expect(gqlUnknown.errors![0]!.extensions).toEqual(gqlWrong.errors![0]!.extensions);
  });
});

describe('password recovery', () => {
  it('answers the same for an existing and an unknown e-mail; only the existing one gets an e-mail', async () => {
    const user = await app.staff(['HR']);
    const outboxBefore = await app.db.outboxMessage.count();
    const known = await app.rest('POST', '/api/auth/password-recovery', { email: user.email });
    expect(await app.db.outboxMessage.count()).toBe(outboxBefore + 1);
    const unknown = await app.rest('POST', '/api/auth/password-recovery', {
      email: 'nobody-at-all@test.local',
    });
    expect(await app.db.outboxMessage.count()).toBe(outboxBefore + 1);
    expect(unknown.status).toBe(known.status);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await app.db.passwordResetToken.count({ where: { userId: user.id } })).toBe(1);

    const gqlKnown = await app.gql('mutation($e: String!) { requestPasswordRecovery(email: $e) }', {
      e: user.email,
    });
    const gqlUnknown = await app.gql('mutation($e: String!) { requestPasswordRecovery(email: $e) }', {
      e: 'nobody-at-all@test.local',
    });
    expect(gqlKnown).toEqual(gqlUnknown);
    expect(gqlKnown.data).toEqual({ requestPasswordRecovery: true });
  });

  it('e-mails a link built from SITE_URL to the user', async () => {
    const user = await app.staff(['ADMIN']);
    const link = await recoveryLink(user.email);
    expect(link.origin).toBe('http://site.test');
    expect(link.id).toBe(user.id);
    expect(link.url).toBe(`http://site.test/admin-panel/new-password/${user.id}/${link.token}`);
    expect(link.text).toMatch(new RegExp(`^To: ${user.email.replace(/[.+]/g, '\\$&')}`, 'mi'));
  });

  it('a forged Host or X-Forwarded-Host does not change the link', async () => {
    const user = await app.staff(['HR']);
    const viaForwarded = await recoveryLink(user.email, {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(viaForwarded.origin).toBe('http://site.test');

    const before = await app.db.outboxMessage.count({ where: { to: user.email } });
    const status = await rawPost(
      '/api/auth/password-recovery',
      { email: user.email },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(status).toBe(200);
    const row = await app.db.outboxMessage.findFirst({
      where: { to: user.email },
      orderBy: { createdAt: 'desc' },
      skip: 0,
    });
    expect(await app.db.outboxMessage.count({ where: { to: user.email } })).toBe(before + 1);
    expect(row!.text).toContain('http://site.test/admin-panel/new-password/');
    expect(row!.text).not.toContain('evil.example');
  });

  it('the link sets the password once: new works, old fails, old tokens are revoked', async () => {
    const user = await app.staff(['HR']);
    const oldToken = user.token;
    expect((await app.rest('GET', '/api/auth/me', undefined, oldToken)).status).toBe(200);
    const link = await recoveryLink(user.email);

    const res = await app.rest('POST', '/api/auth/new-password', {
      id: link.id,
      token: link.token,
      password: 'brand-new-pass-42',
    });
    expect(res.status).toBe(200);

    expect(typeof (await app.login(user.email, 'brand-new-pass-42'))).toBe('string');
    expect(
      (await app.rest('POST', '/api/auth/login', { email: user.email, password: STAFF_PASSWORD })).status,
    ).toBe(401);
    expect((await app.rest('GET', '/api/auth/me', undefined, oldToken)).status).toBe(401);
    expect((await app.gql(ME, {}, oldToken)).data).toEqual({ me: null });

    const again = await app.rest('POST', '/api/auth/new-password', {
      id: link.id,
      token: link.token,
      password: 'another-pass-43',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_LINK);
    expect(
      (await app.rest('POST', '/api/auth/login', { email: user.email, password: 'another-pass-43' })).status,
    ).toBe(401);
  });

  it('a link is bound to its user', async () => {
    const user = await app.staff(['HR']);
    const other = await app.staff(['ADMIN']);
    const link = await recoveryLink(user.email);
    const res = await app.rest('POST', '/api/auth/new-password', {
      id: other.id,
      token: link.token,
      password: 'brand-new-pass-42',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID_LINK);
    expect(typeof (await app.login(other.email, STAFF_PASSWORD))).toBe('string');
  });

  it('a tampered token is refused', async () => {
    const user = await app.staff(['HR']);
    const link = await recoveryLink(user.email);
    const [h, p, s] = link.token.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await app.rest('POST', '/api/auth/new-password', {
      id: link.id,
      token: tampered,
      password: 'brand-new-pass-42',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID_LINK);
  });

  it('a link older than 30 minutes fails; within 30 minutes it works', async () => {
    const user = await app.staff(['HR']);
    const link = await recoveryLink(user.email);
    const issued = Date.now();
    // Only Date is faked: the server runs in this process, and its timers and sockets keep working.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issued + 31 * 60_000);
    const late = await app.rest('POST', '/api/auth/new-password', {
      id: link.id,
      token: link.token,
      password: 'brand-new-pass-42',
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(INVALID_LINK);

    vi.setSystemTime(issued + 29 * 60_000);
    const inTime = await app.rest('POST', '/api/auth/new-password', {
      id: link.id,
      token: link.token,
      password: 'brand-new-pass-42',
    });
    expect(inTime.status).toBe(200);
    vi.useRealTimers();
    expect(typeof (await app.login(user.email, 'brand-new-pass-42'))).toBe('string');
  });

  it('a weak password gets the password rule and leaves the link usable', async () => {
    const user = await app.staff(['HR']);
    const link = await recoveryLink(user.email);
    for (const weak of ['short1', 'onlyletterslong', '1234567890123']) {
      const res = await app.rest('POST', '/api/auth/new-password', {
        id: link.id,
        token: link.token,
        password: weak,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PASSWORD_RULE_MESSAGE);
      expect(res.body.fields).toEqual({ password: PASSWORD_RULE_MESSAGE });
    }
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Password must be 10 to 128 characters and contain a letter and a digit.',
    );
    const ok = await app.rest('POST', '/api/auth/new-password', {
      id: link.id,
      token: link.token,
      password: 'strong-enough-1',
    });
    expect(ok.status).toBe(200);
  });

  it('using one link ends the other links of that user', async () => {
    const user = await app.staff(['HR']);
    const first = await recoveryLink(user.email);
    const second = await recoveryLink(user.email);
    expect(second.token).not.toBe(first.token);
    expect(
      (
        await app.rest('POST', '/api/auth/new-password', {
          id: user.id,
          token: second.token,
          password: 'brand-new-pass-42',
        })
      ).status,
    ).toBe(200);
    const stale = await app.rest('POST', '/api/auth/new-password', {
      id: user.id,
      token: first.token,
      password: 'another-pass-43',
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(INVALID_LINK);
  });

  it('the GraphQL setNewPassword mutation follows the same rules', async () => {
    const user = await app.staff(['HR']);
    const link = await recoveryLink(user.email);
    const SET =
      'mutation($u: ID!, $t: String!, $p: String!) { setNewPassword(userId: $u, token: $t, password: $p) }';
    const weak = await app.gql(SET, { u: link.id, t: link.token, p: 'weak' });
    expect(weak.errors![0]).toMatchObject({
      message: PASSWORD_RULE_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await app.gql(SET, { u: link.id, t: link.token, p: 'strong-enough-1' })).data).toEqual({
      setNewPassword: true,
    });
    const reused = await app.gql(SET, { u: link.id, t: link.token, p: 'strong-enough-2' });
    expect(reused.errors![0]).toMatchObject({
      message: INVALID_LINK,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('changePassword (GraphQL)', () => {
  it('returns a fresh token and the old one stops working', async () => {
    const user = await app.staff(['COPYWRITER']);
    const res = await app.gql(
      CHANGE_PASSWORD,
      { current: STAFF_PASSWORD, next: 'changed-pass-77' },
      user.token,
    );
    expect(res.errors).toBeUndefined();
    const fresh = res.data!.changePassword.token as string;
    expect(fresh).not.toBe(user.token);
    expect(res.data!.changePassword.user).toEqual({ id: user.id, email: user.email });

    expect((await app.gql(ME, {}, fresh)).data).toEqual({ me: { id: user.id, email: user.email } });
    expect((await app.gql(ME, {}, user.token)).data).toEqual({ me: null });
    expect((await app.rest('GET', '/api/auth/me', undefined, user.token)).status).toBe(401);
    expect(typeof (await app.login(user.email, 'changed-pass-77'))).toBe('string');
    expect(
      (await app.rest('POST', '/api/auth/login', { email: user.email, password: STAFF_PASSWORD })).status,
    ).toBe(401);
  });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    const user = await app.staff(['HR']);
    const wrong = await app.gql(
      CHANGE_PASSWORD,
      { current: 'not-my-password-1', next: 'changed-pass-77' },
      user.token,
    );
    expect(wrong.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { currentPassword: 'The current password is wrong.' },
    });
    const weak = await app.gql(CHANGE_PASSWORD, { current: STAFF_PASSWORD, next: 'short' }, user.token);
    expect(weak.errors![0]).toMatchObject({
      message: PASSWORD_RULE_MESSAGE,
      extensions: { fields: { newPassword: PASSWORD_RULE_MESSAGE } },
    });
    expect((await app.gql(ME, {}, user.token)).data).toEqual({ me: { id: user.id, email: user.email } });
    expect(typeof (await app.login(user.email, STAFF_PASSWORD))).toBe('string');
  });

  it('needs a signed-in user', async () => {
    const res = await app.gql(CHANGE_PASSWORD, { current: STAFF_PASSWORD, next: 'changed-pass-77' });
    expect(res.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});
