/**
 * The password policy for staff accounts, shared so the admin screens can say what the server
 * will accept before a request is sent. The server's services check every new password with it.
 */
import * as z from 'zod/mini';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const PASSWORD_RULE_MESSAGE =
  'Password must be 10 to 128 characters and contain a letter and a digit.';

/** A new password: 10 to 128 characters with a letter and a digit; one message for every miss. */
export const newPassword = z
  .string(PASSWORD_RULE_MESSAGE)
  .check(
    z.minLength(PASSWORD_MIN, PASSWORD_RULE_MESSAGE),
    z.maxLength(PASSWORD_MAX, PASSWORD_RULE_MESSAGE),
    z.regex(/[A-Za-z]/, PASSWORD_RULE_MESSAGE),
    z.regex(/\d/, PASSWORD_RULE_MESSAGE),
  );

/** A message a person can act on, or undefined when the password is acceptable. */
export function passwordProblem(password: string): string | undefined {
  const result = z.safeParse(newPassword, password);
  return result.success ? undefined : PASSWORD_RULE_MESSAGE;
}
