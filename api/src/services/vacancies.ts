import { sanitizeRichText } from '@agency/schema/rich-text';
import type { Vacancy } from '../generated/prisma-sqlite/client.ts';
import { can } from '@agency/schema/roles';
import { recordRead } from '../caching/read-tags.ts';
import type { Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { invalidInput, notFound } from './errors.ts';

export type VacancyInput = {
  name: string;
  languageLvl: string;
  city: string;
  experience: string;
  content: string;
  visibility?: boolean | null;
};

const FIELD_MESSAGES = {
  name: 'Please enter the position name.',
  languageLvl: 'Please enter the language level.',
  city: 'Please enter the city.',
  experience: 'Please enter the experience required.',
} as const;

/** Vacancies: visitors see visible ones; HR, ADMIN and OWNER see and edit all of them. */
export class VacanciesService {
  constructor(private readonly d: Deps) {}

  async list(viewer: Viewer | null, opts: { includeHidden?: boolean | null } = {}): Promise<Vacancy[]> {
    if (opts.includeHidden) requirePermission(viewer, 'manageVacancies');
    const load = () =>
      this.d.db.vacancy.findMany({
        where: opts.includeHidden ? {} : { visibility: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
    return opts.includeHidden ? load() : this.d.publicCache.get('vacancies', 'visible', load);
  }

  async get(viewer: Viewer | null, id: string): Promise<Vacancy | null> {
    recordRead(`vacancy:${id}`);
    const vacancy = await this.d.db.vacancy.findUnique({ where: { id: String(id ?? '') } });
    if (!vacancy || (!vacancy.visibility && !can(viewer?.roles, 'manageVacancies'))) return null;
    return vacancy;
  }

  async create(viewer: Viewer | null, input: VacancyInput): Promise<Vacancy> {
    const v = requirePermission(viewer, 'manageVacancies');
    const data = this.#validate(input, true) as Required<Omit<VacancyInput, 'visibility'>>;
    const vacancy = await this.d.db.vacancy.create({
      // Publishing is a deliberate step: a vacancy saved without a choice stays off /careers.
      data: { ...data, visibility: input.visibility ?? false },
    });
    this.#changed(vacancy.id);
    this.d.log.info({ by: v.id, vacancyId: vacancy.id }, 'vacancy created');
    return vacancy;
  }

  async update(viewer: Viewer | null, id: string, input: Partial<VacancyInput>): Promise<Vacancy> {
    const v = requirePermission(viewer, 'manageVacancies');
    const data: Record<string, unknown> = this.#validate(input, false);
    if (input.visibility != null) data.visibility = input.visibility;
    const updated = await this.d.db.vacancy.updateMany({ where: { id: String(id ?? '') }, data });
    if (updated.count === 0) throw notFound('Vacancy');
    this.#changed(id);
    this.d.log.info({ by: v.id, vacancyId: id }, 'vacancy updated');
    return this.d.db.vacancy.findUniqueOrThrow({ where: { id } });
  }

  async setVisibility(viewer: Viewer | null, id: string, visibility?: boolean | null): Promise<Vacancy> {
    requirePermission(viewer, 'manageVacancies');
    const existing = await this.d.db.vacancy.findUnique({ where: { id: String(id ?? '') } });
    if (!existing) throw notFound('Vacancy');
    const vacancy = await this.d.db.vacancy.update({
      where: { id },
      data: { visibility: visibility ?? !existing.visibility },
    });
    this.#changed(id);
    return vacancy;
  }

  async remove(viewer: Viewer | null, id: string): Promise<string> {
    const v = requirePermission(viewer, 'manageVacancies');
    const deleted = await this.d.db.vacancy.deleteMany({ where: { id: String(id ?? '') } });
    if (deleted.count === 0) throw notFound('Vacancy');
    this.#changed(id);
    this.d.log.info({ by: v.id, vacancyId: id }, 'vacancy deleted');
    return id;
  }

  /** The careers list shows every visible vacancy; one vacancy is also read on its own, by id. */
  #changed(id: string): void {
    this.d.changes.publish(['vacancies', `vacancy:${id}`]);
  }

  #validate(input: Partial<VacancyInput>, creating: boolean) {
    const out: Partial<Record<keyof typeof FIELD_MESSAGES | 'content', string>> = {};
    const fields: Record<string, string> = {};
    for (const key of Object.keys(FIELD_MESSAGES) as (keyof typeof FIELD_MESSAGES)[]) {
      const value = input[key];
      if (value == null && !creating) continue;
      const trimmed = String(value ?? '').trim();
      if (!trimmed || trimmed.length > 200) fields[key] = FIELD_MESSAGES[key];
      else out[key] = trimmed;
    }
    if (input.content != null || creating) {
      const content = sanitizeRichText(String(input.content ?? ''));
      if (!content.replace(/<[^>]*>/g, '').trim()) fields.content = 'Please describe the vacancy.';
      else out.content = content;
    }
    if (Object.keys(fields).length) throw invalidInput(Object.values(fields)[0]!, fields);
    return out;
  }
}
