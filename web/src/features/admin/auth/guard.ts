import { can, type Permission } from '@agency/schema/roles';
import { redirect } from '@tanstack/react-router';

/**
 * The spec's role guard: a signed-in user without the route's role goes to the dashboard. The
 * server enforces the same table on every call; this only keeps people off screens that would fail.
 */
export function requirePermission(roles: readonly string[], permission: Permission): void {
  if (!can(roles, permission)) throw redirect({ to: '/admin-panel' });
}

/** Only same-area paths are followed after login, so a crafted link cannot send staff elsewhere. */
export function safeAdminRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string') return undefined;
  return /^\/admin-panel(\/[^/\\]|\/?$|\?)/.test(target) && !target.startsWith('/admin-panel/login')
    ? target
    : undefined;
}
