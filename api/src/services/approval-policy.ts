import type { Db, Prisma } from '../db.ts';

type Store = Db | Prisma.TransactionClient;

const KEY = 'publishApprovalRequired';

/**
 * Whether an article or vacancy needs an approval before it is published: a setting the owner
 * changes, kept in the Setting table as the two-factor policy is (decision 049). Read at each
 * publish (one indexed row), so a change holds at once on every instance without a cache to clear.
 */
export class ApprovalPolicy {
  constructor(private readonly db: Db) {}

  async required(db: Store = this.db): Promise<boolean> {
    const row = await db.setting.findUnique({ where: { key: KEY } });
    return row?.value === 'true';
  }

  async setRequired(required: boolean, db: Store = this.db): Promise<boolean> {
    const value = required ? 'true' : 'false';
    await db.setting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
    return required;
  }
}
