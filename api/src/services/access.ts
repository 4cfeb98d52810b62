import { can, type Permission } from '@agency/schema/roles';
import type { Viewer } from './deps.ts';
import { forbidden, unauthenticated } from '../errors.ts';

/** Who may call a guarded service operation: a permission of the role table (@agency/schema/roles). */
export type Requirement = Permission;

const API_KEY_PERSON_ONLY = 'An API key cannot do this: it acts only through the permissions it holds.';

/**
 * Each service's guarded operations, by method name, and the permission each needs: the one place
 * both doors' checks come from. The service checks it on every call (so REST and GraphQL enforce
 * the same), and each GraphQL field's coarse scope is derived from it (graphql/builder.ts
 * `scopeOf`), so the two layers cannot drift (decision 043).
 */
export type AccessTable<S> = { readonly [K in keyof S]?: Requirement };

/** Per-call authorisation inside services: the layer both doors share; GraphQL's scopes derive from it. */
/** A person's own operations (their profile, sessions, second factors): never an API key's. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  if (viewer.apiKey) throw forbidden(API_KEY_PERSON_ONLY);
  return viewer;
}

/** A person's roles, or an API key's own permissions (decision 060). */
export function viewerCan(viewer: Viewer | null | undefined, permission: Permission): boolean {
  if (!viewer) return false;
  return viewer.apiKey ? viewer.apiKey.permissions.includes(permission) : can(viewer.roles, permission);
}

export function requirePermission(viewer: Viewer | null, permission: Permission): Viewer {
  if (!viewer) throw unauthenticated();
  if (!viewerCan(viewer, permission))
    throw forbidden(viewer.apiKey ? `This API key does not hold the ${permission} permission.` : undefined);
  return viewer;
}

export const isOwner = (viewer: Viewer | null) => !!viewer?.roles.includes('OWNER');
