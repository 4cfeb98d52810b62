/**
 * Passkeys (WebAuthn) as a second factor and as a password-free sign-in (decision 031), verified
 * end to end by the server against real attestations and signatures from a software authenticator.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/security/passwords.ts';
import { GENEROUS_RATE_LIMITS, OWNER, STAFF_PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { SoftAuthenticator, strangerKey } from './soft-authenticator.ts';
import {
  FINISH_PASSKEY_REGISTRATION,
  FINISH_PASSKEY_SIGN_IN,
  MY_TWO_FACTOR,
  passwordStep,
  START_PASSKEY_REGISTRATION,
  START_PASSKEY_SIGN_IN,
  works,
} from './two-factor-support.ts';

// The harness's SITE_URL: the relying party is its host, and answers must come from its origin.
const ORIGIN = 'http://site.test';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
});
afterAll(async () => app?.stop());

/** Registers a passkey on `device` for the holder of `token` (or an enrolment ticket). */
async function register(
  device: SoftAuthenticator,
  auth: { token?: string; ticket?: string },
  name = 'Laptop',
) {
  const options = await app.gql(START_PASSKEY_REGISTRATION, { t: auth.ticket }, auth.token);
  expect(options.errors).toBeUndefined();
  const res = await app.gql(
    FINISH_PASSKEY_REGISTRATION,
    { r: device.create(options.data!.startPasskeyRegistration), n: name, t: auth.ticket },
    auth.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.finishPasskeyRegistration;
}

describe('passkeys', () => {
  it('are registered from a verified attestation, then sign in as the step after the password', async () => {
    const hr = await app.staff(['HR']);
    const device = new SoftAuthenticator(ORIGIN);
    const optionsJson = (await app.gql(START_PASSKEY_REGISTRATION, {}, hr.token)).data!
      .startPasskeyRegistration;
    const options = JSON.parse(optionsJson);
    expect(options).toMatchObject({
      rp: { id: 'site.test' },
      user: { name: hr.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });

    const added = await app.gql(
      FINISH_PASSKEY_REGISTRATION,
      { r: device.create(optionsJson), n: 'Work laptop' },
      hr.token,
    );
    expect(added.errors).toBeUndefined();
    const enrolment = added.data!.finishPasskeyRegistration;
    expect(enrolment.passkey).toMatchObject({ name: 'Work laptop', synced: false });
    // The first factor brings the recovery codes.
    expect(enrolment.recoveryCodes).toHaveLength(10);
    const stored = await app.db.passkey.findUniqueOrThrow({ where: { id: enrolment.passkey.id } });
    expect(stored).toMatchObject({ userId: hr.id, counter: 0n, transports: 'internal' });

    const first = await passwordStep(app, hr.email);
    expect(first).toMatchObject({ step: 'SECOND_FACTOR', methods: ['PASSKEY', 'RECOVERY_CODE'] });
    const requestJson = (await app.gql(START_PASSKEY_SIGN_IN, { t: first.ticket })).data!.startPasskeySignIn;
    expect(JSON.parse(requestJson).allowCredentials).toEqual([
      { id: enrolment.passkey.id, type: 'public-key', transports: ['internal'] },
    ]);
    const done = await app.gql(FINISH_PASSKEY_SIGN_IN, { r: device.get(requestJson), t: first.ticket });
    expect(done.errors).toBeUndefined();
    const session = done.data!.finishPasskeySignIn;
    expect(session).toMatchObject({ step: 'SIGNED_IN', signInMethods: ['pwd', 'webauthn', 'mfa'] });
    expect(decodeJwt(session.token).amr).toEqual(['pwd', 'webauthn', 'mfa']);
    expect(await works(app, session.token)).toBe(true);
    const after = await app.db.passkey.findUniqueOrThrow({ where: { id: enrolment.passkey.id } });
    expect(after.counter).toBe(1n);
    expect(after.lastUsedAt).not.toBeNull();
  });

  it('sign in without a password when the device verified the person', async () => {
    const hr = await app.staff(['HR']);
    const device = new SoftAuthenticator(ORIGIN);
    await register(device, { token: hr.token });

    const optionsJson = (await app.gql(START_PASSKEY_SIGN_IN, {})).data!.startPasskeySignIn;
    const options = JSON.parse(optionsJson);
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
    const done = await app.gql(FINISH_PASSKEY_SIGN_IN, { r: device.get(optionsJson) });
    expect(done.errors).toBeUndefined();
    expect(done.data!.finishPasskeySignIn).toMatchObject({
      step: 'SIGNED_IN',
      user: { id: hr.id },
      signInMethods: ['webauthn', 'mfa'],
    });

    // Presence alone (no PIN or biometrics) is not enough without a password.
    const again = (await app.gql(START_PASSKEY_SIGN_IN, {})).data!.startPasskeySignIn;
    const unverified = await app.gql(FINISH_PASSKEY_SIGN_IN, {
      r: device.get(again, { userVerified: false }),
    });
    expect(unverified.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('challenges work once, expire, and any instance on the database can finish what another began', async () => {
    const other = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS }, { sameDatabaseAs: app });
    try {
      const hr = await app.staff(['HR']);
      const device = new SoftAuthenticator(ORIGIN);
      // Registration begun on one instance, finished on the other.
      const optionsJson = (await app.gql(START_PASSKEY_REGISTRATION, {}, hr.token)).data!
        .startPasskeyRegistration;
      const answer = device.create(optionsJson);
      const added = await other.gql(FINISH_PASSKEY_REGISTRATION, { r: answer }, hr.token);
      expect(added.errors).toBeUndefined();
      // The same answer again, on either instance: its challenge is gone.
      for (const instance of [app, other]) {
        const replay = await instance.gql(FINISH_PASSKEY_REGISTRATION, { r: answer }, hr.token);
        expect(replay.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { response: expect.any(String) },
        });
      }

      const signInJson = (await other.gql(START_PASSKEY_SIGN_IN, {})).data!.startPasskeySignIn;
      const assertion = device.get(signInJson);
      expect((await app.gql(FINISH_PASSKEY_SIGN_IN, { r: assertion })).errors).toBeUndefined();
      expect((await other.gql(FINISH_PASSKEY_SIGN_IN, { r: assertion })).errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );

      // An expired challenge is refused.
      const lateJson = (await app.gql(START_PASSKEY_SIGN_IN, {})).data!.startPasskeySignIn;
      await app.db.authChallenge.update({
        where: { id: JSON.parse(lateJson).challenge },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      expect(
        (await other.gql(FINISH_PASSKEY_SIGN_IN, { r: device.get(lateJson) })).errors?.[0]?.extensions?.code,
      ).toBe('BAD_USER_INPUT');
    } finally {
      await other.stop();
    }
  });

  it('refuse an answer for another site, or one signed by a key that is not the passkey', async () => {
    const hr = await app.staff(['HR']);
    const device = new SoftAuthenticator(ORIGIN);
    const optionsJson = (await app.gql(START_PASSKEY_REGISTRATION, {}, hr.token)).data!
      .startPasskeyRegistration;
    const phished = await app.gql(
      FINISH_PASSKEY_REGISTRATION,
      { r: device.create(optionsJson, { origin: 'https://evil.example' }) },
      hr.token,
    );
    expect(phished.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await app.db.passkey.count({ where: { userId: hr.id } })).toBe(0);

    await register(device, { token: hr.token });
    const { ticket } = await passwordStep(app, hr.email);
    const wrongSite = (await app.gql(START_PASSKEY_SIGN_IN, { t: ticket })).data!.startPasskeySignIn;
    const elsewhere = await app.gql(FINISH_PASSKEY_SIGN_IN, {
      r: device.get(wrongSite, { origin: 'https://evil.example' }),
      t: ticket,
    });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const forgedJson = (await app.gql(START_PASSKEY_SIGN_IN, { t: ticket })).data!.startPasskeySignIn;
    const forged = await app.gql(FINISH_PASSKEY_SIGN_IN, {
      r: device.get(forgedJson, { signWith: strangerKey() }),
      t: ticket,
    });
    expect(forged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The same ticket still finishes with the real key.
    const realJson = (await app.gql(START_PASSKEY_SIGN_IN, { t: ticket })).data!.startPasskeySignIn;
    expect(
      (await app.gql(FINISH_PASSKEY_SIGN_IN, { r: device.get(realJson), t: ticket })).errors,
    ).toBeUndefined();
  });

  it('enrol a required role at sign-in, and removing one ends the other sessions', async () => {
    const owner = await app.login(OWNER.email, OWNER.password);
    await app.gql('mutation { setTwoFactorRequiredRoles(roles: [COPYWRITER]) }', {}, owner);
    try {
      // Created in the database: the harness's staff() signs in with the password alone, which a
      // required role can no longer do.
      const email = `writer-${Date.now()}@test.local`;
      await app.db.user.create({
        data: {
          email,
          name: 'Writer',
          roles: 'COPYWRITER',
          passwordHash: await hashPassword(STAFF_PASSWORD),
        },
      });
      const enrol = await passwordStep(app, email);
      expect(enrol.step).toBe('ENROL');
      const phone = new SoftAuthenticator(ORIGIN);
      const done = await register(phone, { ticket: enrol.ticket! }, 'Phone');
      expect(done.signIn).toMatchObject({ step: 'SIGNED_IN', signInMethods: ['pwd', 'webauthn', 'mfa'] });
      const token = done.signIn.token as string;

      const laptop = new SoftAuthenticator(ORIGIN);
      const second = await register(laptop, { token }, 'Laptop');
      expect(second.recoveryCodes).toBeNull();
      const { ticket } = await passwordStep(app, email);
      const json = (await app.gql(START_PASSKEY_SIGN_IN, { t: ticket })).data!.startPasskeySignIn;
      const other = (await app.gql(FINISH_PASSKEY_SIGN_IN, { r: laptop.get(json), t: ticket })).data!
        .finishPasskeySignIn.token;

      const REMOVE =
        'mutation($id: ID!, $p: String!) { removePasskey(id: $id, currentPassword: $p) { passkeys { name } } }';
      const removed = await app.gql(REMOVE, { id: second.passkey.id, p: STAFF_PASSWORD }, token);
      expect(removed.data!.removePasskey.passkeys).toEqual([{ name: 'Phone' }]);
      expect(await works(app, token)).toBe(true);
      expect(await works(app, other)).toBe(false);
      // The last one stays while the role requires a second factor.
      const status = (await app.gql(MY_TWO_FACTOR, {}, token)).data!.myTwoFactor;
      const last = await app.gql(REMOVE, { id: status.passkeys[0].id, p: STAFF_PASSWORD }, token);
      expect(last.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(
        (await app.gql(REMOVE, { id: 'nope', p: STAFF_PASSWORD }, token)).errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
    } finally {
      await app.gql('mutation { setTwoFactorRequiredRoles(roles: []) }', {}, owner);
    }
  });

  it('password-free challenges are bounded per address (each is a row until it expires)', async () => {
    const limited = await startTestApp({
      trustProxy: true,
      rateLimits: { ...GENEROUS_RATE_LIMITS, passkeyChallengesPerIp: { points: 2, durationSeconds: 600 } },
    });
    try {
      const ask = async (ip: string) =>
        (
          await limited.rest('POST', '/graphql', { query: 'mutation { startPasskeySignIn }' }, undefined, {
            'x-forwarded-for': ip,
          })
        ).body;
      expect((await ask('10.9.0.1')).data.startPasskeySignIn).toEqual(expect.any(String));
      expect((await ask('10.9.0.1')).data.startPasskeySignIn).toEqual(expect.any(String));
      expect((await ask('10.9.0.1')).errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(await limited.db.authChallenge.count({ where: { kind: 'PASSKEY_SIGN_IN' } })).toBe(2);
      expect((await ask('10.9.0.2')).data.startPasskeySignIn).toEqual(expect.any(String));
    } finally {
      await limited.stop();
    }
  });
});
