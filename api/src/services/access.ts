import { can, type Permission } from '@agency/schema/roles';
import type { Viewer } from './deps.ts';
import { forbidden, unauthenticated } from '../errors.ts';

/** Who may call a guarded service operation: a permission of the role table (@agency/schema/roles). */
export type Requirement = Permission;

/**
 * Each service's guarded operations, by method name, and the permission each needs: the one place
 * both doors' checks come from. The service checks it on every call (so REST and GraphQL enforce
 * the same), and each GraphQL field's coarse scope is derived from it (graphql/builder.ts
 * `scopeOf`), so the two layers cannot drift (decision 043).
 */
export type AccessTable<S> = { readonly [K in keyof S]?: Requirement };

/** Per-call authorisation inside services: the layer both doors share; GraphQL's scopes derive from it. */
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
