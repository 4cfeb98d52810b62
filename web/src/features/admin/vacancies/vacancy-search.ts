/** The vacancy list's filter lives in the URL, so a filtered list can be linked to and reloaded. */
export type VacanciesSearch = { q?: string | undefined };

export function validateVacanciesSearch(search: Record<string, unknown>): VacanciesSearch {
  const q = typeof search['q'] === 'string' ? search['q'].trim().slice(0, 100) : '';
  return { q: q || undefined };
}
