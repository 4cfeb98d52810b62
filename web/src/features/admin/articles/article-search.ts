import type { ArticleCategory } from '../gql/graphql';

/** The five categories in the order the blog shows them; the list used until the counts arrive. */
export const ARTICLE_CATEGORIES = [
  'TRENDS',
  'DEVELOPMENT',
  'WEB_TECHNOLOGIES',
  'DESIGN',
  'MOBILE',
] as const satisfies readonly ArticleCategory[];

export const isArticleCategory = (value: unknown): value is ArticleCategory =>
  (ARTICLE_CATEGORIES as readonly unknown[]).includes(value);

/** The list's filters live in the URL, so a filtered list survives a reload and can be shared. */
export type ArticlesSearch = { q?: string | undefined; category?: ArticleCategory | undefined };

export function validateArticlesSearch(search: Record<string, unknown>): ArticlesSearch {
  const q = typeof search['q'] === 'string' ? search['q'].trim().slice(0, 100) : '';
  const category = isArticleCategory(search['category']) ? search['category'] : undefined;
  // Both keys are always present, so an invalid raw value cannot survive the router's merge.
  return { q: q || undefined, category };
}
