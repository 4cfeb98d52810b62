import { useMutation } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { recoveryRequest } from '@agency/schema/users';
import { errorsOf } from '@agency/schema/validation';
import { BotCheckFailed } from '../../../components/bot-check/bot-check-client';
import { BotCheckNotice } from '../../../components/bot-check/bot-check-notice';
import { useBotCheck } from '../../../components/bot-check/use-bot-check';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { AuthCard } from './auth-card';

const RequestRecoveryDocument = graphql(`
  mutation RequestPasswordRecovery($email: String!, $botCheck: String) {
    requestPasswordRecovery(email: $email, botCheck: $botCheck)
  }
`);

export function RecoveryPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [request, { loading }] = useMutation(RequestRecoveryDocument);
  // This page is only this form: the check starts as it opens, and is solved before anyone has
  // typed an address.
  const botCheck = useBotCheck({ eager: true });
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = errorsOf<'email'>(recoveryRequest, { email: address }).email;
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    setChecking(true);
    try {
      const solution = await botCheck.take().finally(() => setChecking(false));
      await request({ variables: { email: address, botCheck: solution } });
      setSentTo(address);
    } catch (err) {
      // A solution is used once, whatever the answer: the next attempt gets a new one.
      botCheck.start();
      setError(
        err instanceof BotCheckFailed
          ? err.message
          : errorMessage(err, 'The e-mail could not be requested. Please try again.'),
      );
    }
  };

  return (
    <AuthCard title="Password recovery">
      {sentTo ? (
        <>
          <p className={ui.notice} role="status">
            If {sentTo} belongs to a staff account, a link to set a new password is on its way. It works once,
            within 30 minutes.
          </p>
          <Link to="/admin-panel/login" className={ui.button}>
            Back to sign in
          </Link>
        </>
      ) : (
        <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={ui.hint}>Enter the e-mail of your account and we will send you a link.</p>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="recovery-email">
              E-mail
            </label>
            <input
              id="recovery-email"
              className={ui.input}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value.toLowerCase())}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'recovery-error' : undefined}
            />
            {error && (
              <p id="recovery-error" className={ui.error} role="alert">
                {error}
              </p>
            )}
          </div>
          <div className={ui.actions}>
            <button type="submit" className={ui.buttonPrimary} disabled={loading || checking}>
              {loading || checking ? 'Sending…' : 'Send the link'}
            </button>
            <Link to="/admin-panel/login" className={ui.button}>
              Back to sign in
            </Link>
          </div>
          <BotCheckNotice {...botCheck.view} />
        </form>
      )}
    </AuthCard>
  );
}
