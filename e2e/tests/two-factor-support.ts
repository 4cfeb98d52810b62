import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, gqlOk } from './admin-support';

/**
 * The code an authenticator app shows `steps` periods from now. The server takes the step either
 * side of now, each once: a test uses -1, 0 and +1 for three sign-ins in a row.
 */
export const totpCode = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Waits until at least 10 s of the current 30 s step remain, so -1, 0 and +1 stay valid while a test runs. */
export async function awaitFreshStep(): Promise<void> {
  const into = (Date.now() / 1000) % 30;
  if (into > 20) await new Promise((resolve) => setTimeout(resolve, (30 - into + 0.2) * 1000));
}

export const SIGN_IN_FIELDS = 'step token ticket methods signInMethods recoveryCodesLeft';

/** Sets up an authenticator app over GraphQL for the holder of `token`; its secret and recovery codes. */
export async function enrolTotp(request: APIRequestContext, token: string) {
  await awaitFreshStep();
  const { startTotpSetup } = await gqlOk<{ startTotpSetup: { setupId: string; secret: string } }>(
    request,
    'mutation { startTotpSetup { setupId secret } }',
    {},
    token,
  );
  const { confirmTotpSetup } = await gqlOk<{ confirmTotpSetup: { recoveryCodes: string[] } }>(
    request,
    'mutation ($id: ID!, $c: String!) { confirmTotpSetup(setupId: $id, code: $c) { recoveryCodes } }',
    { id: startTotpSetup.setupId, c: totpCode(startTotpSetup.secret, -1) },
    token,
  );
  return { secret: startTotpSetup.secret, codes: confirmTotpSetup.recoveryCodes };
}

/**
 * Chromium's virtual authenticator (DevTools WebAuthn domain) on this page: a platform
 * authenticator with discoverable credentials that verifies the user, so passkeys can be created
 * and used without a person. Returns the CDP session for reading its credentials.
 */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * A second e2e server of the product for passkeys: WebAuthn refuses an IP address as relying-party
 * ID, and the main e2e server's SITE_URL is http://127.0.0.1:<port>. This one's is
 * http://localhost:<port>, so the passkey journeys run on an origin the browser accepts. Its data is
 * its own, so its two-factor policy cannot disturb the specs running beside it.
 */
export async function startLocalhostServer(
  port: number,
): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  // Its own data folder (derived from the port), not the main server's.
  const { E2E_DATA_DIR: _shared, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'serve-for-e2e.mjs')], {
    cwd: path.join(root, 'e2e'),
    env: { ...env, E2E_PORT: String(port), E2E_SITE_HOST: 'localhost' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseURL = `http://localhost:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`The passkey server exited: ${stderr}`);
        return fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
