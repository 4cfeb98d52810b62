import { normaliseRoles, type Role } from '@agency/schema/roles';
import type { Db, Prisma } from '../db.ts';

type Store = Db | Prisma.TransactionClient;

const KEY = 'twoFactorRequiredRoles';

/**
 * Which roles must sign in with a second factor: a setting the owner edits, kept in the Setting
 * table so every instance reads the same. Read at each sign-in (one indexed row), so a change
 * applies from the next sign-in on every instance without any cache to clear.
 */
export class TwoFactorPolicy {
  constructor(private readonly db: Db) {}

  async requiredRoles(db: Store = this.db): Promise<Role[]> {
    const row = await db.setting.findUnique({ where: { key: KEY } });
    return row ? normaliseRoles(row.value.split(',')) : [];
  }

  /** Pass a transaction to save it with its audit entry. */
  async setRequiredRoles(roles: readonly Role[], db: Store = this.db): Promise<Role[]> {
    const value = normaliseRoles(roles);
    await db.setting.upsert({
      where: { key: KEY },
      create: { key: KEY, value: value.join(',') },
      update: { value: value.join(',') },
    });
    return value;
  }

  /** True when any of these roles must use a second factor. */
  async requiredFor(roles: readonly string[]): Promise<boolean> {
    const required = await this.requiredRoles();
    return roles.some((r) => (required as string[]).includes(r));
  }
}
