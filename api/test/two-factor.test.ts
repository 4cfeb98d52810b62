/**
 * Two-factor sign-in with an authenticator app and recovery codes, the owner's required roles and
 * reset (decision 031), over real HTTP. TOTP codes are computed here with otplib, as a phone would.
 */
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, OWNER, STAFF_PASSWORD, startTestApp, type TestApp } from './harness.ts';
import {
  CONFIRM_TOTP,
  enrolTotp,
  MY_TWO_FACTOR,
  passwordStep,
  START_TOTP,
  totpCode,
  WITH_RECOVERY,
  WITH_TOTP,
  works,
} from './two-factor-support.ts';

let app: TestApp;
let ownerToken: string;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  ownerToken = await app.login(OWNER.email, OWNER.password);
});
afterAll(async () => app?.stop());

const SET_ROLES = 'mutation($r: [Role!]!) { setTwoFactorRequiredRoles(roles: $r) }';
afterEach(async () => {
  await app.gql(SET_ROLES, { r: [] }, ownerToken);
});

describe('an authenticator app', () => {
  it('is set up from a QR code drawn by the server (and the secret as text), then asked at every sign-in', async () => {
    const hr = await app.staff(['HR']);
    const start = await app.gql(START_TOTP, {}, hr.token);
    expect(start.errors).toBeUndefined();
    const setup = start.data!.startTotpSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.uri).toContain(encodeURIComponent(hr.email));
    expect(setup.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Nothing to fetch from anywhere: paths only, no image or link.
    expect(setup.qrSvg).not.toMatch(/<image|href=|url\(/);

    // A wrong first code leaves the app off.
    const wrong = await app.gql(CONFIRM_TOTP, { id: setup.setupId, c: '000000' }, hr.token);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { code: expect.any(String) },
    });
    expect((await app.db.user.findUniqueOrThrow({ where: { id: hr.id } })).totpSecret).toBeNull();

    const confirm = await app.gql(
      CONFIRM_TOTP,
      { id: setup.setupId, c: totpCode(setup.secret, -1) },
      hr.token,
    );
    expect(confirm.errors).toBeUndefined();
    const codes: string[] = confirm.data!.confirmTotpSetup.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    // Stored hashed: no row holds a code.
    const rows = await app.db.recoveryCode.findMany({ where: { userId: hr.id } });
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const c of codes) expect(stored).not.toContain(c.replace(/-/g, ''));
    // The set-up is used up.
    expect(
      (await app.gql(CONFIRM_TOTP, { id: setup.setupId, c: totpCode(setup.secret) }, hr.token)).errors,
    ).toBeDefined();

    const status = await app.gql(MY_TWO_FACTOR, {}, hr.token);
    expect(status.data!.myTwoFactor).toMatchObject({
      required: false,
      totpEnabledAt: expect.any(String),
      recoveryCodesLeft: 10,
    });

    // The password alone no longer signs in: a ticket for the second step.
    const first = await passwordStep(app, hr.email);
    expect(first).toMatchObject({ step: 'SECOND_FACTOR', token: null, methods: ['TOTP', 'RECOVERY_CODE'] });
    expect(first.ticket).toEqual(expect.any(String));
    // The very code used here is replayed below: computed again, it would be a fresh, valid one if
    // the 30 s step had turned in between (a slow run once saw that).
    const used = totpCode(setup.secret);
    const done = await app.gql(WITH_TOTP, { t: first.ticket, c: used });
    expect(done.errors).toBeUndefined();
    const session = done.data!.signInWithTotp;
    expect(session).toMatchObject({ step: 'SIGNED_IN', ticket: null, signInMethods: ['pwd', 'otp', 'mfa'] });
    expect(decodeJwt(session.token).amr).toEqual(['pwd', 'otp', 'mfa']);
    expect(await works(app, session.token)).toBe(true);
    const sessions = await app.gql('query { mySessions { current signInMethods } }', {}, session.token);
    expect(sessions.data!.mySessions.find((s: { current: boolean }) => s.current).signInMethods).toEqual([
      'pwd',
      'otp',
      'mfa',
    ]);

    // The ticket is used up, and the same code does not sign in twice.
    expect(
      (await app.gql(WITH_TOTP, { t: first.ticket, c: totpCode(setup.secret, 1) })).errors?.[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
    const again = await passwordStep(app, hr.email);
    const replay = await app.gql(WITH_TOTP, { t: again.ticket, c: used });
    expect(replay.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      fields: { code: expect.any(String) },
    });

    // REST clients get the ticket with a 403 and finish at /api/auth/second-factor.
    const rest = await app.rest('POST', '/api/auth/login', { email: hr.email, password: STAFF_PASSWORD });
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      ticket: expect.any(String),
      methods: ['TOTP', 'RECOVERY_CODE'],
    });
    const second = await app.rest('POST', '/api/auth/second-factor', {
      ticket: rest.body.ticket,
      code: totpCode(setup.secret, 1),
    });
    expect(second.status).toBe(200);
    expect(await works(app, second.body)).toBe(true);
  });

  it('cannot be set up twice, and a ticket ends after five wrong codes or when the password changes', async () => {
    const hr = await app.staff(['HR']);
    const { secret } = await enrolTotp(app, hr.token);
    expect((await app.gql(START_TOTP, {}, hr.token)).errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const { ticket } = await passwordStep(app, hr.email);
    for (let i = 0; i < 4; i++)
      expect((await app.gql(WITH_TOTP, { t: ticket, c: '123456' })).errors?.[0]?.message).toMatch(
        /not right/,
      );
    expect((await app.gql(WITH_TOTP, { t: ticket, c: '123456' })).errors?.[0]?.message).toMatch(/Too many/);
    expect((await app.gql(WITH_TOTP, { t: ticket, c: totpCode(secret) })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );

    const next = await passwordStep(app, hr.email);
    await app.db.user.update({ where: { id: hr.id }, data: { tokenVersion: { increment: 1 } } });
    expect((await app.gql(WITH_TOTP, { t: next.ticket, c: totpCode(secret) })).errors?.[0]?.message).toMatch(
      /expired/,
    );

    const late = await passwordStep(app, hr.email);
    await app.db.authChallenge.updateMany({
      where: { kind: 'SIGN_IN', userId: hr.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      (await app.gql(WITH_TOTP, { t: late.ticket, c: totpCode(secret) })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('is removed only with the password; that ends the other sessions and retires the recovery codes', async () => {
    const hr = await app.staff(['HR']);
    const { secret } = await enrolTotp(app, hr.token);
    const { ticket } = await passwordStep(app, hr.email);
    const other = (await app.gql(WITH_TOTP, { t: ticket, c: totpCode(secret) })).data!.signInWithTotp.token;

    const REMOVE =
      'mutation($p: String!) { removeTotp(currentPassword: $p) { totpEnabledAt recoveryCodesLeft } }';
    const refused = await app.gql(REMOVE, { p: 'wrong-password-1' }, hr.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { currentPassword: expect.any(String) },
    });
    expect(await works(app, other)).toBe(true);

    const removed = await app.gql(REMOVE, { p: STAFF_PASSWORD }, hr.token);
    expect(removed.data!.removeTotp).toEqual({ totpEnabledAt: null, recoveryCodesLeft: 0 });
    expect(await works(app, hr.token)).toBe(true);
    expect(await works(app, other)).toBe(false);
    expect(await passwordStep(app, hr.email)).toMatchObject({ step: 'SIGNED_IN', signInMethods: ['pwd'] });
  });
});

describe('recovery codes', () => {
  it('each signs in once, ends every other session and tells the user by e-mail', async () => {
    const hr = await app.staff(['HR']);
    const { secret, codes } = await enrolTotp(app, hr.token);
    const { ticket } = await passwordStep(app, hr.email);
    const other = (await app.gql(WITH_TOTP, { t: ticket, c: totpCode(secret) })).data!.signInWithTotp.token;

    const step = await passwordStep(app, hr.email);
    // Typed loosely: upper case, spaces for dashes.
    const typed = codes[0]!.toUpperCase().replace(/-/g, ' ');
    const used = await app.gql(WITH_RECOVERY, { t: step.ticket, c: typed });
    expect(used.errors).toBeUndefined();
    const session = used.data!.signInWithRecoveryCode;
    expect(session).toMatchObject({
      step: 'SIGNED_IN',
      signInMethods: ['pwd', 'recovery', 'mfa'],
      recoveryCodesLeft: 9,
    });
    expect(decodeJwt(session.token).amr).toEqual(['pwd', 'recovery', 'mfa']);
    expect(await works(app, session.token)).toBe(true);
    expect(await works(app, hr.token)).toBe(false);
    expect(await works(app, other)).toBe(false);
    const mail = await app.db.outboxMessage.findFirstOrThrow({ where: { to: hr.email } });
    expect(mail.subject).toBe('A recovery code was used to sign in to your admin account');
    expect(mail.text).toContain('9 recovery codes left');
    expect(mail.text).not.toContain(codes[0]);

    const reuse = await passwordStep(app, hr.email);
    const again = await app.gql(WITH_RECOVERY, { t: reuse.ticket, c: codes[0] });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      fields: { code: expect.any(String) },
    });
    // Through REST too, with another code.
    const rest = await app.rest('POST', '/api/auth/second-factor', {
      ticket: reuse.ticket,
      recoveryCode: codes[1],
    });
    expect(rest.status).toBe(200);
  });

  it('are renewed with the password: the old ones stop working', async () => {
    const hr = await app.staff(['HR']);
    const { codes } = await enrolTotp(app, hr.token);
    const RENEW = 'mutation($p: String!) { renewRecoveryCodes(currentPassword: $p) }';
    expect((await app.gql(RENEW, { p: 'wrong-password-1' }, hr.token)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    const fresh: string[] = (await app.gql(RENEW, { p: STAFF_PASSWORD }, hr.token)).data!.renewRecoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[0]);
    const { ticket } = await passwordStep(app, hr.email);
    expect((await app.gql(WITH_RECOVERY, { t: ticket, c: codes[0] })).errors).toBeDefined();
    expect((await app.gql(WITH_RECOVERY, { t: ticket, c: fresh[0] })).errors).toBeUndefined();
  });
});

describe('the owner', () => {
  it('requires two factors for chosen roles: their members are led through enrolment at the next sign-in', async () => {
    const hr = await app.staff(['HR']);
    const writer = await app.staff(['COPYWRITER']);
    const set = await app.gql(SET_ROLES, { r: ['HR', 'ADMIN'] }, ownerToken);
    expect(set.data!.setTwoFactorRequiredRoles).toEqual(['ADMIN', 'HR']);
    expect(
      (await app.gql('query { twoFactorRequiredRoles }', {}, ownerToken)).data!.twoFactorRequiredRoles,
    ).toEqual(['ADMIN', 'HR']);
    // Sessions go on until the next sign-in.
    expect(await works(app, hr.token)).toBe(true);
    expect(await passwordStep(app, writer.email)).toMatchObject({ step: 'SIGNED_IN' });

    const enrol = await passwordStep(app, hr.email);
    expect(enrol).toMatchObject({ step: 'ENROL', token: null, methods: [] });
    // REST clients are told plainly.
    const rest = await app.rest('POST', '/api/auth/login', { email: hr.email, password: STAFF_PASSWORD });
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // Without the ticket (and no session) nothing can be set up; with it the user sets up the app.
    expect((await app.gql(START_TOTP, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(START_TOTP, { t: 'made-up' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const setup = (await app.gql(START_TOTP, { t: enrol.ticket })).data!.startTotpSetup;
    const done = await app.gql(CONFIRM_TOTP, {
      id: setup.setupId,
      c: totpCode(setup.secret),
      t: enrol.ticket,
    });
    expect(done.errors).toBeUndefined();
    const result = done.data!.confirmTotpSetup;
    expect(result.recoveryCodes).toHaveLength(10);
    expect(result.signIn).toMatchObject({ step: 'SIGNED_IN', signInMethods: ['pwd', 'otp', 'mfa'] });
    expect(await works(app, result.signIn.token)).toBe(true);
    // The ticket was used up.
    expect((await app.gql(START_TOTP, { t: enrol.ticket })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );

    // The only factor of a required role cannot be removed.
    const remove = await app.gql(
      'mutation($p: String!) { removeTotp(currentPassword: $p) { totpEnabledAt } }',
      { p: STAFF_PASSWORD },
      result.signIn.token,
    );
    expect(remove.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const me = await app.gql(MY_TWO_FACTOR, {}, result.signIn.token);
    expect(me.data!.myTwoFactor.required).toBe(true);
  });

  it('resets a user’s factors: their sessions end, they are e-mailed, and they enrol again', async () => {
    const hr = await app.staff(['HR']);
    await enrolTotp(app, hr.token);
    const RESET = 'mutation($id: ID!) { resetUserTwoFactor(id: $id) { id twoFactorMethods } }';
    const users = await app.gql('query { users { id twoFactorMethods } }', {}, ownerToken);
    expect(users.data!.users.find((u: { id: string }) => u.id === hr.id).twoFactorMethods).toEqual(['TOTP']);

    const reset = await app.gql(RESET, { id: hr.id }, ownerToken);
    expect(reset.errors).toBeUndefined();
    expect(reset.data!.resetUserTwoFactor).toEqual({ id: hr.id, twoFactorMethods: [] });
    expect(await works(app, hr.token)).toBe(false);
    expect(await app.db.recoveryCode.count({ where: { userId: hr.id } })).toBe(0);
    const mail = await app.db.outboxMessage.findFirstOrThrow({ where: { to: hr.email } });
    expect(mail.subject).toBe('Your two-step sign-in was reset');

    await app.gql(SET_ROLES, { r: ['HR'] }, ownerToken);
    expect(await passwordStep(app, hr.email)).toMatchObject({ step: 'ENROL' });

    const ownerId = (await app.db.user.findUniqueOrThrow({ where: { email: OWNER.email } })).id;
    expect((await app.gql(RESET, { id: ownerId }, ownerToken)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.gql(RESET, { id: 'no-such-user' }, ownerToken)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('bad input', () => {
  it('answers a clear error naming the field, never a 500', async () => {
    const huge = 'x'.repeat(100_000);
    for (const [query, variables] of [
      [WITH_TOTP, { t: huge, c: huge }],
      [WITH_RECOVERY, { t: '', c: '' }],
      ['mutation($r: String!) { finishPasskeySignIn(response: $r) { step } }', { r: 'not json' }],
      ['mutation($r: String!) { finishPasskeySignIn(response: $r) { step } }', { r: huge }],
      [
        'mutation($r: String!) { finishPasskeySignIn(response: $r) { step } }',
        { r: '{"type":"public-key"}' },
      ],
    ] as const) {
      const res = await app.gql(query, variables);
      expect(res.status).toBeLessThan(500);
      expect(['UNAUTHENTICATED', 'BAD_USER_INPUT']).toContain(res.errors?.[0]?.extensions?.code);
    }
    const bad = await app.gql('mutation($r: String!) { finishPasskeySignIn(response: $r) { step } }', {
      r: 'not json',
    });
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ response: expect.any(String) });
    const roles = await app.gql(SET_ROLES, { r: ['SUPERUSER'] }, ownerToken);
    expect(roles.errors?.[0]?.message).toMatch(/SUPERUSER/);
    const rest = await app.rest('POST', '/api/auth/second-factor', { ticket: 42, code: ['x'] });
    expect(rest.status).toBe(400);
    expect(Object.keys(rest.body.fields).sort()).toEqual(['code', 'ticket']);
    const none = await app.rest('POST', '/api/auth/second-factor', { ticket: 'some-ticket' });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.fields)).toEqual(['code']);
  });
});
