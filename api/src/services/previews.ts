import { createHash } from 'node:crypto';
import type { PreviewKind } from '@agency/schema/previews';
import type { Article, Db, Vacancy } from '../db.ts';
import { readSnapshot } from './revision-fields.ts';

/**
 * What a preview shows and an approval is about: an article or a vacancy with its fields as they
 * will be published (decision 049).
 */
export type PreviewContent = { kind: 'ARTICLE'; article: Article } | { kind: 'VACANCY'; vacancy: Vacancy };

/**
 * THE seam between previews and drafts: the record's content as it will be published, that is the
 * record with its pending draft's fields over it when it has one (decision 045), else as it is.
 * The preview page, the approvals and the publish gate all read it. Null when the record is gone.
 */
export async function previewContentOf(
  db: Pick<Db, 'article' | 'vacancy' | 'editState' | 'revision'>,
  kind: PreviewKind,
  id: string,
): Promise<PreviewContent | null> {
  const record =
    kind === 'ARTICLE'
      ? await db.article.findUnique({ where: { id } })
      : await db.vacancy.findUnique({ where: { id } });
  if (!record) return null;
  const state = await db.editState.findUnique({
    where: { recordType_recordId: { recordType: kind, recordId: id } },
    select: { draftRevision: true },
  });
  const draft =
    state?.draftRevision == null
      ? null
      : await db.revision.findUnique({
          where: {
            recordType_recordId_number: { recordType: kind, recordId: id, number: state.draftRevision },
          },
          select: { snapshot: true },
        });
  const pending = draft ? readSnapshot(kind, draft.snapshot) : {};
  return kind === 'ARTICLE'
    ? { kind, article: { ...(record as Article), ...pending } }
    : { kind, vacancy: { ...(record as Vacancy), ...pending } };
}

/** The fields a visitor sees on the page: what an approval is an approval of. */
const ARTICLE_FIELDS = [
  'title',
  'slug',
  'description',
  'content',
  'category',
  'coverUrl',
  'coverAlt',
  'metaTitle',
  'metaDescription',
  'shareImageUrl',
] as const satisfies readonly (keyof Article)[];
const VACANCY_FIELDS = [
  'name',
  'languageLvl',
  'experience',
  'content',
  'city',
  'country',
  'remote',
] as const satisfies readonly (keyof Vacancy)[];

/**
 * A SHA-256 of the published fields of an article or vacancy (a row, or a row with a write's
 * changes over it): an approval stands while this is unchanged, and lapses with any edit to them.
 */
export function contentHash(kind: PreviewKind, row: Partial<Record<string, unknown>>): string {
  const fields: readonly string[] = kind === 'ARTICLE' ? ARTICLE_FIELDS : VACANCY_FIELDS;
  const values = fields.map((f) => row[f] ?? null);
  return createHash('sha256')
    .update(JSON.stringify([kind, ...values]))
    .digest('base64url');
}

export const hashOfContent = (content: PreviewContent) =>
  content.kind === 'ARTICLE'
    ? contentHash('ARTICLE', content.article)
    : contentHash('VACANCY', content.vacancy);

/** The ReviewEvent / PreviewLink columns that name the record. */
export const recordKey = (kind: PreviewKind, id: string) =>
  kind === 'ARTICLE' ? { articleId: id } : { vacancyId: id };

/** The title people know the record by. */
export const titleOf = (content: PreviewContent) =>
  content.kind === 'ARTICLE' ? content.article.title : content.vacancy.name;
