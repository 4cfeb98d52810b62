import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/** The small buttons of a table row. */
export const rowButton = `${ui.button} ${ui.small}`;

type PublishRowActionsProps = {
  /** The row's name, read out after each button's label ("Hide Senior React Developer"). */
  name: string;
  visible: boolean;
  /** The Edit link (the caller knows its route). */
  edit: ReactNode;
  onToggle: () => void;
  onDelete: () => void;
};

/** Edit, Hide or Show, and Delete: the row actions of the article and vacancy lists. */
export function PublishRowActions({ name, visible, edit, onToggle, onDelete }: PublishRowActionsProps) {
  const named = <span className={ui.visuallyHidden}> {name}</span>;
  return (
    <div className={ui.rowActions}>
      {edit}
      <button type="button" className={rowButton} onClick={onToggle}>
        {visible ? 'Hide' : 'Show'}
        {named}
      </button>
      <button type="button" className={`${ui.buttonDanger} ${ui.small}`} onClick={onDelete}>
        Delete{named}
      </button>
    </div>
  );
}
