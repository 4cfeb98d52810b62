import { validateListUrl, type ListUrl } from '../ui/list-url';

/** The columns the list sorts by, as the API names them. */
export const VACANCY_SORTS = [
  'NAME',
  'LOCATION',
  'EXPERIENCE',
  'ENGLISH',
  'STATE',
  'CREATED_AT',
  'UPDATED_AT',
] as const;

/** The list's state lives in the URL (search, state, order, page; decision 047). */
export type VacanciesSearch = ListUrl;

export function validateVacanciesSearch(search: Record<string, unknown>): VacanciesSearch {
  return validateListUrl(search, VACANCY_SORTS);
}
