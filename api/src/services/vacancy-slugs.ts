import { SLUG_MAX, slugify } from '@agency/schema/slug';
import type { Db } from '../db.ts';

/**
 * A vacancy's address, /careers/{slug}: derived from its name as articles' slugs are
 * (@agency/schema/slug), with -2, -3 … when another vacancy has it ("senior-react-developer-2").
 * One query reads every slug the name could take. A name without a letter or digit gives
 * "vacancy". Two writes that pick the same slug at once: the unique index refuses the second,
 * and the caller asks again (isSlugConflict).
 */
export async function freeVacancySlug(db: Db, name: string, exceptId?: string): Promise<string> {
  const base =
    slugify(name)
      .slice(0, SLUG_MAX - 4)
      .replace(/-+$/, '') || 'vacancy';
  const rows = await db.vacancy.findMany({
    where: { slug: { startsWith: base } },
    select: { id: true, slug: true },
  });
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A write refused because another row took the slug first (P2002 on both providers). */
export const isSlugConflict = (err: unknown) => (err as { code?: unknown } | null)?.code === 'P2002';
