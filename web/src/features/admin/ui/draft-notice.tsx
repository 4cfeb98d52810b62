import type { Draft } from './local-draft';
import ui from './admin-ui.module.css';

const when = (time: number) =>
  new Date(time).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Offers the unsaved changes an earlier visit left in this browser (see useEditorState). */
export function DraftNotice({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft<unknown>;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section className={`${ui.notice} ${ui.draftNotice}`} aria-label="Unsaved draft">
      <p>Unsaved changes from {when(draft.savedAt)} were kept in this browser.</p>
      <div className={ui.actions}>
        <button type="button" className={ui.buttonPrimary} onClick={onRestore}>
          Restore them
        </button>
        <button type="button" className={ui.button} onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </section>
  );
}
