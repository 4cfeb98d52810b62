/**
 * The rules of invitations (decision 061): who is invited (an address and a role set) and what the
 * invitee types on the invitation page (their name and a password).
 */
import * as z from 'zod/mini';
import { MAX_LENGTH } from './forms.ts';
import { newPassword } from './passwords.ts';
import { requiredText } from './validation.ts';
import { staffEmail, staffRoles, USER_MESSAGES } from './users.ts';

/** How long an invitation link works: long enough for a weekend, short enough to go stale. */
export const INVITATION_TTL_HOURS = 72;

export const INVITATION_MESSAGES = {
  invalidLink: 'This invitation link is invalid, expired, withdrawn or already used. Ask for a new one.',
  alreadyInvited: 'This address already has an open invitation: send it again instead.',
  notOpen: 'This invitation is no longer open.',
} as const;

export const invitationCreate = z.object({ email: staffEmail, roles: staffRoles });

export const invitationAccept = z.object({
  id: z.string(INVITATION_MESSAGES.invalidLink).check(z.minLength(1), z.maxLength(100)),
  token: z.string(INVITATION_MESSAGES.invalidLink).check(z.minLength(1), z.maxLength(200)),
  name: requiredText(USER_MESSAGES.name, MAX_LENGTH.name),
  password: newPassword,
});
