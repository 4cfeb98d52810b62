import type { AdminArticleQuery, ArticleCategory } from '../gql/graphql';
import { SLUG_PATTERN } from '@agency/schema/slug';

export type SavedArticle = NonNullable<AdminArticleQuery['article']>;

/** What the form edits; '' for a category not chosen yet. */
export type ArticleValues = {
  title: string;
  slug: string;
  category: ArticleCategory | '';
  description: string;
  content: string;
  coverUrl: string | null;
  visibility: boolean;
};

export type ArticleField = Exclude<keyof ArticleValues, 'visibility'>;
export type ArticleErrors = Partial<Record<ArticleField, string>>;

export const EMPTY_ARTICLE: ArticleValues = {
  title: '',
  slug: '',
  category: '',
  description: '',
  content: '',
  coverUrl: null,
  visibility: false,
};

export const valuesOf = (article: SavedArticle): ArticleValues => ({
  title: article.title,
  slug: article.slug,
  category: article.category,
  description: article.description,
  content: article.content,
  coverUrl: article.coverUrl ?? null,
  visibility: article.visibility,
});

/** The same limits the API applies, said before sending. */
export function validateArticle(values: ArticleValues): ArticleErrors {
  const errors: ArticleErrors = {};
  const title = values.title.trim();
  if (!title || title.length > 200) errors.title = 'Please enter a title (up to 200 characters).';
  if (!SLUG_PATTERN.test(values.slug.replace(/-+$/, '')))
    errors.slug = 'Please enter a slug: lower-case letters, digits and hyphens.';
  if (!values.category) errors.category = 'Choose a category.';
  const description = values.description.trim();
  if (!description || description.length > 500)
    errors.description = 'Please enter a short description (up to 500 characters).';
  if (values.content === '') errors.content = 'Please write the article text.';
  return errors;
}
