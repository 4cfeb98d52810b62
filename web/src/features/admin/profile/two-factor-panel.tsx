import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import { AddPasskeyForm } from '../auth/two-factor/add-passkey-form';
import { usePasswordPrompt } from '../auth/two-factor/password-prompt';
import { RecoveryCodesView } from '../auth/two-factor/recovery-codes-view';
import { TotpSetupForm, type FactorAdded } from '../auth/two-factor/totp-setup-form';
import {
  MyTwoFactorDocument,
  RemovePasskeyDocument,
  RemoveTotpDocument,
  RenewRecoveryCodesDocument,
} from '../auth/two-factor/two-factor-documents';
import styles from '../auth/two-factor/two-factor.module.css';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { ListState } from '../ui/list-state';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const day = (value: unknown) => dateFormat.format(new Date(String(value)));

/**
 * The viewer's own two-step sign-in: the authenticator app, passkeys and recovery codes. Adding a
 * factor needs the session; removing one or renewing the codes needs the password too, and a
 * removal signs every other device out (the server does both; decision 031).
 */
export function TwoFactorPanel() {
  const { data, loading, error, refetch } = useQuery(MyTwoFactorDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const client = useApolloClient();
  const [adding, setAdding] = useState<'app' | 'passkey'>();
  const [codes, setCodes] = useState<string[]>();
  const [dialog, askPassword] = usePasswordPrompt();
  const status = data?.myTwoFactor;
  const factors = status ? (status.totpEnabledAt ? 1 : 0) + status.passkeys.length : 0;
  const lastRequired = !!status?.required && factors === 1;

  const added = async (result: FactorAdded, what: string) => {
    setAdding(undefined);
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
    notify.success(`${what} added: it is asked for at your next sign-in.`);
    await refetch();
  };

  const removed = async (what: string) => {
    notify.success(`${what} removed. Your other sessions were signed out.`);
    await refetch();
    void client.refetchQueries({ include: ['AdminMySessions'] });
  };

  const removeApp = async () => {
    const done = await askPassword({
      title: 'Remove the authenticator app?',
      body: <p>Its codes will no longer sign you in, and every other device is signed out.</p>,
      confirmLabel: 'Remove app',
      run: async (currentPassword) => {
        await client.mutate({ mutation: RemoveTotpDocument, variables: { currentPassword } });
      },
    });
    if (done) await removed('The authenticator app was');
  };

  const removeKey = async (id: string, name: string) => {
    const done = await askPassword({
      title: `Remove the passkey “${name}”?`,
      body: <p>It will no longer sign you in, and every other device is signed out.</p>,
      confirmLabel: 'Remove passkey',
      run: async (currentPassword) => {
        await client.mutate({ mutation: RemovePasskeyDocument, variables: { id, currentPassword } });
      },
    });
    if (done) await removed(`The passkey “${name}” was`);
  };

  const renewCodes = async () => {
    await askPassword({
      title: 'Create new recovery codes?',
      body: <p>Your current recovery codes stop working at once.</p>,
      confirmLabel: 'Create new codes',
      run: async (currentPassword) => {
        const { data: renewed } = await client.mutate({
          mutation: RenewRecoveryCodesDocument,
          variables: { currentPassword },
        });
        if (renewed) setCodes(renewed.renewRecoveryCodes);
        await refetch();
      },
    });
  };

  return (
    <section className={ui.panel} aria-labelledby="profile-two-factor">
      <h2 id="profile-two-factor" className={ui.sectionTitle}>
        Two-step sign-in
      </h2>
      <ListState
        loading={loading}
        error={error ? errorMessage(error, 'Your sign-in methods could not be loaded.') : undefined}
        empty={!status}
        emptyText="No details."
        onRetry={() => void refetch()}
      >
        {status && (
          <>
            <p className={ui.hint}>
              {factors
                ? 'On: after your password, each sign-in asks for one of the methods below. A passkey also signs you in without the password.'
                : 'Off: your password alone signs you in. Add an authenticator app or a passkey to protect your account.'}{' '}
              {status.required && <span className={ui.badgeWarn}>Required for your role</span>}
            </p>
            {codes && (
              <RecoveryCodesView codes={codes}>
                <button type="button" className={ui.buttonPrimary} onClick={() => setCodes(undefined)}>
                  I have saved them
                </button>
              </RecoveryCodesView>
            )}
            <ul className={styles.list} aria-label="Sign-in methods">
              <li className={styles.item}>
                <span className={styles.itemText}>
                  <span className={styles.itemName}>
                    Authenticator app
                    {status.totpEnabledAt ? <span className={ui.badgeGood}>On</span> : null}
                  </span>
                  <span className={ui.hint}>
                    {status.totpEnabledAt
                      ? `Set up ${day(status.totpEnabledAt)}`
                      : 'Six-digit codes from an app on your phone.'}
                  </span>
                </span>
                {status.totpEnabledAt ? (
                  <button
                    type="button"
                    className={`${ui.button} ${ui.small}`}
                    onClick={() => void removeApp()}
                    disabled={lastRequired}
                    title={
                      lastRequired ? 'Your role requires a second method: add another first.' : undefined
                    }
                  >
                    Remove app
                  </button>
                ) : (
                  adding !== 'app' && (
                    <button
                      type="button"
                      className={`${ui.button} ${ui.small}`}
                      onClick={() => setAdding('app')}
                    >
                      Set up app
                    </button>
                  )
                )}
              </li>
              {status.passkeys.map((key) => (
                <li key={key.id} className={styles.item}>
                  <span className={styles.itemText}>
                    <span className={styles.itemName}>
                      {key.name}
                      <span className={ui.badge}>Passkey</span>
                    </span>
                    <span className={ui.hint}>
                      Added {day(key.createdAt)}
                      {key.lastUsedAt ? ` · last used ${day(key.lastUsedAt)}` : ' · not used yet'}
                      {key.synced ? ' · synced' : ''}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={`${ui.button} ${ui.small}`}
                    aria-label={`Remove passkey ${key.name}`}
                    onClick={() => void removeKey(String(key.id), key.name)}
                    disabled={lastRequired}
                  >
                    Remove
                  </button>
                </li>
              ))}
              <li className={styles.item}>
                <span className={styles.itemText}>
                  <span className={styles.itemName}>Recovery codes</span>
                  <span className={ui.hint}>
                    {factors
                      ? `${status.recoveryCodesLeft} of 10 left. Each signs you in once if you lose your phone or passkeys.`
                      : 'You get ten when you add your first method.'}
                  </span>
                </span>
                {factors > 0 && (
                  <button
                    type="button"
                    className={`${ui.button} ${ui.small}`}
                    onClick={() => void renewCodes()}
                  >
                    Create new codes
                  </button>
                )}
              </li>
            </ul>
            {adding && (
              <div className={styles.addBox}>
                <h3 className={styles.subTitle}>
                  {adding === 'app' ? 'Set up an authenticator app' : 'Add a passkey'}
                </h3>
                {adding === 'app' ? (
                  <TotpSetupForm
                    onDone={(r) => void added(r, 'Authenticator app')}
                    onCancel={() => setAdding(undefined)}
                  />
                ) : (
                  <AddPasskeyForm
                    onDone={(r) => void added(r, 'Passkey')}
                    onCancel={() => setAdding(undefined)}
                  />
                )}
              </div>
            )}
            {!adding && (
              <div className={ui.actions}>
                <button type="button" className={ui.button} onClick={() => setAdding('passkey')}>
                  Add a passkey
                </button>
              </div>
            )}
          </>
        )}
      </ListState>
      {dialog}
    </section>
  );
}
