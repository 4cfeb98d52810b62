import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** Codes of the step before and after the current one count too: phones' clocks drift. */
const TOLERANCE_SECONDS = 30;

/** A new authenticator-app secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// link an authenticator app reads from the QR code. */
export const totpUri = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret });

/**
 * The QR code of an otpauth:// link as an SVG document, drawn on the server: the secret never goes
 * to a third-party image service, and the page shows it under its own CSP.
 */
export const qrCodeSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** Six digits, with any spaces people type between groups removed; null when it cannot be a code. */
export function normaliseTotpCode(input: string): string | null {
  const code = String(input ?? '').replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The time step a code belongs to when it is valid for the secret now (within a step either side)
 * and later than `afterTimeStep`, or null. Callers record the step, so a code works once.
 */
export async function totpStep(
  secret: string,
  code: string,
  afterTimeStep?: number | null,
): Promise<number | null> {
  const token = normaliseTotpCode(code);
  if (!token) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep != null ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
