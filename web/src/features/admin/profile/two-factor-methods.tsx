import styles from '../auth/two-factor/two-factor.module.css';
import ui from '../ui/admin-ui.module.css';
import type { TwoFactor, TwoFactorStatus } from './use-two-factor';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const day = (value: unknown) => dateFormat.format(new Date(String(value)));

type TwoFactorMethodsProps = {
  status: TwoFactorStatus;
  twoFactor: Pick<
    TwoFactor,
    'factors' | 'lastRequired' | 'adding' | 'setAdding' | 'removeApp' | 'removeKey' | 'renewCodes'
  >;
};

/** The authenticator app, each passkey and the recovery codes, each with what may be done to it. */
export function TwoFactorMethods({ status, twoFactor }: TwoFactorMethodsProps) {
  const { factors, lastRequired } = twoFactor;
  return (
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
            onClick={() => void twoFactor.removeApp()}
            disabled={lastRequired}
            title={lastRequired ? 'Your role requires a second method: add another first.' : undefined}
          >
            Remove app
          </button>
        ) : (
          twoFactor.adding !== 'app' && (
            <button
              type="button"
              className={`${ui.button} ${ui.small}`}
              onClick={() => twoFactor.setAdding('app')}
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
            onClick={() => void twoFactor.removeKey(String(key.id), key.name)}
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
            onClick={() => void twoFactor.renewCodes()}
          >
            Create new codes
          </button>
        )}
      </li>
    </ul>
  );
}
