import { vacancyCreate, vacancyUpdate } from '@agency/schema/vacancies';
import type { Prisma, Vacancy } from '../generated/prisma-sqlite/client.ts';
import { can } from '@agency/schema/roles';
import { recordRead } from '../caching/read-tags.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { audited } from './audit.ts';
import { vacancyChanges, vacancyTarget } from './content-audit.ts';
import { notFound } from '../errors.ts';
import { parseInput, recordId } from './input.ts';

/**
 * Vacancies: visitors see visible ones; HR, ADMIN and OWNER see and edit all of them. The field
 * rules and messages are @agency/schema/vacancies.
 */
export class VacanciesService {
  constructor(private readonly d: Deps) {}

  /**
   * `includeHidden`: true lists hidden ones too, for vacancy staff only (anyone else is refused);
   * false or left out, the visible ones; 'ifAllowed', hidden ones too when the viewer may see them
   * (the REST list's contract: the careers loader and the admin list share its path).
   */
  async list(
    viewer: Viewer | null,
    opts: { includeHidden?: boolean | 'ifAllowed' | null } = {},
  ): Promise<Vacancy[]> {
    const all =
      opts.includeHidden === 'ifAllowed'
        ? can(viewer?.roles, 'manageVacancies')
        : !!opts.includeHidden && !!requirePermission(viewer, 'manageVacancies');
    const load = () =>
      this.d.db.vacancy.findMany({
        where: all ? {} : { visibility: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
    return all ? load() : this.d.publicCache.get('vacancies', 'visible', load);
  }

  /** How many vacancies there are, hidden ones included (the dashboard; vacancy staff only). */
  async count(viewer: Viewer | null): Promise<number> {
    requirePermission(viewer, 'manageVacancies');
    return this.d.db.vacancy.count();
  }

  async get(viewer: Viewer | null, id: string): Promise<Vacancy | null> {
    recordRead(`vacancy:${id}`);
    const vacancy = await this.d.db.vacancy.findUnique({ where: { id: String(id ?? '') } });
    if (!vacancy || (!vacancy.visibility && !can(viewer?.roles, 'manageVacancies'))) return null;
    return vacancy;
  }

  /** `input` as the caller sent it: checked against @agency/schema/vacancies once the role is. */
  async create(actor: Actor, input: unknown): Promise<Vacancy> {
    const v = requirePermission(actor.viewer, 'manageVacancies');
    const { visibility, ...data } = parseInput(vacancyCreate, input);
    const vacancy = await audited(
      this.d.db,
      // Publishing is a deliberate step: a vacancy saved without a choice stays off /careers.
      (tx) => tx.vacancy.create({ data: { ...data, visibility: visibility ?? false } }),
      (created) => ({
        action: 'VACANCY_CREATED',
        by: actor,
        target: vacancyTarget(created),
        summary: `Created the vacancy “${created.name}”${created.visibility ? ', listed' : ', hidden'}`,
        details: { visible: created.visibility },
      }),
    );
    this.#changed(vacancy.id);
    this.d.log.info({ by: v.id, vacancyId: vacancy.id }, 'vacancy created');
    return vacancy;
  }

  async update(actor: Actor, id: unknown, input: unknown): Promise<Vacancy> {
    const v = requirePermission(actor.viewer, 'manageVacancies');
    const key = recordId(id);
    const changes = parseInput(vacancyUpdate, input);
    // Null means "as it is", as left out does.
    const vacancy = await this.#change(actor, key, {
      name: changes.name ?? undefined,
      languageLvl: changes.languageLvl ?? undefined,
      city: changes.city ?? undefined,
      experience: changes.experience ?? undefined,
      content: changes.content ?? undefined,
      visibility: changes.visibility ?? undefined,
    });
    this.d.log.info({ by: v.id, vacancyId: key }, 'vacancy updated');
    return vacancy;
  }

  async setVisibility(actor: Actor, id: string, visibility?: boolean | null): Promise<Vacancy> {
    requirePermission(actor.viewer, 'manageVacancies');
    const existing = await this.d.db.vacancy.findUnique({ where: { id: String(id ?? '') } });
    if (!existing) throw notFound('Vacancy');
    return this.#change(actor, existing.id, { visibility: visibility ?? !existing.visibility });
  }

  async remove(actor: Actor, id: string): Promise<string> {
    const v = requirePermission(actor.viewer, 'manageVacancies');
    const existing = await this.d.db.vacancy.findUnique({ where: { id: String(id ?? '') } });
    if (!existing) throw notFound('Vacancy');
    const deleted = await audited(
      this.d.db,
      (tx) => tx.vacancy.deleteMany({ where: { id: existing.id } }),
      ({ count }) =>
        count === 0
          ? null
          : {
              action: 'VACANCY_DELETED',
              by: actor,
              target: vacancyTarget(existing),
              summary: `Deleted the vacancy “${existing.name}”`,
            },
    );
    if (deleted.count === 0) throw notFound('Vacancy');
    this.#changed(id);
    this.d.log.info({ by: v.id, vacancyId: id }, 'vacancy deleted');
    return id;
  }

  /** Applies a change and records what it changed, in one transaction. */
  async #change(actor: Actor, id: string, data: Prisma.VacancyUpdateInput): Promise<Vacancy> {
    const vacancy = await audited(
      this.d.db,
      async (tx) => {
        const before = await tx.vacancy.findUnique({ where: { id } });
        if (!before) throw notFound('Vacancy');
        return { before, after: await tx.vacancy.update({ where: { id }, data }) };
      },
      ({ before, after }) => vacancyChanges(actor, before, after),
    );
    this.#changed(id);
    return vacancy.after;
  }

  /** The careers list shows every visible vacancy; one vacancy is also read on its own, by id. */
  #changed(id: string): void {
    this.d.changes.publish(['vacancies', `vacancy:${id}`]);
  }
}
