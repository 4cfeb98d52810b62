import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';

/**
 * The browser's half of passkeys (@simplewebauthn/browser): the server's options go in as the JSON
 * text the API answers, and the browser's answer goes back as JSON text (decision 031).
 */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

export async function newPasskeyAnswer(optionsJson: string): Promise<string> {
  return JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(optionsJson) }));
}

export async function passkeyAnswer(optionsJson: string): Promise<string> {
  return JSON.stringify(await startAuthentication({ optionsJSON: JSON.parse(optionsJson) }));
}

/**
 * What to tell the person when the browser, not the server, stopped a passkey: they closed the
 * prompt, it timed out, or this device already holds a passkey for the account. Undefined for
 * anything else (the server's own message is shown then).
 */
export function passkeyProblem(error: unknown): string | undefined {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return 'This device already holds a passkey for your account.';
    if (error.code === 'ERROR_CEREMONY_ABORTED') return 'The passkey prompt was closed. Please try again.';
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return 'The passkey prompt was closed or timed out. Please try again.';
  if (error instanceof Error && error.name === 'SecurityError')
    return 'Passkeys do not work at this address. Open the admin area at the site’s own address.';
  return undefined;
}
