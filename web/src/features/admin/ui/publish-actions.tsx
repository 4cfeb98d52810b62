import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

type PublishActionsProps = {
  /** Names the checkbox's hint: `${idPrefix}-visibility-hint`. */
  idPrefix: string;
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
  /** The checkbox's label ("Visible", "Listed on the careers page"). */
  visibleLabel: string;
  /** What publishing does, under the checkbox. */
  visibleHint: string;
  busy: boolean;
  /** The submit button's label when nothing is saved yet ("Create article"). */
  createLabel: string;
  isNew: boolean;
  /** The submit button's label for a saved entry (default "Save changes"). */
  saveLabel?: string;
  /** Buttons between Save and Back (the article's preview toggle). */
  children?: ReactNode;
  /** The link back to the list (the caller knows its route). */
  back: ReactNode;
  dirty: boolean;
};

/**
 * The foot of the article and vacancy editors: whether the entry is public, then Save (or Create),
 * any extra buttons, the way back to the list and the unsaved-changes hint.
 */
export function PublishActions(props: PublishActionsProps) {
  const hintId = `${props.idPrefix}-visibility-hint`;
  return (
    <>
      <div className={ui.field}>
        <label className={ui.checkbox}>
          <input
            type="checkbox"
            checked={props.visible}
            onChange={(event) => props.onVisibleChange(event.target.checked)}
            aria-describedby={hintId}
          />
          {props.visibleLabel}
        </label>
        <p id={hintId} className={ui.hint}>
          {props.visibleHint}
        </p>
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={props.busy}>
          {props.busy ? 'Saving…' : props.isNew ? props.createLabel : (props.saveLabel ?? 'Save changes')}
        </button>
        {props.children}
        {props.back}
        {props.dirty && <p className={ui.hint}>Unsaved changes</p>}
      </div>
    </>
  );
}
