import { isArticleCategory } from '../../../components/article-view/article-categories';
import type { ArticleCategory } from '../gql/graphql';

/** The list's filters live in the URL, so a filtered list survives a reload and can be shared. */
export type ArticlesSearch = { q?: string | undefined; category?: ArticleCategory | undefined };

export function validateArticlesSearch(search: Record<string, unknown>): ArticlesSearch {
  const q = typeof search['q'] === 'string' ? search['q'].trim().slice(0, 100) : '';
  const category = isArticleCategory(search['category']) ? search['category'] : undefined;
  // Both keys are always present, so an invalid raw value cannot survive the router's merge.
  return { q: q || undefined, category };
}
