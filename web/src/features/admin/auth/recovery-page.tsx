import { useMutation } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { emailError } from '@agency/schema/forms';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { AuthCard } from './auth-card';

const RequestRecoveryDocument = graphql(`
  mutation RequestPasswordRecovery($email: String!) {
    requestPasswordRecovery(email: $email)
  }
`);

export function RecoveryPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [request, { loading }] = useMutation(RequestRecoveryDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = emailError(address);
    if (problem) {
      setError(problem.replace(/^\*/, ''));
      return;
    }
    setError(undefined);
    try {
      await request({ variables: { email: address } });
      setSentTo(address);
    } catch (err) {
      setError(errorMessage(err, 'The e-mail could not be requested. Please try again.'));
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
            <button type="submit" className={ui.buttonPrimary} disabled={loading}>
              {loading ? 'Sending…' : 'Send the link'}
            </button>
            <Link to="/admin-panel/login" className={ui.button}>
              Back to sign in
            </Link>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
