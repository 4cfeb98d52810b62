import { can, type Permission } from '@agency/schema/roles';
import type { Viewer } from './deps.ts';
import { forbidden, unauthenticated } from '../errors.ts';

/** Per-call authorisation inside services: the second layer behind GraphQL's scopes. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requirePermission(viewer: Viewer | null, permission: Permission): Viewer {
  const v = requireViewer(viewer);
  if (!can(v.roles, permission)) throw forbidden();
  return v;
}

export const isOwner = (viewer: Viewer | null) => !!viewer?.roles.includes('OWNER');
