import { useEffect, useState } from 'react';
import { firstPage, type ListUrl } from './list-url';

type PageInfo = {
  hasMore: boolean;
  hasPrevious: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
};

/**
 * What the admin lists of articles and vacancies share around their table (decision 047): the
 * selection for bulk actions (cleared when the list changes under it) and the pages by cursor,
 * each kept in the URL through `setUrl`.
 */
export function useListPage<U extends ListUrl>(url: U, setUrl: (next: U) => void, pageSize: number) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const key = JSON.stringify(url);
  useEffect(() => setSelected(new Set()), [key]);
  const start = url.start ?? 1;
  const pager = (page: PageInfo | undefined, shown: number) => ({
    hasMore: !!page?.hasMore,
    hasPrevious: !!page?.hasPrevious,
    onNext: () =>
      setUrl({ ...url, after: page?.endCursor ?? undefined, before: undefined, start: start + shown }),
    onPrevious: () =>
      start - pageSize <= 1
        ? setUrl({ ...url, ...firstPage })
        : setUrl({
            ...url,
            before: page?.startCursor ?? undefined,
            after: undefined,
            start: start - pageSize,
          }),
    onFirst: () => setUrl({ ...url, ...firstPage }),
  });
  return { selected, setSelected, start, pager };
}
