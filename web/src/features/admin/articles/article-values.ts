import { articleForm } from '@agency/schema/articles';
import { errorsOf } from '@agency/schema/validation';
import type { AdminArticleQuery, ArticleCategory } from '../gql/graphql';

export type SavedArticle = NonNullable<AdminArticleQuery['article']>;

/** What the form edits; '' for a category not chosen yet. */
export type ArticleValues = {
  title: string;
  slug: string;
  category: ArticleCategory | '';
  description: string;
  content: string;
  coverUrl: string | null;
  /** Required whenever there is a cover (decision 044). */
  coverAlt: string;
  /** Search and sharing; '' shows the title and description. */
  metaTitle: string;
  metaDescription: string;
  shareImageUrl: string | null;
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
  coverAlt: '',
  metaTitle: '',
  metaDescription: '',
  shareImageUrl: null,
  visibility: false,
};

export const valuesOf = (article: SavedArticle): ArticleValues => ({
  title: article.title,
  slug: article.slug,
  category: article.category,
  description: article.description,
  content: article.content,
  coverUrl: article.coverUrl ?? null,
  coverAlt: article.coverAlt ?? '',
  metaTitle: article.metaTitle ?? '',
  metaDescription: article.metaDescription ?? '',
  shareImageUrl: article.shareImageUrl ?? null,
  visibility: article.visibility,
});

/** The API's own rules and messages (@agency/schema/articles), said before sending. */
export const validateArticle = (values: ArticleValues): ArticleErrors =>
  errorsOf<ArticleField>(articleForm, values);
