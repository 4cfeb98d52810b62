import { AddPasskeyForm } from '../auth/two-factor/add-passkey-form';
import { RecoveryCodesView } from '../auth/two-factor/recovery-codes-view';
import { TotpSetupForm } from '../auth/two-factor/totp-setup-form';
import styles from '../auth/two-factor/two-factor.module.css';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { ListState } from '../ui/list-state';
import { TwoFactorMethods } from './two-factor-methods';
import { useTwoFactor } from './use-two-factor';

/**
 * The viewer's own two-step sign-in on the profile: whether it is on, new recovery codes to save
 * once, the methods, and the set-up of another one.
 */
export function TwoFactorPanel() {
  const twoFactor = useTwoFactor();
  const { status, factors, adding, setAdding, added, codes } = twoFactor;

  return (
    <section className={ui.panel} aria-labelledby="profile-two-factor">
      <h2 id="profile-two-factor" className={ui.sectionTitle}>
        Two-step sign-in
      </h2>
      <ListState
        loading={twoFactor.loading}
        error={
          twoFactor.error
            ? errorMessage(twoFactor.error, 'Your sign-in methods could not be loaded.')
            : undefined
        }
        empty={!status}
        emptyText="No details."
        onRetry={twoFactor.refetch}
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
                <button type="button" className={ui.buttonPrimary} onClick={twoFactor.codesSaved}>
                  I have saved them
                </button>
              </RecoveryCodesView>
            )}
            <TwoFactorMethods status={status} twoFactor={twoFactor} />
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
      {twoFactor.dialog}
    </section>
  );
}
