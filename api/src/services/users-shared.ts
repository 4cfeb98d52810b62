import { normaliseRoles, type Role } from '@agency/schema/roles';
import type { User } from '../db.ts';
import type { Viewer } from './deps.ts';

/** Roles are stored as a comma-separated set (see prisma/models.prisma). */
export const parseRoles = (stored: string): Role[] => normaliseRoles(stored.split(','));
export const formatRoles = (roles: readonly Role[]): string => normaliseRoles(roles).join(',');

export const toViewer = (u: User, sessionId: string): Viewer => ({
  sessionId,
  id: u.id,
  email: u.email,
  name: u.name,
  roles: parseRoles(u.roles),
});

/** The user as the API shows it: never the hash or the token version. */
export type PublicUser = {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt: Date | null;
};

export const toPublicUser = (u: User): PublicUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  roles: parseRoles(u.roles),
  active: u.active,
  createdAt: u.createdAt,
  updatedAt: u.updatedAt,
  lastLoginAt: u.lastLoginAt,
});
