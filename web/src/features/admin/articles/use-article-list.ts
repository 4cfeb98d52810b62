import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import type { AdminArticlesQuery } from '../gql/graphql';
import { errorMessage } from '../ui/errors';
import { AdminArticlesDocument } from './article-documents';
import type { ArticlesSearch } from './article-search';

const PAGE_SIZE = 50;

export type ArticleRow = AdminArticlesQuery['articles']['items'][number];

/** The staff list of articles for the URL's filters, fifty at a time, newest first. */
export function useArticleList(search: ArticlesSearch) {
  const variables = { search: search.q, category: search.category, first: PAGE_SIZE };
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminArticlesDocument, { variables });
  const [loadingMore, setLoadingMore] = useState(false);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        // The page after the last row shown (its cursor; decision 037).
        variables: { after: data?.articles.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          articles: {
            ...fetchMoreResult.articles,
            items: [...previous.articles.items, ...fetchMoreResult.articles.items],
          },
        }),
      });
    } catch (err) {
      notify.error(errorMessage(err, 'Error getAll articles'));
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    page: data?.articles,
    items: data?.articles.items ?? [],
    loading,
    error,
    refetch: () => void refetch(),
    loadMore,
    loadingMore,
  };
}
