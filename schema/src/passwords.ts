/**
 * The password policy for staff accounts, shared so the admin screens can say what the server
 * will accept before a request is sent. The server (api/src/security/passwords.ts) enforces it.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const PASSWORD_RULE_MESSAGE =
  'Password must be 10 to 128 characters and contain a letter and a digit.';

/** A message a person can act on, or undefined when the password is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return PASSWORD_RULE_MESSAGE;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return PASSWORD_RULE_MESSAGE;
  return undefined;
}
