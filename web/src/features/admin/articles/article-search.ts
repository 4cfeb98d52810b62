import { isArticleCategory } from '../../../components/article-view/article-categories';
import type { ArticleCategory } from '../gql/graphql';
import { validateListUrl, type ListUrl } from '../ui/list-url';

/** The columns the list sorts by, as the API names them. */
export const ARTICLE_SORTS = ['TITLE', 'CATEGORY', 'STATE', 'CREATED_AT', 'UPDATED_AT'] as const;

/**
 * The list's state lives in the URL (search, category, state, author, order, page), so a filtered
 * list survives a reload and can be shared (decision 047).
 */
export type ArticlesSearch = ListUrl & {
  category?: ArticleCategory | undefined;
  author?: string | undefined;
};

export function validateArticlesSearch(search: Record<string, unknown>): ArticlesSearch {
  const category = isArticleCategory(search['category']) ? search['category'] : undefined;
  const author =
    typeof search['author'] === 'string' && /^[\w-]{1,64}$/.test(search['author'])
      ? search['author']
      : undefined;
  return { ...validateListUrl(search, ARTICLE_SORTS), category, author };
}
