/**
 * The rules of API keys (decision 060): what the API keys screen and the API accept. Which
 * permissions a caller may put on a key (only those they hold) is access policy: the service.
 */
import * as z from 'zod/mini';
import { PERMISSIONS, type Permission } from './roles.ts';
import { requiredText } from './validation.ts';

/** What every key starts with, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'agk_';
/** `agk_` + 16 hex characters of id + `_` + 43 base64url characters of secret (256 bits). */
export const API_KEY_PATTERN = /^agk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export const API_KEY_MESSAGES = {
  name: 'Please name the key (up to 80 characters), e.g. "CRM sync".',
  permissions: 'Please choose at least one permission.',
  unknownPermission: 'This is not a permission of the role table.',
  expiresAt: 'Please give the expiry as a date and time in the future, or leave it empty.',
  allowedSources: 'Please give IP addresses or CIDR ranges (e.g. 203.0.113.7 or 10.0.0.0/8), at most 20.',
} as const;

const M = API_KEY_MESSAGES;
const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
const isPermission = (p: string): p is Permission => (PERMISSION_NAMES as string[]).includes(p);

export const apiKeyCreate = z.object({
  name: requiredText(M.name, 80),
  permissions: z.array(z.string(M.unknownPermission), M.permissions).check(
    z.minLength(1, M.permissions),
    z.maxLength(PERMISSION_NAMES.length, M.permissions),
    z.refine((list) => list.every(isPermission), M.unknownPermission),
  ),
  expiresAt: z.nullish(
    z.pipe(
      z.union([z.date(M.expiresAt), z.string(M.expiresAt).check(z.maxLength(40, M.expiresAt))]),
      z.transform((v) => (v instanceof Date ? v : new Date(v))),
    ),
  ),
  allowedSources: z.nullish(
    z
      .array(z.string(M.allowedSources).check(z.trim(), z.maxLength(64, M.allowedSources)), M.allowedSources)
      .check(z.maxLength(20, M.allowedSources)),
  ),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreate>;

/** The permissions a key may be given, in the role table's order, for the screen's checkboxes. */
export const API_KEY_PERMISSIONS: readonly Permission[] = PERMISSION_NAMES;
