import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { invalidInput } from '../errors.ts';

/** Who passkeys are bound to: the site's host and origin, from SITE_URL only (never a request header). */
export type RelyingParty = { id: string; origin: string; name: string };

export function relyingParty(siteUrl: string, siteName: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: siteName };
}

/** A browser's answer is a few kilobytes; anything far larger is not one. */
const MAX_RESPONSE_CHARS = 64 * 1024;
const NOT_A_RESPONSE = 'This is not a passkey answer from the browser. Please try again.';

type Kind = 'registration' | 'authentication';

/**
 * The browser's answer (the JSON @simplewebauthn/browser returns, sent as text), checked for the
 * shape the verifier needs, so a malformed one is a 400 naming `response`, never a 500.
 */
export function parseCredentialResponse(text: string, kind: 'registration'): RegistrationResponseJSON;
export function parseCredentialResponse(text: string, kind: 'authentication'): AuthenticationResponseJSON;
export function parseCredentialResponse(
  text: string,
  kind: Kind,
): RegistrationResponseJSON | AuthenticationResponseJSON {
  const bad = () => invalidInput(NOT_A_RESPONSE, { response: NOT_A_RESPONSE });
  if (typeof text !== 'string' || !text || text.length > MAX_RESPONSE_CHARS) throw bad();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bad();
  }
  const v = value as Record<string, unknown> | null;
  const inner = v?.response as Record<string, unknown> | undefined;
  const strings = (o: Record<string, unknown> | undefined, keys: string[]) =>
    !!o && keys.every((k) => typeof o[k] === 'string' && (o[k] as string).length > 0);
  const needed =
    kind === 'registration'
      ? ['clientDataJSON', 'attestationObject']
      : ['clientDataJSON', 'authenticatorData', 'signature'];
  if (
    !v ||
    typeof v !== 'object' ||
    v.type !== 'public-key' ||
    !strings(v, ['id', 'rawId']) ||
    !strings(inner, needed)
  )
    throw bad();
  if (typeof v.clientExtensionResults !== 'object' || v.clientExtensionResults === null)
    v.clientExtensionResults = {};
  return v as unknown as RegistrationResponseJSON | AuthenticationResponseJSON;
}

/** The challenge the browser signed, read from the answer so the stored one can be taken first. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const challenge = decodeClientDataJSON(response.response.clientDataJSON).challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200
      ? challenge
      : null;
  } catch {
    return null;
  }
}
