import type { Db } from '../db.ts';
import type { Config } from '../env.ts';
import { readLegacyCity } from '../services/vacancy-location.ts';
import { freeVacancySlug, isSlugConflict } from '../services/vacancy-slugs.ts';
import type { SeedLog } from './reclean-rich-text.ts';

/**
 * Vacancies written before they had pages (or by the previous release during a rolling deploy)
 * have no slug, no country and no remote flag: each gets its slug from its name, its remote flag and
 * office from its city as decision 028 read them ("Kyiv or remote"), and SITE_COUNTRY as its country
 * when it has none. Runs on every start and changes nothing once every row has a slug. updatedAt
 * (the sitemap's lastmod) stays: the vacancy itself did not change.
 */
export async function upgradeLegacyVacancies(db: Db, config: Config, log: SeedLog): Promise<number> {
  const rows = await db.vacancy.findMany({ where: { slug: null }, orderBy: { createdAt: 'asc' } });
  for (const row of rows) {
    const place = readLegacyCity(row.city);
    for (let attempt = 0; ; attempt++) {
      try {
        await db.vacancy.updateMany({
          // Another instance starting at the same time may have done it already.
          where: { id: row.id, slug: null },
          data: {
            slug: await freeVacancySlug(db, row.name, row.id),
            city: place.city,
            remote: place.remote ?? row.remote,
            country: row.country ?? config.site.country,
            updatedAt: row.updatedAt,
          },
        });
        break;
      } catch (err) {
        if (!isSlugConflict(err) || attempt >= 3) throw err;
      }
    }
  }
  if (rows.length) log.info({ vacancies: rows.length }, 'vacancies given their page address and location');
  return rows.length;
}
