import { useState } from 'react';
import { AddPasskeyForm } from './two-factor/add-passkey-form';
import { passkeysSupported } from './two-factor/passkey-browser';
import { TotpSetupForm, type FactorAdded } from './two-factor/totp-setup-form';
import styles from './two-factor/two-factor.module.css';
import ui from '../ui/admin-ui.module.css';

type Props = { ticket: string; onEnrolled: (added: FactorAdded) => void; onRestart: () => void };

/**
 * The sign-in of someone whose role requires two-step sign-in and who has not set it up: they set
 * up an authenticator app or a passkey now, which signs them in (decision 031).
 */
export function EnrolStep({ ticket, onEnrolled, onRestart }: Props) {
  const [choice, setChoice] = useState<'app' | 'passkey'>();
  return (
    <div className={ui.form}>
      <p className={ui.notice}>
        Your role requires two-step sign-in. Set it up now to continue: besides your password you will confirm
        each sign-in with your phone or a passkey.
      </p>
      {!choice && (
        <div className={ui.actions}>
          <button type="button" className={ui.buttonPrimary} onClick={() => setChoice('app')}>
            Use an authenticator app
          </button>
          {passkeysSupported() && (
            <button type="button" className={ui.button} onClick={() => setChoice('passkey')}>
              Use a passkey
            </button>
          )}
        </div>
      )}
      {choice === 'app' && (
        <TotpSetupForm ticket={ticket} onDone={onEnrolled} onCancel={() => setChoice(undefined)} />
      )}
      {choice === 'passkey' && (
        <AddPasskeyForm ticket={ticket} onDone={onEnrolled} onCancel={() => setChoice(undefined)} />
      )}
      <div className={styles.choices}>
        <button type="button" className={styles.linkButton} onClick={onRestart}>
          Sign in as someone else
        </button>
      </div>
    </div>
  );
}
