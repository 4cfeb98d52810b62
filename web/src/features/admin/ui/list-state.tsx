import type { ReactNode } from 'react';
import styles from './admin-ui.module.css';

type ListStateProps = {
  loading: boolean;
  /** The message to show when loading failed (see errorMessage), or undefined. */
  error: string | undefined;
  empty: boolean;
  /** What an empty list means here, e.g. 'No articles yet.' */
  emptyText: ReactNode;
  onRetry: () => void;
  children: ReactNode;
};

/** Loading, error and empty states of an admin list, so no table ever shows a blank screen. */
export function ListState({ loading, error, empty, emptyText, onRetry, children }: ListStateProps) {
  if (error)
    return (
      <div className={styles.state} role="alert">
        <p>{error}</p>
        <button type="button" className={styles.button} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  if (loading && empty)
    return (
      <p className={styles.state} role="status">
        Loading…
      </p>
    );
  if (empty) return <p className={styles.state}>{emptyText}</p>;
  return <>{children}</>;
}

/** A list that continues after its last row (by cursor, decision 037). */
export type Paging = { hasMore: boolean; loading: boolean; onLoadMore: () => void };

/** "Load more" under a staff list while it goes on; it waits while the next page loads. */
export function LoadMore({ hasMore, loading, onLoadMore }: Paging) {
  if (!hasMore) return null;
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
