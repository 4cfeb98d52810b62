import { useQuery } from '@apollo/client/react';
import type { AdminVacanciesQuery } from '../gql/graphql';
import { AdminVacanciesDocument } from './vacancy-documents';

export type VacancyRow = AdminVacanciesQuery['vacancies'][number];

const matches = (row: VacancyRow, q: string) =>
  `${row.name} ${row.place}`.toLocaleLowerCase().includes(q.toLocaleLowerCase());

/**
 * Every vacancy, hidden ones too, newest first, and those matching the search by name or place.
 * The list is short (tens), so it comes whole and is filtered here as staff type.
 */
export function useVacancyList(q: string | undefined) {
  const { data, loading, error, refetch } = useQuery(AdminVacanciesDocument);
  // The API lists oldest first (the careers page's order); staff want the newest on top.
  const all = [...(data?.vacancies ?? [])].reverse();
  const rows = q ? all.filter((row) => matches(row, q)) : all;
  return { all, rows, loading, error, refetch: () => void refetch() };
}
