/**
 * The inputs of two-step sign-in (decision 031): what the API's sign-in steps and the REST body of
 * /api/auth/second-factor accept. Type and size only: whether a code, ticket or passkey is right is
 * the API's to say, and each wrong one counts against the sign-in limits.
 */
import * as z from 'zod/mini';

export const TWO_FACTOR_MESSAGES = {
  ticket: 'This sign-in has expired. Please sign in again.',
  code: 'Type the six digits your app shows.',
  recoveryCode: 'Type one of your recovery codes.',
  passkeyName: 'Give the passkey a name of at most 60 characters.',
} as const;

const M = TWO_FACTOR_MESSAGES;
const text = (message: string, max: number) =>
  z.string(message).check(z.minLength(1, message), z.maxLength(max, message));

/** The ticket `login` answered; far longer than any ticket the API issues is not one. */
export const signInTicket = text(M.ticket, 200);
// Room for spaces and dashes people type between groups; the API normalises the rest.
const totpCode = text(M.code, 40);
const recoveryCode = text(M.recoveryCode, 100);

/** The second step with the authenticator app's code. */
export const totpSignIn = z.object({ ticket: signInTicket, code: totpCode });

/** The second step with a recovery code (`code`, as the GraphQL argument is named). */
export const recoveryCodeSignIn = z.object({ ticket: signInTicket, code: recoveryCode });

/** REST /api/auth/second-factor: the ticket with `code` (the app's) or `recoveryCode`. */
export const secondFactorBody = z.object({
  ticket: signInTicket,
  code: z.optional(totpCode),
  recoveryCode: z.optional(recoveryCode),
});

/** A new passkey's name; empty or left out names it "Passkey". */
export const passkeyNaming = z.object({
  name: z.pipe(
    z.nullish(z.string(M.passkeyName).check(z.trim(), z.maxLength(60, M.passkeyName))),
    z.transform((name) => name || 'Passkey'),
  ),
});
