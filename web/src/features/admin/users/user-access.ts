import { ROLE_OPTIONS } from '@agency/schema/roles';

type Person = { id: string; roles: readonly string[] };
export type RoleOption = (typeof ROLE_OPTIONS)[number];

/**
 * The role choices this viewer may give: the spec's options without OWNER (there is one owner),
 * and ADMIN only for the owner. api/src/services/users.ts enforces the same rules.
 */
export function roleChoices(viewerRoles: readonly string[]): RoleOption[] {
  const owner = viewerRoles.includes('OWNER');
  return ROLE_OPTIONS.filter((o) => o.label !== 'OWNER' && (owner || o.label !== 'ADMIN'));
}

/**
 * What the viewer may do to a row, mirroring the server: the owner account is untouchable, nobody
 * changes their own roles or deletes/deactivates themselves, and only the owner touches an ADMIN
 * account at all (roles, active, sessions, delete).
 */
export type RowAccess = 'self' | 'owner' | 'ownerOnly' | 'editable';

export function rowAccess(viewer: Person, user: Person): RowAccess {
  if (user.id === viewer.id) return 'self';
  if (user.roles.includes('OWNER')) return 'owner';
  if (user.roles.includes('ADMIN') && !viewer.roles.includes('OWNER')) return 'ownerOnly';
  return 'editable';
}

/** The option that holds exactly these roles, if any. */
export function optionFor(roles: readonly string[]): RoleOption | undefined {
  return ROLE_OPTIONS.find((o) => o.roles.length === roles.length && o.roles.every((r) => roles.includes(r)));
}

/** Client-side search: a case-insensitive match on name or e-mail. */
export function matchesUser(user: { name: string; email: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || user.name.toLowerCase().includes(q) || user.email.toLowerCase().includes(q);
}
