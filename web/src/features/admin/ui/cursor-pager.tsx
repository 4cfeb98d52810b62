import ui from './admin-ui.module.css';

type CursorPagerProps = {
  label: string;
  hasPrevious: boolean;
  hasMore: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFirst: () => void;
};

/** Previous and next pages of a list read by cursor (decision 037), the position kept in the URL. */
export function CursorPager({ label, hasPrevious, hasMore, onPrevious, onNext, onFirst }: CursorPagerProps) {
  if (!hasPrevious && !hasMore) return null;
  return (
    <nav className={ui.pager} aria-label={label}>
      {hasPrevious ? (
        <button type="button" className={ui.button} onClick={onFirst}>
          First page
        </button>
      ) : null}
      <button type="button" className={ui.button} disabled={!hasPrevious} onClick={onPrevious}>
        Previous page
      </button>
      <button type="button" className={ui.button} disabled={!hasMore} onClick={onNext}>
        Next page
      </button>
    </nav>
  );
}
