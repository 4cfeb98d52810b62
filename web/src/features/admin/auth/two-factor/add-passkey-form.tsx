import { useId, useState, type FormEvent } from 'react';
import { apolloClient } from '../../apollo/apollo-client';
import ui from '../../ui/admin-ui.module.css';
import { errorMessage } from '../../ui/errors';
import { newPasskeyAnswer, passkeyProblem, passkeysSupported } from './passkey-browser';
import type { FactorAdded } from './totp-setup-form';
import {
  EnrolFinishPasskeyDocument,
  EnrolStartPasskeyDocument,
  FinishPasskeyRegistrationDocument,
  StartPasskeyRegistrationDocument,
} from './two-factor-documents';
import styles from './two-factor.module.css';

async function register(name: string, ticket: string | undefined): Promise<FactorAdded> {
  if (ticket) {
    const options = await apolloClient.mutate({ mutation: EnrolStartPasskeyDocument, variables: { ticket } });
    if (!options.data) throw new Error('No answer');
    const response = await newPasskeyAnswer(options.data.startPasskeyRegistration);
    const { data } = await apolloClient.mutate({
      mutation: EnrolFinishPasskeyDocument,
      variables: { response, name, ticket },
    });
    if (!data) throw new Error('No answer');
    const done = data.finishPasskeyRegistration;
    return { recoveryCodes: done.recoveryCodes ?? null, session: done.signIn ?? null };
  }
  const options = await apolloClient.mutate({ mutation: StartPasskeyRegistrationDocument });
  if (!options.data) throw new Error('No answer');
  const response = await newPasskeyAnswer(options.data.startPasskeyRegistration);
  const { data } = await apolloClient.mutate({
    mutation: FinishPasskeyRegistrationDocument,
    variables: { response, name },
  });
  if (!data) throw new Error('No answer');
  return { recoveryCodes: data.finishPasskeyRegistration.recoveryCodes ?? null, session: null };
}

type Props = { ticket?: string; onDone: (added: FactorAdded) => void; onCancel?: () => void };

/** Adds a passkey: this device (fingerprint, face, PIN) or a security key, named so it can be told apart. */
export function AddPasskeyForm({ ticket, onDone, onCancel }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length > 60) {
      setError('Give the passkey a name of at most 60 characters.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onDone(await register(name.trim(), ticket));
    } catch (err) {
      setError(passkeyProblem(err) ?? errorMessage(err, 'The passkey could not be added. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (!passkeysSupported())
    return <p className={ui.hint}>This browser cannot create passkeys. Use an authenticator app instead.</p>;

  return (
    <form className={styles.setup} onSubmit={(event) => void submit(event)} noValidate>
      <p className={ui.hint}>
        Your browser will ask you to confirm with this device’s fingerprint, face or PIN, or with a security
        key.
      </p>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-name`}>
          Passkey name
        </label>
        <input
          id={`${id}-name`}
          className={ui.input}
          placeholder="e.g. Work laptop"
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {error && (
        <p className={ui.alert} role="alert">
          {error}
        </p>
      )}
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={busy}>
          {busy ? 'Waiting for the passkey…' : 'Create a passkey'}
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
