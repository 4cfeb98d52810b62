import { useCallback, useId, useRef, useState } from 'react';
import ui from './admin-ui.module.css';

type ReasonRequest = { stageName: string; what: string; resolve: (reason: string | null) => void };

/** Longest reason the API keeps (@agency/schema/stages STAGE_REASON_MAX). */
const REASON_MAX = 500;

/**
 * Asks why a lead goes to a LOST stage (Lost, Rejected) before it moves. A native modal <dialog>:
 * focus stays in it, Escape cancels. `ask` resolves with the reason, or null when cancelled.
 */
export function useStageReason() {
  const ref = useRef<HTMLDialogElement>(null);
  const [request, setRequest] = useState<ReasonRequest>();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();

  const ask = useCallback(
    (stageName: string, what: string) =>
      new Promise<string | null>((resolve) => {
        setText('');
        setTried(false);
        setRequest({ stageName, what, resolve });
        requestAnimationFrame(() => ref.current?.showModal());
      }),
    [],
  );

  const finish = (reason: string | null) => {
    ref.current?.close();
    request?.resolve(reason);
    setRequest(undefined);
  };

  const missing = text.trim() === '';
  const dialog = (
    <dialog
      ref={ref}
      className={ui.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        finish(null);
      }}
    >
      {request && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!missing) finish(text.trim());
          }}
        >
          <h2 id={titleId} className={ui.dialogTitle}>
            Move {request.what} to {request.stageName}?
          </h2>
          <div className={ui.field}>
            <label htmlFor={fieldId}>Reason (required)</label>
            <textarea
              id={fieldId}
              className={ui.textarea}
              rows={3}
              maxLength={REASON_MAX}
              value={text}
              autoFocus
              aria-invalid={tried && missing}
              aria-describedby={tried && missing ? errorId : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {tried && missing ? (
              <p id={errorId} className={ui.error}>
                Say why, in a few words.
              </p>
            ) : null}
          </div>
          <div className={ui.dialogActions}>
            <button type="button" className={ui.button} onClick={() => finish(null)}>
              Cancel
            </button>
            <button type="submit" className={ui.buttonPrimary}>
              Move to {request.stageName}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
  return [dialog, ask] as const;
}
