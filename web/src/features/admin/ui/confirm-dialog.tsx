import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styles from './admin-ui.module.css';

type ConfirmRequest = {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
};

/**
 * Asks before a destructive action. A native modal <dialog> gives focus trapping, Escape and the
 * inert background for free. Usage: `const [dialog, confirm] = useConfirm(); ... {dialog}` and
 * `if (await confirm({ title, body, confirmLabel: 'Delete' })) ...`.
 */
export function useConfirm() {
  const ref = useRef<HTMLDialogElement>(null);
  const [request, setRequest] = useState<ConfirmRequest>();
  const titleId = useId();
  const bodyId = useId();

  const confirm = useCallback(
    (options: Omit<ConfirmRequest, 'resolve'>) =>
      new Promise<boolean>((resolve) => {
        setRequest({ ...options, resolve });
        // The dialog element renders with the request; open it once React has committed it.
        requestAnimationFrame(() => ref.current?.showModal());
      }),
    [],
  );

  const finish = (ok: boolean) => {
    ref.current?.close();
    request?.resolve(ok);
    setRequest(undefined);
  };

  const dialog = (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        finish(false);
      }}
    >
      {request && (
        <>
          <h2 id={titleId} className={styles.dialogTitle}>
            {request.title}
          </h2>
          <div id={bodyId}>{request.body}</div>
          <div className={styles.dialogActions}>
            <button type="button" className={styles.button} onClick={() => finish(false)} autoFocus>
              Cancel
            </button>
            <button type="button" className={styles.buttonDanger} onClick={() => finish(true)}>
              {request.confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );

  return [dialog, confirm] as const;
}
