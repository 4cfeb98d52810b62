import { isArticleCategory } from '../../components/article-view/article-categories';
import type { ArticleCategory } from '../../gql/graphql';

/** Articles per page of /blog. */
export const BLOG_PAGE_SIZE = 9;

export type BlogSearch = { category?: ArticleCategory; page?: number };

/**
 * Reads ?category= and ?page= of /blog. Anything unknown is dropped rather than rejected, so an
 * old or mistyped link still shows the blog. The display name ("WEB TECHNOLOGIES") is accepted too.
 */
export function parseBlogSearch(search: Record<string, unknown>): BlogSearch {
  // Both keys are always present: the router merges the result over the raw query, so a key
  // left out would let an invalid raw value through.
  const result: BlogSearch = { category: undefined, page: undefined };
  if (typeof search.category === 'string') {
    const category = search.category
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_');
    if (isArticleCategory(category)) result.category = category;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page < 10_000) result.page = page;
  return result;
}
