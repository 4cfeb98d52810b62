import type { Db, Prisma } from '../db.ts';
import { invalidInput } from '../errors.ts';
import type { Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { LEAD_ACCESS } from './lead-tables.ts';

type Reader = Pick<Db, 'vacancy'> | Pick<Prisma.TransactionClient, 'vacancy'>;

/**
 * The vacancy an application is for (decision 053). The careers form sends the vacancy's title
 * (the public contract, kept), so the id is resolved here when the application arrives: a listed
 * vacancy of that exact name first, else the newest of that name; none matching leaves it null.
 */
export async function vacancyIdOf(db: Reader, position: string): Promise<string | null> {
  const found = await db.vacancy.findFirst({
    where: { name: position },
    orderBy: [{ visibility: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
  return found?.id ?? null;
}

const VACANCY_ID_MESSAGE = 'Give a vacancy id (text, at most 200 characters).';

/** The inbox's vacancy filter, checked as input. */
export function checkedVacancyId(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 200)
    throw invalidInput(VACANCY_ID_MESSAGE, { vacancyId: VACANCY_ID_MESSAGE });
  return raw;
}

export type StageCount = { stageId: string; name: string; count: number };

/**
 * Applications per hiring stage for each of some vacancies (a page of the vacancy list, in one
 * query): every stage in use listed even at zero, retired ones only while they hold applications.
 * Spam is not counted; archived applications are (they stay in their stage). Served by the
 * (vacancyId, stageId) index.
 */
export async function vacancyStageCounts(
  db: Db,
  viewer: Viewer | null,
  vacancyIds: readonly string[],
): Promise<Map<string, StageCount[]>> {
  requirePermission(viewer, LEAD_ACCESS.application);
  const ids = [...new Set(vacancyIds)];
  const [stages, groups] = await Promise.all([
    db.leadStage.findMany({
      where: { kind: 'application' },
      orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
    }),
    ids.length
      ? db.jobApplication.groupBy({
          by: ['vacancyId', 'stageId'],
          where: { vacancyId: { in: ids }, status: { not: 'SPAM' } },
          _count: { _all: true },
        })
      : Promise.resolve([]),
  ]);
  const counts = new Map(groups.map((g) => [`${g.vacancyId} ${g.stageId}`, g._count._all]));
  return new Map(
    ids.map((id) => [
      id,
      stages
        .map((s) => ({
          stageId: s.id,
          name: s.name,
          count: counts.get(`${id} ${s.id}`) ?? 0,
          retired: !!s.retiredAt,
        }))
        .filter((s) => !s.retired || s.count > 0)
        .map(({ stageId, name, count }) => ({ stageId, name, count })),
    ]),
  );
}
