import { isRecordState, type RecordStateValue } from './record-states';

/**
 * What the admin lists of articles and vacancies keep in the URL (decision 047): the search, the
 * state, the order and the page (a cursor and the first row's number), so a reload, Back and a
 * shared link show the same list.
 */
export type ListUrl = {
  q?: string | undefined;
  state?: RecordStateValue | undefined;
  sort?: string | undefined;
  dir?: 'asc' | 'desc' | undefined;
  after?: string | undefined;
  before?: string | undefined;
  start?: number | undefined;
};

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/** The shared keys of a list's URL, each invalid one dropped; `sorts` are the list's sort names. */
export function validateListUrl(search: Record<string, unknown>, sorts: readonly string[]): ListUrl {
  const sort =
    typeof search['sort'] === 'string' && sorts.includes(search['sort']) ? search['sort'] : undefined;
  const dir = search['dir'] === 'asc' || search['dir'] === 'desc' ? search['dir'] : undefined;
  const start = Number(search['start']);
  // Every key is always present, so an invalid raw value cannot survive the router's merge.
  return {
    q: text(search['q'], 100),
    state: isRecordState(search['state']) ? search['state'] : undefined,
    sort,
    dir,
    after: text(search['after'], 1000),
    before: text(search['before'], 1000),
    start: Number.isInteger(start) && start > 1 ? start : undefined,
  };
}

/** The same list from its first page: any change of filter or order starts over. */
export const firstPage = { after: undefined, before: undefined, start: undefined } as const;

/** The column the list is sorted by and which way, for RecordTable's `sort`. */
export function tableSort(
  url: ListUrl,
  fallback: string,
  onChange: (patch: Pick<ListUrl, 'sort' | 'dir'>) => void,
) {
  const key = url.sort ?? fallback;
  const descending = (url.dir ?? (url.sort ? 'asc' : 'desc')) === 'desc';
  return {
    key,
    direction: descending ? ('descending' as const) : ('ascending' as const),
    // The same column again turns it round; another starts A to Z (dates: newest first).
    onSort: (next: string) =>
      onChange(
        next === key
          ? { sort: next, dir: descending ? 'asc' : 'desc' }
          : { sort: next, dir: /_AT$/.test(next) ? 'desc' : 'asc' },
      ),
  };
}

/** The API's direction for the URL: as given, else A to Z for a chosen column, newest first by default. */
export function apiDirection(url: ListUrl): 'ASC' | 'DESC' {
  const dir = url.dir ?? (url.sort ? 'asc' : 'desc');
  return dir === 'asc' ? 'ASC' : 'DESC';
}
