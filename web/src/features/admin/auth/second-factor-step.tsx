import { useId, useState, type FormEvent } from 'react';
import { isAuthError } from '../apollo/apollo-client';
import type { SecondFactorMethod } from '../gql/graphql';
import { passkeyProblem } from './two-factor/passkey-browser';
import styles from './two-factor/two-factor.module.css';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';
import { finishWithCode, finishWithPasskey, type Finished } from './second-factor';

const OTHER_WAY: Record<SecondFactorMethod, string> = {
  TOTP: 'Use the authenticator app',
  PASSKEY: 'Use a passkey',
  RECOVERY_CODE: 'Use a recovery code',
};

type Props = {
  ticket: string;
  methods: SecondFactorMethod[];
  onSignedIn: (finished: Finished) => void;
  /** The ticket ended (expired, too many wrong codes): back to the password, with the reason. */
  onRestart: (reason?: string) => void;
};

/**
 * The step after the password: a code from the authenticator app, a passkey, or a recovery code,
 * whichever the account has (the app first, as the most common).
 */
export function SecondFactorStep({ ticket, methods, onSignedIn, onRestart }: Props) {
  const first = methods.includes('TOTP') ? 'TOTP' : methods.includes('PASSKEY') ? 'PASSKEY' : 'RECOVERY_CODE';
  const [method, setMethod] = useState<SecondFactorMethod>(first);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const fail = (err: unknown, fallback: string) => {
    const fields = fieldErrors(err);
    // An answer about the ticket itself (no field named) means this sign-in is over.
    if (isAuthError(err) && !Object.keys(fields).length) return onRestart(errorMessage(err, fallback));
    setError(passkeyProblem(err) ?? fields['code'] ?? fields['response'] ?? errorMessage(err, fallback));
  };

  const run = async (action: () => Promise<Finished>, fallback: string) => {
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await action());
    } catch (err) {
      fail(err, fallback);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'PASSKEY')
      return void run(() => finishWithPasskey(ticket), 'The passkey was not accepted.');
    if (!code.trim()) {
      setError(
        method === 'TOTP' ? 'Enter the six digits your app shows.' : 'Enter one of your recovery codes.',
      );
      return;
    }
    void run(() => finishWithCode(ticket, method, code), 'Sign-in failed. Please try again.');
  };

  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setCode('');
    setError(undefined);
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      {method === 'TOTP' && <p className={ui.hint}>Enter the six-digit code your authenticator app shows.</p>}
      {method === 'PASSKEY' && (
        <p className={ui.hint}>
          Confirm with your passkey: this device’s fingerprint, face or PIN, or a security key.
        </p>
      )}
      {method === 'RECOVERY_CODE' && (
        <p className={ui.hint}>
          Enter one of your recovery codes. It works once, and your other sessions end.
        </p>
      )}
      {method !== 'PASSKEY' && (
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-code`}>
            {method === 'TOTP' ? 'Code' : 'Recovery code'}
          </label>
          <input
            id={`${id}-code`}
            className={`${ui.input} ${method === 'TOTP' ? styles.codeInput : ''}`}
            inputMode={method === 'TOTP' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            autoFocus
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={ui.alert} role="alert">
          {error}
        </p>
      )}
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={busy}>
          {busy ? 'Checking…' : method === 'PASSKEY' ? 'Use passkey' : 'Verify'}
        </button>
      </div>
      <div className={styles.choices}>
        {methods
          .filter((m) => m !== method)
          .map((m) => (
            <button key={m} type="button" className={styles.linkButton} onClick={() => choose(m)}>
              {OTHER_WAY[m]}
            </button>
          ))}
        <button type="button" className={styles.linkButton} onClick={() => onRestart()}>
          Sign in as someone else
        </button>
      </div>
    </form>
  );
}
