import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/toasts/notify';
import type { SecondFactorMethod } from '../gql/graphql';
import { passkeyProblem, passkeysSupported } from './two-factor/passkey-browser';
import { RecoveryCodesView } from './two-factor/recovery-codes-view';
import type { FactorAdded } from './two-factor/totp-setup-form';
import styles from './two-factor/two-factor.module.css';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { AuthCard } from './auth-card';
import { EnrolStep } from './enrol-step';
import { finishWithPasskey, type Finished } from './second-factor';
import { SecondFactorStep } from './second-factor-step';
import { acceptSession, useSignIn } from './sign-in';

type Stage =
  | { kind: 'password'; notice?: string }
  | { kind: 'second'; ticket: string; methods: SecondFactorMethod[] }
  | { kind: 'enrol'; ticket: string }
  | { kind: 'codes'; codes: string[] };

const TITLES: Record<Stage['kind'], string> = {
  password: 'Sign in',
  // A non-breaking hyphen: a narrow phone must not break "sign-in" into "sign-" and "in".
  second: 'Two-step sign\u2011in',
  enrol: 'Set up two-step sign\u2011in',
  codes: 'Save your recovery codes',
};

/**
 * Sign-in: the password, then (for an account with two-step sign-in) a code, passkey or recovery
 * code, or (for a role that requires it and has none yet) setting one up. A passkey also signs in
 * alone, without the password.
 */
export function LoginPage({ redirectTo }: { redirectTo: string | undefined }) {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const { signIn, loading } = useSignIn();

  const enter = () => void navigate({ to: redirectTo ?? '/admin-panel' });
  const finished = ({ recoveryCodesLeft }: Finished) => {
    if (recoveryCodesLeft !== null)
      notify.info(
        `You signed in with a recovery code and have ${recoveryCodesLeft} left. Your other sessions were signed out.`,
      );
    enter();
  };
  const restart = (notice?: string) => {
    setPassword('');
    setStage({ kind: 'password', notice });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!email.trim() || !password) {
      setError('Please enter your e-mail and password.');
      return;
    }
    try {
      const answer = await signIn(email, password);
      if (answer.step === 'SIGNED_IN') return enter();
      if (answer.step === 'SECOND_FACTOR')
        return setStage({ kind: 'second', ticket: answer.ticket!, methods: answer.methods ?? [] });
      setStage({ kind: 'enrol', ticket: answer.ticket! });
    } catch (err) {
      setError(errorMessage(err, 'Sign-in failed. Check your connection and try again.'));
    }
  };

  const withPasskey = async () => {
    setError(undefined);
    setPasskeyBusy(true);
    try {
      finished(await finishWithPasskey());
    } catch (err) {
      setError(passkeyProblem(err) ?? errorMessage(err, 'The passkey was not accepted.'));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const enrolled = (added: FactorAdded) => {
    if (added.session) acceptSession(added.session);
    if (added.recoveryCodes?.length) setStage({ kind: 'codes', codes: added.recoveryCodes });
    else enter();
  };

  return (
    <AuthCard title={TITLES[stage.kind]}>
      {stage.kind === 'second' && (
        <SecondFactorStep
          ticket={stage.ticket}
          methods={stage.methods}
          onSignedIn={finished}
          onRestart={restart}
        />
      )}
      {stage.kind === 'enrol' && (
        <EnrolStep ticket={stage.ticket} onEnrolled={enrolled} onRestart={restart} />
      )}
      {stage.kind === 'codes' && (
        <RecoveryCodesView codes={stage.codes}>
          <button type="button" className={ui.buttonPrimary} onClick={enter}>
            I have saved them — continue
          </button>
        </RecoveryCodesView>
      )}
      {stage.kind === 'password' && (
        <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
          {stage.notice && !error && (
            <p className={ui.alert} role="alert">
              {stage.notice}
            </p>
          )}
          {error && (
            <p className={ui.alert} role="alert">
              {error}
            </p>
          )}
          <div className={ui.field}>
            <label className={ui.label} htmlFor="login-email">
              E-mail
            </label>
            <input
              id="login-email"
              className={ui.input}
              type="email"
              autoComplete="username webauthn"
              value={email}
              onChange={(event) => setEmail(event.target.value.toLowerCase())}
              required
            />
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="login-password">
              Password
            </label>
            <input
              id="login-password"
              className={ui.input}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </div>
          <div className={ui.actions}>
            <button type="submit" className={ui.buttonPrimary} disabled={loading}>
              {loading ? 'Signing in…' : 'Sign in'}
            </button>
            <Link to="/admin-panel/password-recovery" className={ui.button}>
              Forgot password?
            </Link>
          </div>
          {passkeysSupported() && (
            <div className={styles.choices}>
              <p className={ui.hint}>Or, without a password:</p>
              <div className={ui.actions}>
                <button
                  type="button"
                  className={ui.button}
                  onClick={() => void withPasskey()}
                  disabled={passkeyBusy}
                >
                  {passkeyBusy ? 'Waiting for the passkey…' : 'Use a passkey'}
                </button>
              </div>
            </div>
          )}
        </form>
      )}
    </AuthCard>
  );
}
