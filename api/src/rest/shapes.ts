import type { Article, ContactRequest, JobApplication, Vacancy } from '../generated/prisma-sqlite/client.ts';
import { readingMinutes } from '@agency/schema/reading-time';
import type { PublicUser } from '../services/users-shared.ts';

/** The legacy JSON the documented /api/* paths answer with: `_id` fields, `experince` spelt so. */
export const articleJson = (a: Article) => ({
  _id: a.id,
  title: a.title,
  slug: a.slug,
  description: a.description,
  content: a.content,
  coverUrl: a.coverUrl,
  category: a.category,
  visibility: a.visibility,
  readingMinutes: readingMinutes(a.content),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

export const vacancyJson = (v: Vacancy) => ({
  _id: v.id,
  name: v.name,
  languageLvl: v.languageLvl,
  city: v.city,
  experince: v.experience,
  content: v.content,
  visibility: v.visibility,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
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

export const leadJson = (l: ContactRequest | JobApplication) => {
  const { id, uploadId: _uploadId, ...rest } = l;
  return { _id: id, ...rest };
};

/** Reads the record id of a PUT body: `_id` as the legacy client sends it, or `id`. */
export function bodyId(body: Record<string, unknown>): string {
  return String(body._id ?? body.id ?? '');
}

/** A vacancy payload in legacy spelling, as the service's input. */
export function vacancyInput(body: Record<string, unknown>) {
  const pick = (key: string) => (body[key] === undefined ? undefined : (body[key] as string));
  return {
    name: pick('name'),
    languageLvl: pick('languageLvl'),
    city: pick('city'),
    experience: pick('experince') ?? pick('experience'),
    content: pick('content'),
    visibility: typeof body.visibility === 'boolean' ? body.visibility : undefined,
  };
}

/** A query-string flag: "true" or "1". */
export const flag = (value: unknown) => value === 'true' || value === '1' || value === true;
