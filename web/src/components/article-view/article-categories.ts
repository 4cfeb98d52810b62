import type { ArticleCategory } from '../../gql/graphql';

/** The five categories in the order the blog shows them (the API's enum, spelt as GraphQL spells it). */
export const ARTICLE_CATEGORIES = [
  'TRENDS',
  'DEVELOPMENT',
  'WEB_TECHNOLOGIES',
  'DESIGN',
  'MOBILE',
] as const satisfies readonly ArticleCategory[];

export const isArticleCategory = (value: unknown): value is ArticleCategory =>
  (ARTICLE_CATEGORIES as readonly unknown[]).includes(value);
