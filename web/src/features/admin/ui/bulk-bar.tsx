import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/**
 * Above a list with a selection (decision 047): how many rows are picked, the caller's bulk
 * buttons, a way to pick all shown and to clear. The count is a live region, so a screen reader
 * hears each change of the selection.
 */
export function BulkBar({
  count,
  shown,
  onAll,
  onClear,
  children,
}: {
  count: number;
  shown: number;
  onAll: () => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={ui.bulkBar} role="group" aria-label="Selected rows">
      <span aria-live="polite" className={ui.bulkCount}>
        {count === 0 ? 'None selected' : `${count} selected`}
      </span>
      {children}
      {count < shown ? (
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={onAll}>
          Select all {shown} shown
        </button>
      ) : null}
      {count > 0 ? (
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={onClear}>
          Clear selection
        </button>
      ) : null}
    </div>
  );
}
