/**
 * The audit log of two-factor sign-in (decisions 030 and 031): each security event leaves one entry
 * naming who, from where and on which account, with the change it describes; a sign-in is recorded
 * once however many steps it took; no entry holds a code, secret, ticket or token. Passkeys are
 * answered by the software authenticator of passkeys.test.ts.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@agency/schema/audit';
import { GENEROUS_RATE_LIMITS, OWNER, STAFF_PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { SoftAuthenticator, strangerKey } from './soft-authenticator.ts';
import {
  enrolTotp,
  FINISH_PASSKEY_REGISTRATION,
  FINISH_PASSKEY_SIGN_IN,
  passwordStep,
  START_PASSKEY_REGISTRATION,
  START_PASSKEY_SIGN_IN,
  totpCode,
  WITH_RECOVERY,
  WITH_TOTP,
} from './two-factor-support.ts';

let app: TestApp;
let ownerToken: string;
let ownerId: string;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  ownerToken = await app.login(OWNER.email, OWNER.password);
  ownerId = (await app.db.user.findUniqueOrThrow({ where: { email: OWNER.email } })).id;
});
afterAll(async () => app?.stop());

const SET_ROLES = 'mutation($r: [Role!]!) { setTwoFactorRequiredRoles(roles: $r) }';
afterEach(async () => {
  await app.gql(SET_ROLES, { r: [] }, ownerToken);
});

/** The entries about one account (as actor or target), oldest first. */
const about = (userId: string, action?: AuditAction) =>
  app.db.auditEntry.findMany({
    where: { OR: [{ actorId: userId }, { targetId: userId }], ...(action ? { action } : {}) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
/** Registers a passkey on `device` for the holder of `token`. */
async function addPasskey(device: SoftAuthenticator, token: string, name: string) {
  const options = await app.gql(START_PASSKEY_REGISTRATION, {}, token);
  const res = await app.gql(
    FINISH_PASSKEY_REGISTRATION,
    { r: device.create(options.data!.startPasskeyRegistration), n: name },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.finishPasskeyRegistration;
}
const count = async (userId: string, action: AuditAction) => (await about(userId, action)).length;
const latest = async (userId: string, action: AuditAction) => (await about(userId, action)).at(-1);

// The harness's SITE_URL: passkeys are bound to its host and answers come from its origin.
const ORIGIN = 'http://site.test';

describe('two-factor events in the audit log', () => {
  it('an authenticator app: added, a refused code, the sign-in once with its method, codes renewed and used, removed', async () => {
    const hr = await app.staff(['HR']);
    const secrets: string[] = [STAFF_PASSWORD, hr.token];
    const { secret, codes } = await enrolTotp(app, hr.token);
    secrets.push(secret, ...codes, ...codes.map((c) => c.replace(/-/g, '')));
    expect(await latest(hr.id, 'TWO_FACTOR_ADDED')).toMatchObject({
      actorId: hr.id,
      actorEmail: hr.email,
      ip: '127.0.0.1',
      targetType: 'user',
      targetId: hr.id,
      targetLabel: hr.email,
      summary: 'Added the authenticator app',
      details: JSON.stringify({ kind: 'TOTP' }),
    });

    // The password step is no sign-in yet; a wrong code is refused on the record.
    const signIns = await count(hr.id, 'SIGN_IN');
    const first = await passwordStep(app, hr.email);
    secrets.push(first.ticket!);
    expect(await count(hr.id, 'SIGN_IN')).toBe(signIns);
    const wrong = await app.gql(WITH_TOTP, { t: first.ticket, c: totpCode(secret, 10) });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await latest(hr.id, 'SECOND_FACTOR_FAILED')).toMatchObject({
      actorId: null,
      ip: '127.0.0.1',
      targetId: hr.id,
      summary: `Refused an authenticator code for ${hr.email}`,
      details: JSON.stringify({ method: 'TOTP' }),
    });

    const done = await app.gql(WITH_TOTP, { t: first.ticket, c: totpCode(secret, 0) });
    expect(done.errors).toBeUndefined();
    const token: string = done.data!.signInWithTotp.token;
    secrets.push(token);
    expect(await count(hr.id, 'SIGN_IN')).toBe(signIns + 1);
    const signIn = await latest(hr.id, 'SIGN_IN');
    expect(signIn).toMatchObject({ actorId: hr.id, ip: '127.0.0.1', targetId: hr.id });
    expect(signIn!.summary).toMatch(/^Signed in with password \+ authenticator app \(/);
    expect(JSON.parse(signIn!.details!)).toEqual({ methods: ['pwd', 'otp', 'mfa'] });

    const renewed = await app.gql(
      'mutation($p: String!) { renewRecoveryCodes(currentPassword: $p) }',
      { p: STAFF_PASSWORD },
      token,
    );
    const fresh: string[] = renewed.data!.renewRecoveryCodes;
    secrets.push(...fresh);
    expect(await latest(hr.id, 'RECOVERY_CODES_RENEWED')).toMatchObject({
      actorId: hr.id,
      targetId: hr.id,
      summary: 'Created new recovery codes; the old ones stopped working',
    });

    // A recovery code: its own entry (codes left, devices signed out) beside the one sign-in.
    const second = await passwordStep(app, hr.email);
    secrets.push(second.ticket!);
    const viaCode = await app.gql(WITH_RECOVERY, { t: second.ticket, c: fresh[0] });
    expect(viaCode.errors).toBeUndefined();
    const recoveryToken: string = viaCode.data!.signInWithRecoveryCode.token;
    secrets.push(recoveryToken);
    expect(await count(hr.id, 'SIGN_IN')).toBe(signIns + 2);
    expect((await latest(hr.id, 'SIGN_IN'))!.summary).toMatch(/^Signed in with password \+ recovery code/);
    expect(await latest(hr.id, 'RECOVERY_CODE_USED')).toMatchObject({
      actorId: hr.id,
      ip: '127.0.0.1',
      targetId: hr.id,
      details: JSON.stringify({ left: 9, ended: 2 }),
      summary: 'Used a recovery code to sign in (9 left); signed out 2 other devices',
    });
    const wrongRecovery = await passwordStep(app, hr.email);
    secrets.push(wrongRecovery.ticket!);
    await app.gql(WITH_RECOVERY, { t: wrongRecovery.ticket, c: fresh[0] });
    expect((await latest(hr.id, 'SECOND_FACTOR_FAILED'))!.summary).toBe(
      `Refused a recovery code for ${hr.email}`,
    );

    const REMOVE = 'mutation($p: String!) { removeTotp(currentPassword: $p) { totpEnabledAt } }';
    // A refused removal (wrong password) removes nothing and records no removal.
    await app.gql(REMOVE, { p: 'not-my-password-1' }, recoveryToken);
    expect(await count(hr.id, 'TWO_FACTOR_REMOVED')).toBe(0);
    const removed = await app.gql(REMOVE, { p: STAFF_PASSWORD }, recoveryToken);
    expect(removed.errors).toBeUndefined();
    expect(await latest(hr.id, 'TWO_FACTOR_REMOVED')).toMatchObject({
      actorId: hr.id,
      targetId: hr.id,
      summary: 'Removed the authenticator app; signed out 0 other devices',
      details: JSON.stringify({ kind: 'TOTP', ended: 0 }),
    });
    expect(await count(hr.id, 'TWO_FACTOR_REMOVED')).toBe(1);

    const all = JSON.stringify(await about(hr.id));
    for (const s of secrets) expect(all).not.toContain(s);
  });

  it('the owner’s policy and reset name the owner; enrolment at sign-in names the person', async () => {
    const hr = await app.staff(['HR']);
    await app.gql(SET_ROLES, { r: ['HR'] }, ownerToken);
    expect(
      await app.db.auditEntry.findFirst({
        where: { action: 'TWO_FACTOR_POLICY_CHANGED' },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
    ).toMatchObject({
      actorId: ownerId,
      actorEmail: OWNER.email,
      targetType: 'system',
      targetLabel: 'Two-step sign-in',
      summary: 'Two-step sign-in is now required for HR',
      details: JSON.stringify({ roles: ['HR'], before: [] }),
    });

    // HR must now enrol at sign-in: the person has no session yet, but the entry names them.
    const enrol = await passwordStep(app, hr.email);
    expect(enrol.step).toBe('ENROL');
    const start = await app.gql('mutation($t: String) { startTotpSetup(ticket: $t) { setupId secret } }', {
      t: enrol.ticket,
    });
    const { setupId, secret } = start.data!.startTotpSetup;
    const confirmed = await app.gql(
      'mutation($id: ID!, $c: String!, $t: String) { confirmTotpSetup(setupId: $id, code: $c, ticket: $t) { signIn { token } } }',
      { id: setupId, c: totpCode(secret, -1), t: enrol.ticket },
    );
    expect(confirmed.errors).toBeUndefined();
    expect(await latest(hr.id, 'TWO_FACTOR_ADDED')).toMatchObject({
      actorId: hr.id,
      actorEmail: hr.email,
      summary: 'Added the authenticator app while signing in, as the role requires',
    });
    expect((await latest(hr.id, 'SIGN_IN'))!.summary).toMatch(
      /^Signed in with password \+ authenticator app/,
    );

    const reset = await app.gql(
      'mutation($id: ID!) { resetUserTwoFactor(id: $id) { id } }',
      { id: hr.id },
      ownerToken,
    );
    expect(reset.errors).toBeUndefined();
    expect(await latest(hr.id, 'TWO_FACTOR_RESET')).toMatchObject({
      actorId: ownerId,
      ip: '127.0.0.1',
      targetId: hr.id,
      targetLabel: hr.email,
      summary: `Reset the two-step sign-in of ${hr.email}; every session ended and they were e-mailed`,
      details: JSON.stringify({ authenticatorApp: true, passkeys: 0 }),
    });
    // Refused: the owner's own account is not reset through the API, and nothing is recorded.
    const resets = await count(ownerId, 'TWO_FACTOR_RESET');
    await app.gql('mutation($id: ID!) { resetUserTwoFactor(id: $id) { id } }', { id: ownerId }, ownerToken);
    expect(await count(ownerId, 'TWO_FACTOR_RESET')).toBe(resets);
    expect(JSON.stringify(await about(hr.id))).not.toContain(secret);
  });

  it('the reset script is recorded as the system’s doing, with what it removed', async () => {
    const { secret } = await enrolTotp(app, ownerToken);
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/reset-two-factor.ts', OWNER.email],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: app.dataDir,
          DATABASE_URL: app.databaseUrl ?? '',
          LOG_LEVEL: 'silent',
        },
        timeout: 120_000,
      },
    );
    expect(stdout).toContain(`Two-step sign-in of ${OWNER.email} was reset`);
    expect((await app.db.user.findUniqueOrThrow({ where: { id: ownerId } })).totpSecret).toBeNull();
    expect(await latest(ownerId, 'TWO_FACTOR_RESET')).toMatchObject({
      actorId: null,
      actorEmail: null,
      ip: null,
      targetId: ownerId,
      summary: `Reset the two-step sign-in of ${OWNER.email} from the server (scripts/reset-two-factor.ts); every session ended`,
      details: JSON.stringify({ authenticatorApp: true, passkeys: 0, via: 'scripts/reset-two-factor.ts' }),
    });
    expect(JSON.stringify(await about(ownerId))).not.toContain(secret);
    ownerToken = await app.login(OWNER.email, OWNER.password);
  });

  it('are audited: added and removed by name, each sign-in once with its method, a refused one', async () => {
    const hr = await app.staff(['HR']);
    const entries = async (action: AuditAction) => (await about(hr.id, action)).reverse();
    const device = new SoftAuthenticator(ORIGIN);
    const added = await addPasskey(device, hr.token, 'Work laptop');
    expect((await entries('TWO_FACTOR_ADDED'))[0]).toMatchObject({
      actorId: hr.id,
      ip: '127.0.0.1',
      targetId: hr.id,
      summary: 'Added the passkey “Work laptop”',
      details: JSON.stringify({ kind: 'PASSKEY', passkeyId: added.passkey.id }),
    });

    // As the second step: one sign-in entry, made when the session starts.
    const signIns = (await entries('SIGN_IN')).length;
    const { ticket } = await passwordStep(app, hr.email);
    const forgedJson = (await app.gql(START_PASSKEY_SIGN_IN, { t: ticket })).data!.startPasskeySignIn;
    await app.gql(FINISH_PASSKEY_SIGN_IN, {
      r: device.get(forgedJson, { signWith: strangerKey() }),
      t: ticket,
    });
    expect((await entries('SECOND_FACTOR_FAILED'))[0]).toMatchObject({
      actorId: null,
      targetId: hr.id,
      summary: `Refused a passkey for ${hr.email}`,
      details: JSON.stringify({ method: 'PASSKEY' }),
    });
    const json = (await app.gql(START_PASSKEY_SIGN_IN, { t: ticket })).data!.startPasskeySignIn;
    const token = (await app.gql(FINISH_PASSKEY_SIGN_IN, { r: device.get(json), t: ticket })).data!
      .finishPasskeySignIn.token as string;
    const afterSecondStep = await entries('SIGN_IN');
    expect(afterSecondStep).toHaveLength(signIns + 1);
    expect(afterSecondStep[0]!.summary).toMatch(/^Signed in with password \+ passkey \(/);

    // Alone, without a password.
    const aloneJson = (await app.gql(START_PASSKEY_SIGN_IN, {})).data!.startPasskeySignIn;
    expect((await app.gql(FINISH_PASSKEY_SIGN_IN, { r: device.get(aloneJson) })).errors).toBeUndefined();
    const afterAlone = await entries('SIGN_IN');
    expect(afterAlone).toHaveLength(signIns + 2);
    expect(afterAlone[0]).toMatchObject({
      actorId: hr.id,
      details: JSON.stringify({ methods: ['webauthn', 'mfa'] }),
    });
    expect(afterAlone[0]!.summary).toMatch(/^Signed in with passkey \(/);

    const REMOVE =
      'mutation($id: ID!, $p: String!) { removePasskey(id: $id, currentPassword: $p) { passkeys { id } } }';
    expect(
      (await app.gql(REMOVE, { id: added.passkey.id, p: STAFF_PASSWORD }, token)).errors,
    ).toBeUndefined();
    expect((await entries('TWO_FACTOR_REMOVED'))[0]).toMatchObject({
      actorId: hr.id,
      summary: 'Removed the passkey “Work laptop”; signed out 2 other devices',
      details: JSON.stringify({ kind: 'PASSKEY', passkeyId: added.passkey.id, ended: 2 }),
    });
  });
});
