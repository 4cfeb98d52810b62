import type { Article, Vacancy } from '../db.ts';

// What a revision keeps of an article or a vacancy (decision 045): the fields people edit. Visibility
// is not among them: a draft never publishes or hides anything by itself.

export type RecordType = 'ARTICLE' | 'VACANCY';

export const ARTICLE_SNAPSHOT_FIELDS = [
  'title',
  'slug',
  'category',
  'description',
  'content',
  'coverUrl',
  'coverAlt',
  'metaTitle',
  'metaDescription',
  'shareImageUrl',
] as const;

export const VACANCY_SNAPSHOT_FIELDS = [
  'name',
  'languageLvl',
  'experience',
  'city',
  'country',
  'remote',
  'content',
] as const;

export type Snapshot = Record<string, string | boolean | null>;

/** The field names of a record type, in the order the history shows them. */
export const snapshotFields = (type: RecordType): readonly string[] =>
  type === 'ARTICLE' ? ARTICLE_SNAPSHOT_FIELDS : VACANCY_SNAPSHOT_FIELDS;

/** How the history panel names each field. */
export const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  slug: 'Address (slug)',
  category: 'Category',
  description: 'Description',
  content: 'Text',
  coverUrl: 'Cover',
  coverAlt: 'Cover alt text',
  metaTitle: 'Search title',
  metaDescription: 'Search description',
  shareImageUrl: 'Social image',
  name: 'Name',
  languageLvl: 'English level',
  experience: 'Experience',
  city: 'City',
  country: 'Country',
  remote: 'Remote',
};

export function snapshotOf(type: RecordType, record: Article | Vacancy): Snapshot {
  const source = record as unknown as Record<string, string | boolean | null | undefined>;
  return Object.fromEntries(snapshotFields(type).map((field) => [field, source[field] ?? null]));
}

/** Reads a stored snapshot; fields it lacks (a field added later) are null. */
export function readSnapshot(type: RecordType, json: string): Snapshot {
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(json) as Record<string, unknown>;
  } catch {
    /* a broken row reads as empty rather than failing the history */
  }
  return Object.fromEntries(
    snapshotFields(type).map((field) => {
      const value = parsed[field];
      return [field, typeof value === 'string' || typeof value === 'boolean' ? value : null];
    }),
  );
}

export function changedFields(type: RecordType, before: Snapshot | null, after: Snapshot): string[] {
  return snapshotFields(type).filter((field) => (before?.[field] ?? null) !== (after[field] ?? null));
}
