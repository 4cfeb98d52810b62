import { useEffect, useId, useState, type FormEvent } from 'react';
import { apolloClient } from '../../apollo/apollo-client';
import type { SignInAnswer } from '../sign-in';
import ui from '../../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../../ui/errors';
import {
  ConfirmTotpSetupDocument,
  EnrolConfirmTotpDocument,
  EnrolStartTotpDocument,
  StartTotpSetupDocument,
} from './two-factor-documents';
import styles from './two-factor.module.css';

type Setup = { setupId: string; secret: string; uri: string; qrSvg: string };
export type FactorAdded = { recoveryCodes: string[] | null; session: SignInAnswer | null };

async function startSetup(ticket: string | undefined): Promise<Setup> {
  if (ticket) {
    const { data } = await apolloClient.mutate({ mutation: EnrolStartTotpDocument, variables: { ticket } });
    if (!data) throw new Error('No answer');
    return { ...data.startTotpSetup, setupId: String(data.startTotpSetup.setupId) };
  }
  const { data } = await apolloClient.mutate({ mutation: StartTotpSetupDocument });
  if (!data) throw new Error('No answer');
  return { ...data.startTotpSetup, setupId: String(data.startTotpSetup.setupId) };
}

async function confirmSetup(setupId: string, code: string, ticket: string | undefined): Promise<FactorAdded> {
  if (ticket) {
    const { data } = await apolloClient.mutate({
      mutation: EnrolConfirmTotpDocument,
      variables: { setupId, code, ticket },
    });
    if (!data) throw new Error('No answer');
    return {
      recoveryCodes: data.confirmTotpSetup.recoveryCodes ?? null,
      session: data.confirmTotpSetup.signIn ?? null,
    };
  }
  const { data } = await apolloClient.mutate({
    mutation: ConfirmTotpSetupDocument,
    variables: { setupId, code },
  });
  if (!data) throw new Error('No answer');
  return { recoveryCodes: data.confirmTotpSetup.recoveryCodes ?? null, session: null };
}

/** Groups the base32 secret in fours, as authenticator apps show typed secrets. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type Props = {
  /** An enrolment ticket (during sign-in); without one the signed-in viewer sets up their app. */
  ticket?: string;
  onDone: (added: FactorAdded) => void;
  onCancel?: () => void;
};

/**
 * Sets up an authenticator app: the QR code (drawn by the server, shown as an image from a data:
 * URL, so nothing is fetched from elsewhere), the secret as text for apps that cannot scan, and the
 * first code, which switches the app on.
 */
export function TotpSetupForm({ ticket, onDone, onCancel }: Props) {
  const [setup, setSetup] = useState<Setup>();
  const [loadError, setLoadError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    setSetup(undefined);
    setLoadError(undefined);
    startSetup(ticket).then(
      (next) => live && setSetup(next),
      (err: unknown) =>
        live && setLoadError(errorMessage(err, 'The set-up could not be started. Please try again.')),
    );
    return () => {
      live = false;
    };
  }, [ticket, attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!setup) return;
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError('Enter the six digits your app shows.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onDone(await confirmSetup(setup.setupId, digits, ticket));
    } catch (err) {
      const fields = fieldErrors(err);
      setError(
        fields['code'] ??
          fields['setupId'] ??
          errorMessage(err, 'The app could not be set up. Please try again.'),
      );
      if (fields['setupId']) setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <div className={styles.setup}>
        <p className={ui.alert} role="alert">
          {loadError}
        </p>
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      </div>
    );
  if (!setup) return <p className={ui.hint}>Preparing your set-up…</p>;

  return (
    <form className={styles.setup} onSubmit={(event) => void submit(event)} noValidate>
      <p className={ui.hint}>
        1. Scan this code with an authenticator app (for example Google Authenticator, Microsoft
        Authenticator, 1Password or Aegis).
      </p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code to scan with your authenticator app"
        width={184}
        height={184}
      />
      <div className={ui.field}>
        <span className={ui.hint}>Cannot scan? Type this key into the app instead:</span>
        <code className={styles.secret} aria-label="Set-up key">
          {grouped(setup.secret)}
        </code>
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-code`}>
          2. Code from the app
        </label>
        <input
          id={`${id}-code`}
          className={`${ui.input} ${styles.codeInput}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className={ui.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={busy}>
          {busy ? 'Checking…' : 'Turn on'}
        </button>
        {onCancel && (
          <button type="button" className={ui.button} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
