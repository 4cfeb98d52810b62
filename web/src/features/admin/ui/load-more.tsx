import ui from './admin-ui.module.css';

/** A list that continues after its last row (by cursor, decision 037). */
export type Paging = { hasMore: boolean; loading: boolean; onLoadMore: () => void };

/** "Load more" under a staff list while it goes on; it waits while the next page loads. */
export function LoadMore({ hasMore, loading, onLoadMore }: Paging) {
  if (!hasMore) return null;
  return (
    <div className={ui.actions}>
      <button type="button" className={ui.button} onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
