import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/** The small buttons of a table row. */
const rowButton = `${ui.button} ${ui.small}`;

type PublishRowActionsProps = {
  /** The row's name, read out after each button's label ("Hide Senior React Developer"). */
  name: string;
  visible: boolean;
  /** The Edit link: the caller knows its route, and gives it this label and class. */
  editLink: (label: ReactNode, className: string) => ReactNode;
  onToggle: () => void;
  onDelete: () => void;
};

/** Edit, Hide or Show, and Delete: the row actions of the article and vacancy lists. */
export function PublishRowActions({ name, visible, editLink, onToggle, onDelete }: PublishRowActionsProps) {
  const named = <span className={ui.visuallyHidden}> {name}</span>;
  return (
    <div className={ui.rowActions}>
      {editLink(<>Edit{named}</>, rowButton)}
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
