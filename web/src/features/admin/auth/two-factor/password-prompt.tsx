import { useCallback, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import ui from '../../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../../ui/errors';

type Request = {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** Does the change with the password; a rejection keeps the dialog open with its message. */
  run: (password: string) => Promise<void>;
  resolve: (done: boolean) => void;
};

/**
 * Asks for the current password before a change to how someone signs in (removing a factor, new
 * recovery codes). A wrong password is said in the dialog, next to the field, and the person can
 * try again; the server's sign-in limits bound the guesses. Usage like useConfirm:
 * `const [dialog, ask] = usePasswordPrompt(); if (await ask({ ..., run })) ...`.
 */
export function usePasswordPrompt() {
  const ref = useRef<HTMLDialogElement>(null);
  const [request, setRequest] = useState<Request>();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const ask = useCallback(
    (options: Omit<Request, 'resolve'>) =>
      new Promise<boolean>((resolve) => {
        setPassword('');
        setError(undefined);
        setRequest({ ...options, resolve });
        requestAnimationFrame(() => ref.current?.showModal());
      }),
    [],
  );

  const finish = (done: boolean) => {
    ref.current?.close();
    request?.resolve(done);
    setRequest(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!password) {
      setError('Please enter your current password.');
      return;
    }
    setBusy(true);
    try {
      await request.run(password);
      finish(true);
    } catch (err) {
      setError(
        fieldErrors(err)['currentPassword'] ?? errorMessage(err, 'That did not work. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <dialog
      ref={ref}
      className={ui.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        finish(false);
      }}
    >
      {request && (
        <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
          <h2 id={`${id}-title`} className={ui.dialogTitle}>
            {request.title}
          </h2>
          <div className={ui.hint}>{request.body}</div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${id}-password`}>
              Current password
            </label>
            <input
              id={`${id}-password`}
              className={ui.input}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              autoFocus
            />
            {error && (
              <p id={`${id}-error`} className={ui.error} role="alert">
                {error}
              </p>
            )}
          </div>
          <div className={ui.dialogActions}>
            <button type="button" className={ui.button} onClick={() => finish(false)}>
              Cancel
            </button>
            <button type="submit" className={ui.buttonDanger} disabled={busy}>
              {request.confirmLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );

  return [dialog, ask] as const;
}
