/**
 * What staff do with their own account: sign out (the session ends on the server), see and end
 * their sessions, and change their own e-mail or password only with the current password.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, STAFF_PASSWORD, startTestApp, type TestApp } from './harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
});
afterAll(async () => app?.stop());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs in through REST as a browser would, with its User-Agent. */
async function signIn(email: string, userAgent = CHROME_WINDOWS, password = STAFF_PASSWORD) {
  const res = await app.rest('POST', '/api/auth/login', { email, password }, undefined, {
    'user-agent': userAgent,
  });
  expect(res.status).toBe(200);
  return res.body as string;
}

/** A staff account with no session yet (the harness signs it in once; that session ends here). */
async function freshAccount(roles: ('HR' | 'COPYWRITER')[] = ['HR']) {
  const user = await app.staff(roles);
  expect((await app.rest('POST', '/api/auth/logout', undefined, user.token)).status).toBe(200);
  return user;
}

async function works(token: string) {
  expect((await app.rest('GET', '/api/auth/me', undefined, token)).status).toBe(200);
  expect((await app.gql('{ dashboard { articleCount } }', {}, token)).errors).toBeUndefined();
}

/** Refused through both doors: REST 401, GraphQL UNAUTHENTICATED (and `me` null). */
async function refused(token: string) {
  const me = await app.rest('GET', '/api/auth/me', undefined, token);
  expect(me.status).toBe(401);
  expect(me.body.code).toBe('UNAUTHENTICATED');
  expect((await app.gql('{ dashboard { articleCount } }', {}, token)).errors?.[0]?.extensions?.code).toBe(
    'UNAUTHENTICATED',
  );
  expect((await app.gql('{ me { id } }', {}, token)).data?.me).toBeNull();
}

type SessionRow = {
  id: string;
  device: string;
  ip: string;
  lastSeenAt: string;
  createdAt: string;
  current: boolean;
};
async function sessions(token: string): Promise<SessionRow[]> {
  const res = await app.gql('{ mySessions { id device ip lastSeenAt createdAt current } }', {}, token);
  expect(res.errors).toBeUndefined();
  return res.data!.mySessions;
}

describe('signing out', () => {
  it('ends the session on the server: the token is refused through both doors afterwards', async () => {
    const { email } = await app.staff(['HR']);
    const [laptop, phone] = [await signIn(email), await signIn(email, SAFARI_IPHONE)];
    await works(laptop);

    const rest = await app.rest('POST', '/api/auth/logout', undefined, laptop);
    expect(rest.status).toBe(200);
    await refused(laptop);
    // The other device is another session and goes on.
    await works(phone);

    const gql = await app.gql('mutation { logout }', {}, phone);
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.logout).toBe(true);
    await refused(phone);
  });

  it('answers as usual with a token that already stopped working, or none', async () => {
    const { email } = await app.staff(['HR']);
    const token = await signIn(email);
    expect((await app.rest('POST', '/api/auth/logout', undefined, token)).status).toBe(200);
    expect((await app.rest('POST', '/api/auth/logout', undefined, token)).status).toBe(200);
    expect((await app.gql('mutation { logout }', {}, token)).data!.logout).toBe(true);
    expect((await app.gql('mutation { logout }')).data!.logout).toBe(true);
  });

  it('refuses a token without a session (issued before sessions existed)', async () => {
    const { id, token } = await app.staff(['HR']);
    await works(token);
    const secret = (await app.db.setting.findUniqueOrThrow({ where: { key: 'jwtSecret' } })).value;
    const legacy = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('agency-api')
      .setAudience('staff')
      .setSubject(id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    await refused(legacy);
  });
});

describe('sessions', () => {
  it('lists the devices signed in, with device, address, last seen and which one is this', async () => {
    const { email } = await freshAccount(['COPYWRITER']);
    const laptop = await signIn(email, CHROME_WINDOWS);
    const desktop = await signIn(email, FIREFOX_LINUX);
    const list = await sessions(laptop);
    expect(list.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Windows', true],
      ['Firefox on Linux', false],
    ]);
    expect(list.every((s) => s.ip === '127.0.0.1' && !Number.isNaN(Date.parse(s.lastSeenAt)))).toBe(true);
    expect((await sessions(desktop)).find((s) => s.current)!.device).toBe('Firefox on Linux');

    await app.gql('mutation { logout }', {}, desktop);
    expect((await sessions(laptop)).map((s) => s.device)).toEqual(['Chrome on Windows']);
  });

  it('"sign out everywhere" ends every other session and keeps this one', async () => {
    const { email } = await freshAccount();
    const here = await signIn(email);
    const others = [await signIn(email, FIREFOX_LINUX), await signIn(email, SAFARI_IPHONE)];
    const res = await app.gql('mutation { signOutOtherSessions }', {}, here);
    expect(res.errors).toBeUndefined();
    expect(res.data!.signOutOtherSessions).toBe(2);
    for (const token of others) await refused(token);
    await works(here);
    expect((await sessions(here)).map((s) => s.current)).toEqual([true]);
  });

  it('records last seen at most once a minute', async () => {
    const { id, email } = await freshAccount();
    const token = await signIn(email);
    const row = async () => app.db.session.findFirstOrThrow({ where: { userId: id, revokedAt: null } });
    const first = (await row()).lastSeenAt;
    await works(token);
    expect((await row()).lastSeenAt).toEqual(first);

    const longAgo = new Date(Date.now() - 5 * 60_000);
    await app.db.session.updateMany({
      where: { userId: id, revokedAt: null },
      data: { lastSeenAt: longAgo },
    });
    await works(token);
    await expect.poll(async () => (await row()).lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 30_000);
  });

  it('a token-version bump ends the sessions too; changing one’s password keeps this device signed in', async () => {
    const { email } = await freshAccount();
    const here = await signIn(email);
    const other = await signIn(email, FIREFOX_LINUX);
    const res = await app.gql(
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }',
      { c: STAFF_PASSWORD, n: 'a-new-password-7' },
      here,
    );
    expect(res.errors).toBeUndefined();
    const fresh = res.data!.changePassword.token;
    await refused(here);
    await refused(other);
    await works(fresh);
    expect((await sessions(fresh)).map((s) => [s.device, s.current])).toEqual([['Chrome on Windows', true]]);
  });
});

const UPDATE_USER =
  'mutation($id: ID!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id email } }';
const CHANGE_EMAIL =
  'mutation($c: String!, $e: String!) { changeEmail(currentPassword: $c, email: $e) { id email } }';

describe('own e-mail and password', () => {
  it.each([
    ['email', { email: 'taken-over@test.local' }],
    ['password', { password: 'hijacked-password-1' }],
  ])('updateUser refuses one’s own %s through GraphQL and REST, naming the field', async (field, input) => {
    const admin = await app.staff(['ADMIN']);
    const before = await app.db.user.findUniqueOrThrow({ where: { id: admin.id } });

    const gql = await app.gql(UPDATE_USER, { id: admin.id, input }, admin.token);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gql.errors?.[0]?.extensions?.fields).toEqual({ [field]: expect.stringMatching(/profile/) });

    const rest = await app.rest('PUT', '/api/user/update-user', { _id: admin.id, ...input }, admin.token);
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({
      code: 'FORBIDDEN',
      fields: { [field]: expect.stringMatching(/profile/) },
    });

    const after = await app.db.user.findUniqueOrThrow({ where: { id: admin.id } });
    expect([after.email, after.passwordHash, after.tokenVersion]).toEqual([
      before.email,
      before.passwordHash,
      before.tokenVersion,
    ]);
    await works(admin.token);
  });

  it('updateUser still lets an admin change someone else’s e-mail, and save their own unchanged', async () => {
    const admin = await app.staff(['ADMIN']);
    const other = await app.staff(['HR']);
    const moved = `moved-${Date.now()}@test.local`;
    const res = await app.gql(UPDATE_USER, { id: other.id, input: { email: moved } }, admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateUser.email).toBe(moved);
    const same = await app.gql(
      UPDATE_USER,
      { id: admin.id, input: { email: admin.email.toUpperCase() } },
      admin.token,
    );
    expect(same.errors).toBeUndefined();
  });

  it('changeEmail needs the current password and a free, valid address', async () => {
    const user = await app.staff(['HR']);
    const taken = await app.staff(['HR']);
    const cases: [Record<string, string>, string, string][] = [
      [{ c: 'wrong-password-1', e: 'new-address@test.local' }, 'BAD_USER_INPUT', 'currentPassword'],
      [{ c: STAFF_PASSWORD, e: 'not an address' }, 'BAD_USER_INPUT', 'email'],
      [{ c: STAFF_PASSWORD, e: user.email }, 'BAD_USER_INPUT', 'email'],
      [{ c: STAFF_PASSWORD, e: taken.email }, 'CONFLICT', 'email'],
    ];
    for (const [variables, code, field] of cases) {
      const res = await app.gql(CHANGE_EMAIL, variables, user.token);
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
      expect(Object.keys(res.errors?.[0]?.extensions?.fields ?? {})).toEqual([field]);
    }
    expect((await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect(await app.db.outboxMessage.count({ where: { to: user.email } })).toBe(0);
  });

  it('changeEmail moves the sign-in to the new address and tells the old one through the outbox', async () => {
    const user = await app.staff(['COPYWRITER']);
    const next = `Fresh-${Date.now()}@Test.local`;
    const res = await app.gql(CHANGE_EMAIL, { c: STAFF_PASSWORD, e: next }, user.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.changeEmail).toEqual({ id: user.id, email: next.toLowerCase() });

    const mail = await app.db.outboxMessage.findFirstOrThrow({ where: { to: user.email } });
    expect(mail.subject).toMatch(/e-mail address of your admin account was changed/i);
    expect(mail.text).toContain(user.email);
    expect(mail.text).toContain(next.toLowerCase());
    expect(await app.db.outboxMessage.count({ where: { to: next.toLowerCase() } })).toBe(0);

    // Sessions go on; the new address signs in, the old one no longer does.
    await works(user.token);
    expect(typeof (await signIn(next.toLowerCase()))).toBe('string');
    const old = await app.rest('POST', '/api/auth/login', { email: user.email, password: STAFF_PASSWORD });
    expect(old.status).toBe(401);
  });
});
