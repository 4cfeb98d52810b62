import type { ArticleCategory, ArticleUpdateInput } from '../gql/graphql';
import type { ArticleValues } from './article-values';

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const orNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The form's values for a stored draft or revision (the server's JSON of the editable fields). */
export function articleFromSnapshot(
  snapshot: Record<string, unknown>,
  current: ArticleValues,
): ArticleValues {
  const category = text(snapshot['category'], current.category).replace(/ /g, '_');
  return {
    ...current,
    title: text(snapshot['title'], current.title),
    slug: text(snapshot['slug'], current.slug),
    category: category as ArticleCategory | '',
    description: text(snapshot['description'], current.description),
    content: text(snapshot['content'], current.content),
    coverUrl: orNull(snapshot['coverUrl']),
    coverAlt: text(snapshot['coverAlt'], ''),
    metaTitle: text(snapshot['metaTitle'], ''),
    metaDescription: text(snapshot['metaDescription'], ''),
    shareImageUrl: orNull(snapshot['shareImageUrl']),
  };
}

/** What a draft save sends: the fields as they are (unfinished ones too; visibility is no part of a draft). */
export function articleDraftInput(v: ArticleValues): ArticleUpdateInput {
  return {
    title: v.title,
    slug: v.slug.replace(/-+$/, '') || undefined,
    description: v.description,
    content: v.content,
    category: v.category || undefined,
    coverUrl: v.coverUrl,
    coverAlt: v.coverAlt,
    metaTitle: v.metaTitle,
    metaDescription: v.metaDescription,
    shareImageUrl: v.shareImageUrl,
  };
}
