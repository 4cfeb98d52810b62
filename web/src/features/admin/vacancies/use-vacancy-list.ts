import { useQuery } from '@apollo/client/react';
import type { AdminVacancyListQuery, VacancySort } from '../gql/graphql';
import { apiDirection } from '../ui/list-url';
import { AdminVacancyListDocument } from './vacancy-documents';
import type { VacanciesSearch } from './vacancy-search';

export const VACANCY_PAGE_SIZE = 50;

export type VacancyRow = AdminVacancyListQuery['vacancyList']['items'][number];

/** One page of the admin list for the URL's search, state, order and position (decision 047). */
export function useVacancyList(search: VacanciesSearch) {
  const { data, previousData, loading, error, refetch } = useQuery(AdminVacancyListDocument, {
    variables: {
      search: search.q,
      states: search.state ? [search.state] : undefined,
      sort: (search.sort ?? 'CREATED_AT') as VacancySort,
      direction: apiDirection(search),
      first: VACANCY_PAGE_SIZE,
      after: search.after,
      before: search.before,
    },
  });
  const page = (data ?? previousData)?.vacancyList;
  return { page, items: page?.items ?? [], loading, error, refetch: () => void refetch() };
}
