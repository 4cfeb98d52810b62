import type { Article, Vacancy } from '../db.ts';
import type { AuditEvent } from './audit.ts';
import type { Actor } from './deps.ts';

// What the audit log records of an article or vacancy edit (decision 030): the names of the fields
// that changed, never their text, and publishing or hiding as an entry of its own.

export const articleTarget = (a: Article) => ({ type: 'article' as const, id: a.id, label: a.title });

/** The fields an edit may change, as the audit log names them. */
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
] as const;

/** What an edit changed: the fields (never their text), and publishing or hiding as its own entry. */
export function articleChanges(actor: Actor, before: Article, after: Article): AuditEvent[] {
  const entries: AuditEvent[] = [];
  const fields = ARTICLE_FIELDS.filter((key) => before[key] !== after[key]);
  if (fields.length)
    entries.push({
      action: 'ARTICLE_UPDATED',
      by: actor,
      target: articleTarget(after),
      summary: `Changed the article “${after.title}”: ${fields.join(', ')}`,
      details: { fields },
    });
  if (before.visibility !== after.visibility)
    entries.push({
      action: after.visibility ? 'ARTICLE_SHOWN' : 'ARTICLE_HIDDEN',
      by: actor,
      target: articleTarget(after),
      summary: `${after.visibility ? 'Published' : 'Hid'} the article “${after.title}”`,
    });
  return entries;
}

export const vacancyTarget = (v: Vacancy) => ({ type: 'vacancy' as const, id: v.id, label: v.name });

const VACANCY_FIELDS = [
  'name',
  'slug',
  'languageLvl',
  'city',
  'country',
  'remote',
  'experience',
  'content',
] as const;

/** What an edit changed: the fields (never their text), and listing or hiding as its own entry. */
export function vacancyChanges(actor: Actor, before: Vacancy, after: Vacancy): AuditEvent[] {
  const entries: AuditEvent[] = [];
  const fields = VACANCY_FIELDS.filter((key) => before[key] !== after[key]);
  if (fields.length)
    entries.push({
      action: 'VACANCY_UPDATED',
      by: actor,
      target: vacancyTarget(after),
      summary: `Changed the vacancy “${after.name}”: ${fields.join(', ')}`,
      details: { fields },
    });
  if (before.visibility !== after.visibility)
    entries.push({
      action: after.visibility ? 'VACANCY_SHOWN' : 'VACANCY_HIDDEN',
      by: actor,
      target: vacancyTarget(after),
      summary: `${after.visibility ? 'Listed' : 'Hid'} the vacancy “${after.name}”`,
    });
  return entries;
}
