/** Shared steps of the two-factor API tests: the operations, codes computed with otplib, enrolment. */
import { generateSync } from 'otplib';
import { expect } from 'vitest';
import { STAFF_PASSWORD, type TestApp } from './harness.ts';

export const SIGN_IN_FIELDS = 'step token ticket methods signInMethods recoveryCodesLeft user { id email }';
export const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { ${SIGN_IN_FIELDS} } }`;
export const WITH_TOTP = `mutation($t: String!, $c: String!) { signInWithTotp(ticket: $t, code: $c) { ${SIGN_IN_FIELDS} } }`;
export const WITH_RECOVERY = `mutation($t: String!, $c: String!) { signInWithRecoveryCode(ticket: $t, code: $c) { ${SIGN_IN_FIELDS} } }`;
export const START_TOTP = 'mutation($t: String) { startTotpSetup(ticket: $t) { setupId secret uri qrSvg } }';
export const CONFIRM_TOTP = `mutation($id: ID!, $c: String!, $t: String) {
  confirmTotpSetup(setupId: $id, code: $c, ticket: $t) { recoveryCodes signIn { ${SIGN_IN_FIELDS} } }
}`;
export const START_PASSKEY_REGISTRATION = 'mutation($t: String) { startPasskeyRegistration(ticket: $t) }';
export const FINISH_PASSKEY_REGISTRATION = `mutation($r: String!, $n: String, $t: String) {
  finishPasskeyRegistration(response: $r, name: $n, ticket: $t) {
    recoveryCodes passkey { id name synced } signIn { ${SIGN_IN_FIELDS} }
  }
}`;
export const START_PASSKEY_SIGN_IN = 'mutation($t: String) { startPasskeySignIn(ticket: $t) }';
export const FINISH_PASSKEY_SIGN_IN = `mutation($r: String!, $t: String) { finishPasskeySignIn(response: $r, ticket: $t) { ${SIGN_IN_FIELDS} } }`;
export const MY_TWO_FACTOR =
  'query { myTwoFactor { required totpEnabledAt recoveryCodesLeft passkeys { id name lastUsedAt } } }';

/**
 * The code an authenticator app shows `steps` periods from now. The server takes the step either
 * side of now and each step once, so a test uses -1, 0 and +1 for three sign-ins in a row.
 */
export const totpCode = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * Waits until at least 8 s of the current 30 s step remain, so the codes a test computes for
 * -1, 0 and +1 stay inside the server's window while it runs. Clock arithmetic, not a wait for load.
 */
export async function awaitFreshStep(): Promise<void> {
  const into = (Date.now() / 1000) % 30;
  if (into > 22) await new Promise((resolve) => setTimeout(resolve, (30 - into + 0.2) * 1000));
}

/** Sets up an authenticator app for the holder of `token` and returns its secret and recovery codes. */
export async function enrolTotp(app: TestApp, token: string): Promise<{ secret: string; codes: string[] }> {
  await awaitFreshStep();
  const start = await app.gql(START_TOTP, {}, token);
  expect(start.errors).toBeUndefined();
  const { setupId, secret } = start.data!.startTotpSetup;
  const confirm = await app.gql(CONFIRM_TOTP, { id: setupId, c: totpCode(secret, -1) }, token);
  expect(confirm.errors).toBeUndefined();
  return { secret, codes: confirm.data!.confirmTotpSetup.recoveryCodes };
}

/** Signs in with the password and returns the answer (a session, or a ticket for the next step). */
export async function passwordStep(app: TestApp, email: string, password = STAFF_PASSWORD) {
  const res = await app.gql(LOGIN, { e: email, p: password });
  expect(res.errors).toBeUndefined();
  return res.data!.login as {
    step: string;
    token: string | null;
    ticket: string | null;
    methods: string[];
    signInMethods: string[];
  };
}

/** True when a bearer token still works. */
export const works = async (app: TestApp, token: string) =>
  (await app.rest('GET', '/api/auth/me', undefined, token)).status === 200;
