/**
 * The rules of staff accounts and their messages: what the users screen, the profile, sign-in and
 * password recovery accept. The API's services check every call with these; the admin forms say the
 * same before sending. Who may do what (grant ADMIN, touch the owner) is access policy and stays in
 * the services.
 */
import * as z from 'zod/mini';
import { EMAIL_PATTERN, MAX_LENGTH } from './forms.ts';
import { newPassword } from './passwords.ts';
import { normaliseRoles, ROLE_OPTIONS, type Role } from './roles.ts';
import { optionalFlag, requiredText } from './validation.ts';

export const USER_MESSAGES = {
  name: 'Please enter the user\u2019s name.',
  email: 'Please enter a valid e-mail address.',
  emailTaken: 'A user with this e-mail already exists.',
  emailUnchanged: 'This is already your e-mail address.',
  roles: 'Please choose a role: ADMIN, HR, COPYWRITER or COPYWRITER + HR.',
  active: 'Active must be true or false.',
  currentPassword: 'Please enter your current password.',
  signInEmail: 'Please enter your e-mail.',
  signInPassword: 'Please enter your password.',
  link: 'Open the link from the e-mail again.',
} as const;

const M = USER_MESSAGES;
// Longer than any password the policy allows, short enough that checking it costs nothing.
const SECRET_MAX = 1024;

/** A staff e-mail: spaces around it dropped, lower-cased, a standard address (the forms' pattern). */
export const staffEmail = z.string(M.email).check(
  z.trim(),
  z.toLowerCase(),
  // The pattern is not run on a megabyte of text.
  z.maxLength(MAX_LENGTH.email, { error: M.email, abort: true }),
  z.regex(EMAIL_PATTERN, M.email),
);

/** The role sets a staff account may have: the spec's options but OWNER (there is exactly one). */
export const ASSIGNABLE_ROLE_SETS: readonly (readonly Role[])[] = ROLE_OPTIONS.filter(
  (o) => o.label !== 'OWNER',
).map((o) => normaliseRoles(o.roles));

const isAssignable = (list: readonly string[]) => {
  const roles = normaliseRoles(list);
  return (
    roles.length === list.length &&
    ASSIGNABLE_ROLE_SETS.some((set) => set.length === roles.length && set.every((r) => roles.includes(r)))
  );
};

/** One of the assignable role sets, given as a list (`["COPYWRITER", "HR"]`); stored in ROLES order. */
export const staffRoles = z.pipe(
  z.array(z.string(M.roles), M.roles).check(z.maxLength(4, M.roles), z.refine(isAssignable, M.roles)),
  z.transform((list) => normaliseRoles(list)),
);

const name = requiredText(M.name, MAX_LENGTH.name);
const secret = (message: string) =>
  z.string(message).check(z.minLength(1, message), z.maxLength(SECRET_MAX, message));

/** A new staff account (the users screen). */
export const userCreate = z.object({ name, email: staffEmail, password: newPassword, roles: staffRoles });

/** Changes to a staff account: a field left out (or null) stays as it is. */
export const userUpdate = z.object({
  name: z.nullish(name),
  email: z.nullish(staffEmail),
  password: z.nullish(newPassword),
  roles: z.nullish(staffRoles),
  active: optionalFlag(M.active),
});

/** The profile's own e-mail change: the new address and the current password. */
export const emailChange = z.object({ currentPassword: secret(M.currentPassword), email: staffEmail });

/** The profile's own password change. */
export const passwordChange = z.object({ currentPassword: secret(M.currentPassword), newPassword });

/** The current password alone, asked before a change to how one signs in (a second factor removed). */
export const currentPasswordCheck = z.object({ currentPassword: secret(M.currentPassword) });

/** Sign-in. Whether the address is well formed is not said: a wrong one fails as a wrong password. */
export const signIn = z.object({ email: secret(M.signInEmail), password: secret(M.signInPassword) });

/** Asking for a recovery link. */
export const recoveryRequest = z.object({ email: staffEmail });

/** Setting a password through a recovery link. */
export const passwordReset = z.object({
  userId: z.string(M.link).check(z.maxLength(200, M.link)),
  token: z.string(M.link).check(z.maxLength(4000, M.link)),
  password: newPassword,
});

export type UserCreateInput = z.input<typeof userCreate>;
export type UserUpdateInput = z.input<typeof userUpdate>;
