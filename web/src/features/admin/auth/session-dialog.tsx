import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SecondFactorMethod } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { SecondFactorStep } from './second-factor-step';
import { useSignIn } from './sign-in';
import type { Viewer } from './viewer';

type SessionDialogProps = {
  /** Who was signed in; the same person signs in again. */
  viewer: Viewer;
  onSignedIn: (viewer: Viewer) => void;
  /** Closes the dialog and leaves the screen for the login page. */
  onLeave: () => void;
  /** Escape: closes the dialog; the next request that needs the session opens it again. */
  onDismiss: () => void;
};

/**
 * "Your session has ended" over the screen someone is working on (a revoked or expired token), with
 * the password field right there: signing in again keeps the screen and everything typed into it,
 * so the save that failed can simply be repeated. A modal <dialog> keeps focus inside and returns
 * it (to the Save button) when it closes.
 */
export function SessionDialog({ viewer, onSignedIn, onLeave, onDismiss }: SessionDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  // An account with two-step sign-in finishes here too, so the screen behind stays as it was.
  const [second, setSecond] = useState<{ ticket: string; methods: SecondFactorMethod[] }>();
  const { signIn, loading } = useSignIn();
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The password is what is asked for (React's autoFocus runs before the dialog is open).
    passwordRef.current?.focus();
    return () => dialog?.close();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!password) {
      setError('Please enter your password.');
      return;
    }
    try {
      const answer = await signIn(viewer.email, password);
      if (answer.step === 'SIGNED_IN' && answer.user) onSignedIn(answer.user);
      else if (answer.step === 'SECOND_FACTOR')
        setSecond({ ticket: answer.ticket!, methods: answer.methods ?? [] });
      // Setting up a factor is a job for the login page.
      else onLeave();
    } catch (err) {
      setError(errorMessage(err, 'Sign-in failed. Check your connection and try again.'));
    }
  };

  return (
    <dialog
      ref={ref}
      className={ui.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2 id={`${id}-title`} className={ui.dialogTitle}>
        Your session has ended
      </h2>
      {second && (
        <SecondFactorStep
          ticket={second.ticket}
          methods={second.methods}
          onSignedIn={({ viewer: signedIn }) => onSignedIn(signedIn)}
          onRestart={(reason) => {
            setSecond(undefined);
            setPassword('');
            setError(reason);
          }}
        />
      )}
      {!second && (
        <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
          <p id={`${id}-body`} className={ui.hint}>
            Please sign in again. What you were working on stays on this screen; save it once you are signed
            in.
          </p>
          {error && (
            <p className={ui.alert} role="alert">
              {error}
            </p>
          )}
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${id}-email`}>
              E-mail
            </label>
            <input
              id={`${id}-email`}
              className={ui.input}
              type="email"
              autoComplete="username"
              value={viewer.email}
              readOnly
            />
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${id}-password`}>
              Password
            </label>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              className={ui.input}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </div>
          <div className={ui.dialogActions}>
            <button type="button" className={ui.button} onClick={onLeave}>
              Sign in as someone else
            </button>
            <button type="submit" className={ui.buttonPrimary} disabled={loading}>
              {loading ? 'Signing in…' : 'Sign in'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
