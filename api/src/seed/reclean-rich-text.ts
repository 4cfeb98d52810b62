import { RICH_TEXT_VERSION, sanitizeRichText } from '@agency/schema/rich-text';
import type { Logger } from 'pino';
import type { Db } from '../db.ts';

/** All the set-up writes to the log: the app's pino logger, or Fastify's view of the same one. */
export type SeedLog = Pick<Logger, 'info'>;

const SETTING = 'richTextVersion';
const BATCH = 100;

/**
 * Stored article and vacancy HTML is cleaned when it is written and shown as stored. Rows written
 * under an older sanitiser (a looser allowlist) are cleaned again once, here, at start-up: the
 * Setting row remembers which version the stored HTML meets, so later starts skip the pass.
 * Running it twice (two instances starting together) is harmless: cleaning is idempotent.
 */
export async function recleanRichText(db: Db, log: SeedLog): Promise<number> {
  const done = await db.setting.findUnique({ where: { key: SETTING } });
  if (done?.value === RICH_TEXT_VERSION) return 0;
  let changed = 0;
  for (const table of ['article', 'vacancy'] as const) {
    // Prisma's delegates differ in type but share these two calls.
    const rows = db[table] as unknown as {
      findMany(args: object): Promise<{ id: string; content: string; updatedAt: Date }[]>;
      update(args: object): Promise<unknown>;
    };
    let cursor: string | undefined;
    for (;;) {
      const batch = await rows.findMany({
        select: { id: true, content: true, updatedAt: true },
        orderBy: { id: 'asc' },
        take: BATCH,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      });
      for (const row of batch) {
        const clean = sanitizeRichText(row.content);
        if (clean === row.content) continue;
        // updatedAt stays: cleaning is not an edit anybody made.
        await rows.update({ where: { id: row.id }, data: { content: clean, updatedAt: row.updatedAt } });
        changed++;
      }
      if (batch.length < BATCH) break;
      cursor = batch[batch.length - 1]!.id;
    }
  }
  await db.setting.upsert({
    where: { key: SETTING },
    create: { key: SETTING, value: RICH_TEXT_VERSION },
    update: { value: RICH_TEXT_VERSION },
  });
  if (changed) log.info({ changed, version: RICH_TEXT_VERSION }, 'stored rich text cleaned again');
  return changed;
}
