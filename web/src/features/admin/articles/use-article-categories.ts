import { useQuery } from '@apollo/client/react';
import { ARTICLE_CATEGORIES } from '../../../components/article-view/article-categories';
import { categoryLabel } from '../../../components/article-view/article-meta';
import type { ArticleCategory } from '../gql/graphql';
import { AdminArticleCategoriesDocument } from './article-documents';

/**
 * The categories as the API names and counts them (drafts included), for the list's filter and
 * column and the editor's choice. Until they arrive, or if they cannot, the five are offered under
 * their enum names, so nothing waits on this request.
 */
export function useArticleCategories() {
  const { data, error } = useQuery(AdminArticleCategoriesDocument);
  const options =
    data?.categories ??
    ARTICLE_CATEGORIES.map((category) => ({ category, name: categoryLabel(category), quantity: null }));
  const nameOf = (category: ArticleCategory) =>
    options.find((option) => option.category === category)?.name ?? categoryLabel(category);
  return { options, nameOf, error };
}

export type ArticleCategories = ReturnType<typeof useArticleCategories>;
