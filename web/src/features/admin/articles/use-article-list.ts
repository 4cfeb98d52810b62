import { useQuery } from '@apollo/client/react';
import type { AdminArticleListQuery, ArticleSort } from '../gql/graphql';
import { AdminArticleAuthorsDocument, AdminArticleListDocument } from './article-documents';
import { apiDirection } from '../ui/list-url';
import type { ArticlesSearch } from './article-search';

export const ARTICLE_PAGE_SIZE = 50;

export type ArticleRow = AdminArticleListQuery['articleList']['items'][number];

/** One page of the admin list for the URL's filters, order and position (decision 047). */
export function useArticleList(search: ArticlesSearch) {
  const variables = {
    search: search.q,
    category: search.category,
    states: search.state ? [search.state] : undefined,
    authorId: search.author,
    sort: (search.sort ?? 'CREATED_AT') as ArticleSort,
    direction: apiDirection(search),
    first: ARTICLE_PAGE_SIZE,
    after: search.after,
    before: search.before,
  };
  const { data, previousData, loading, error, refetch } = useQuery(AdminArticleListDocument, { variables });
  // The page stays on screen while the next one loads, rather than flashing "Loading…".
  const page = (data ?? previousData)?.articleList;
  return { page, items: page?.items ?? [], loading, error, refetch: () => void refetch() };
}

/** The staff members who wrote articles: the author filter's choices. */
export function useArticleAuthors() {
  const { data } = useQuery(AdminArticleAuthorsDocument);
  return data?.articleAuthors ?? [];
}
