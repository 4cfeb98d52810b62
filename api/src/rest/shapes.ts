import type { Article, Vacancy } from '../db.ts';
import { readingMinutes } from '@agency/schema/reading-time';
import type { PublicUser } from '../services/users-shared.ts';
import type { VacanciesService } from '../services/vacancies.ts';
import { placeOf } from '@agency/schema/vacancy-place';

/** The legacy JSON the documented /api/* paths answer with: `_id` fields, `experince` spelt so. */
export const articleJson = (a: Article) => ({
  _id: a.id,
  title: a.title,
  slug: a.slug,
  description: a.description,
  content: a.content,
  coverUrl: a.coverUrl,
  coverAlt: a.coverAlt,
  metaTitle: a.metaTitle,
  metaDescription: a.metaDescription,
  shareImageUrl: a.shareImageUrl,
  category: a.category,
  visibility: a.visibility,
  readingMinutes: readingMinutes(a.content),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

/**
 * A vacancy in the documented JSON (`_id`, `experince`). `city` keeps its old meaning, the place as
 * one text ("Kyiv", "Remote", "Kyiv or remote"), so a client written for it reads remote jobs as it
 * did; the added fields say the same in parts (`office`, `country`, `remote`) and give the page
 * (`slug`, `url`).
 */
export const vacancyJson = (v: Vacancy, vacancies: Pick<VacanciesService, 'slugOf' | 'pageUrl'>) => ({
  _id: v.id,
  name: v.name,
  languageLvl: v.languageLvl,
  city: placeOf(v),
  experince: v.experience,
  content: v.content,
  visibility: v.visibility,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
  slug: vacancies.slugOf(v),
  url: vacancies.pageUrl(v),
  office: v.city,
  country: v.country,
  remote: v.remote,
});

export const userJson = (u: PublicUser) => ({
  _id: u.id,
  email: u.email,
  name: u.name,
  roles: u.roles,
  active: u.active,
  createdAt: u.createdAt,
  lastLoginAt: u.lastLoginAt,
});

/**
 * The record id of a PUT body, `_id` as the legacy client sends it or `id`, as sent: the service
 * checks it once it has checked the caller's role.
 */
export const bodyId = (body: Record<string, unknown>): unknown => body._id ?? body.id;

/**
 * A vacancy payload in legacy spelling (`experince`, as the spec's client sends it), renamed to the
 * service's input; the vacancy rules (@agency/schema/vacancies) then check it, naming `experience`.
 */
export function vacancyInput(body: Record<string, unknown>): Record<string, unknown> {
  const { experince, ...rest } = body;
  return { ...rest, experience: experince ?? body.experience };
}

/** A query-string flag: "true" or "1". */
export const flag = (value: unknown) => value === 'true' || value === '1' || value === true;

/** A Content-Disposition header with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export const contentDisposition = (kind: 'attachment' | 'inline', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
