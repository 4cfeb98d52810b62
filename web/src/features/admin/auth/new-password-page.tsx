import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PASSWORD_RULE_MESSAGE, passwordProblem } from '@agency/schema/passwords';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';
import { AuthCard } from './auth-card';
import { linkExpired } from './link-expiry';

const SetNewPasswordDocument = graphql(`
  mutation SetNewPassword($userId: ID!, $token: String!, $password: String!) {
    setNewPassword(userId: $userId, token: $token, password: $password)
  }
`);

export const EXPIRED_LINK_MESSAGE =
  'This link has expired. Links work for 30 minutes; please request a new one.';

export function NewPasswordPage({ userId, linkJwt }: { userId: string; linkJwt: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string; form?: string }>({});
  const [setNewPassword, { loading }] = useMutation(SetNewPasswordDocument);
  // An expired link is known from the link itself; a used one only the server knows.
  const [expired] = useState(() => linkExpired(linkJwt, Date.now()));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password);
    const mismatch = password !== confirmation ? 'The passwords do not match.' : undefined;
    if (problem || mismatch) {
      setErrors({
        ...(problem ? { password: problem } : {}),
        ...(mismatch ? { confirmation: mismatch } : {}),
      });
      return;
    }
    setErrors({});
    try {
      await setNewPassword({ variables: { userId, token: linkJwt, password } });
      notify.success('Your password has been changed. Please sign in with it.');
      await navigate({ to: '/admin-panel/login' });
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields['password']) setErrors({ password: fields['password'] });
      else setErrors({ form: errorMessage(err, 'The password could not be changed. Please try again.') });
    }
  };

  if (expired)
    return (
      <AuthCard title="Set a new password">
        <p className={ui.alert} role="alert">
          {EXPIRED_LINK_MESSAGE}
        </p>
        <Link to="/admin-panel/password-recovery" className={ui.buttonPrimary}>
          Request a new link
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title="Set a new password">
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
        {errors.form && (
          <div className={ui.alert} role="alert">
            <p>{errors.form}</p>
            <Link to="/admin-panel/password-recovery">Request a new link</Link>
          </div>
        )}
        <p className={ui.hint} id="new-password-rule">
          {PASSWORD_RULE_MESSAGE}
        </p>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="new-password">
            New password
          </label>
          <input
            id="new-password"
            className={ui.input}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'new-password-error' : 'new-password-rule'}
          />
          {errors.password && (
            <p id="new-password-error" className={ui.error} role="alert">
              {errors.password}
            </p>
          )}
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="new-password-confirm">
            Repeat the new password
          </label>
          <input
            id="new-password-confirm"
            className={ui.input}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            aria-invalid={errors.confirmation ? true : undefined}
            aria-describedby={errors.confirmation ? 'new-password-confirm-error' : undefined}
          />
          {errors.confirmation && (
            <p id="new-password-confirm-error" className={ui.error} role="alert">
              {errors.confirmation}
            </p>
          )}
        </div>
        <button type="submit" className={ui.buttonPrimary} disabled={loading}>
          {loading ? 'Saving…' : 'Set the password'}
        </button>
      </form>
    </AuthCard>
  );
}
