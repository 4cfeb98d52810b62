import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32 (no i, l, o, u): nothing to confuse when a code is read off paper.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * Ten fresh recovery codes such as `7k2m-x9qd-4hfa-pw3n`: 16 characters of 5 bits, 80 random bits
 * each. That much entropy cannot be guessed or brute-forced from a hash, so a plain SHA-256 is
 * enough to store them (a slow password hash would make each sign-in try ten of them).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/**
 * A code as typed (any case, spaces or dashes, o for 0, i or l for 1), or null when it cannot be one.
 */
export function normaliseRecoveryCode(input: string): string | null {
  const code = String(input ?? '')
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  if (code.length !== GROUPS * GROUP_LENGTH) return null;
  return [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/** The stored form of a normalised code. */
export const hashRecoveryCode = (normalised: string) => createHash('sha256').update(normalised).digest('hex');
