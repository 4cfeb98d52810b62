import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { EditableType } from '../gql/graphql';
import ui from './admin-ui.module.css';
import { DiscardDraftDocument } from './editing-documents';
import { notifyFailure } from './errors';
import styles from './editing-panel.module.css';
import { HistoryPanel, type Comparison } from './history-panel';
import type { ServerDraft } from './use-server-draft';

const time = (value: unknown) =>
  new Date(value instanceof Date ? value : String(value)).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The draft's save state in words, for the status line (announced politely). */
function statusText(server: ServerDraft): string {
  switch (server.status) {
    case 'saving':
      return 'Saving the draft…';
    case 'saved':
      return `Draft saved at ${time(server.savedAt ?? new Date())}. The live page has not changed.`;
    case 'failed':
      return `The draft could not be saved: ${server.error ?? 'try again'}. Your text is kept in this browser.`;
    case 'offline':
      return 'Offline: your changes are kept in this browser and saved to the server when the connection is back.';
    case 'conflict':
      return 'Not saved: someone else saved a newer version.';
    default:
      return server.state?.draftRevision
        ? 'Unpublished changes are saved as a draft.'
        : 'Changes are saved as a draft as you type.';
  }
}

/**
 * Above an editor of a saved record (decision 045): who else is editing, whether the live version
 * differs from the pending draft, the draft's save state, a conflict's choice, and the history.
 */
export function EditingPanel({ type, id, server }: { type: EditableType; id: string; server: ServerDraft }) {
  // `?history` in the address opens the history at once (a link to it, or a screenshot of it).
  const [open, setOpen] = useState(
    () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('history'),
  );
  const [comparison, setComparison] = useState<Comparison>();
  const [discard, discarding] = useMutation(DiscardDraftDocument);
  const state = server.state;

  const compare = (c: Comparison) => {
    setComparison(c);
    setOpen(true);
  };

  const discardDraft = async () => {
    if (!state) return;
    try {
      const { data } = await discard({ variables: { type, id, baseRevision: state.head } });
      if (data) server.adopt(data.discardDraft);
    } catch (err) {
      notifyFailure(err, 'The draft could not be discarded.');
    }
  };

  return (
    <div className={styles.bar}>
      {server.others.length > 0 && (
        <div className={styles.presence} role="status">
          <p>
            Also editing now: <strong>{server.others.map((o) => o.name).join(', ')}</strong>. Your saves and
            theirs are kept apart; a save based on an older version is stopped and you choose.
          </p>
        </div>
      )}
      {server.conflict && (
        <section className={styles.conflict} role="alert" aria-label="Conflicting changes">
          <p>
            Someone else saved a newer version (revision {server.conflict.head}) after the one you started
            from (revision {server.conflict.base}). Your changes are not lost.
          </p>
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.button}
              onClick={() => compare({ from: server.conflict!.base, to: server.conflict!.head })}
            >
              See their changes
            </button>
            <button type="button" className={ui.buttonPrimary} onClick={() => void server.keepMine()}>
              Keep mine as a new revision
            </button>
          </div>
        </section>
      )}
      {state?.draftRevision && (
        <section className={styles.banner} aria-label="Unpublished changes">
          <p>
            Live version differs: unpublished changes saved at {time(state.draftSavedAt ?? new Date())}
            {state.draftSavedBy ? ` by ${state.draftSavedBy}` : ''}. Visitors see the live version until you
            publish the changes.
          </p>
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.button}
              onClick={() => compare({ from: state.liveRevision, to: state.draftRevision! })}
            >
              Compare with the live version
            </button>
            <button
              type="button"
              className={ui.button}
              disabled={discarding.loading}
              onClick={() => void discardDraft()}
            >
              Discard the draft
            </button>
          </div>
        </section>
      )}
      <div className={ui.actions}>
        <p
          className={`${styles.status} ${server.status === 'failed' || server.status === 'offline' ? styles.statusFailed : ''}`}
          role="status"
          aria-live="polite"
        >
          {statusText(server)}
        </p>
        <button
          type="button"
          className={ui.button}
          aria-expanded={open}
          aria-controls="editor-history"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide history' : 'History'}
        </button>
      </div>
      {open && (
        <div id="editor-history">
          <HistoryPanel
            type={type}
            id={id}
            server={server}
            comparison={comparison}
            onCompare={setComparison}
          />
        </div>
      )}
    </div>
  );
}
