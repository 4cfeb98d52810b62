import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PASSWORD_RULE_MESSAGE, passwordProblem } from '@agency/schema/passwords';
import { USER_MESSAGES } from '@agency/schema/users';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';
import { AuthCard } from './auth-card';

const InvitationPreviewDocument = graphql(`
  query InvitationPreview($id: String!, $token: String!) {
    invitationPreview(id: $id, token: $token) {
      email
      roles
      expiresAt
    }
  }
`);

const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      id
      email
    }
  }
`);

type Errors = { name?: string; password?: string; confirmation?: string; form?: string };

/**
 * The invitee's page (decision 061): they choose their own name and password; signing in follows,
 * where a role that needs a second factor enrols one (decision 031).
 */
export function InvitationPage({ id, token }: { id: string; token: string }) {
  const navigate = useNavigate();
  const preview = useQuery(InvitationPreviewDocument, {
    variables: { id, token },
    fetchPolicy: 'network-only',
  });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [accept, { loading }] = useMutation(AcceptInvitationDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!name.trim()) next.name = USER_MESSAGES.name;
    const problem = passwordProblem(password);
    if (problem) next.password = problem;
    if (password !== confirmation) next.confirmation = 'The passwords do not match.';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await accept({ variables: { input: { id, token, name: name.trim(), password } } });
      notify.success('Your account is ready. Please sign in with your e-mail and new password.');
      await navigate({ to: '/admin-panel/login' });
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields['name'] || fields['password'])
        setErrors({ name: fields['name'], password: fields['password'] });
      else setErrors({ form: errorMessage(err, 'The account could not be created. Please try again.') });
    }
  };

  if (preview.loading)
    return (
      <AuthCard title="Join the admin area">
        <p className={ui.hint}>Opening your invitation…</p>
      </AuthCard>
    );
  const invitation = preview.data?.invitationPreview;
  if (!invitation)
    return (
      <AuthCard title="Join the admin area">
        <p className={ui.alert} role="alert">
          {errorMessage(
            preview.error,
            'This invitation link is invalid, expired, withdrawn or already used.',
          )}
        </p>
        <p className={ui.hint}>Ask the person who invited you to send the invitation again.</p>
        <Link to="/admin-panel/login" className={ui.button}>
          Go to sign-in
        </Link>
      </AuthCard>
    );

  const field = (
    key: 'name' | 'password' | 'confirmation',
    label: string,
    value: string,
    set: (v: string) => void,
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`invite-${key}`}>
        {label}
      </label>
      <input
        id={`invite-${key}`}
        className={ui.input}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `invite-${key}-error` : hint ? `invite-${key}-hint` : undefined}
      />
      {hint && !errors[key] && (
        <p id={`invite-${key}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
      {errors[key] && (
        <p id={`invite-${key}-error`} className={ui.error} role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <AuthCard title="Join the admin area">
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
        <p>
          You were invited as <strong>{invitation.roles.join(' + ')}</strong>. You will sign in with{' '}
          <strong>{invitation.email}</strong>.
        </p>
        {errors.form && (
          <p className={ui.alert} role="alert">
            {errors.form}
          </p>
        )}
        {field('name', 'Your name', name, setName, 'text', 'name')}
        {field(
          'password',
          'Password',
          password,
          setPassword,
          'password',
          'new-password',
          PASSWORD_RULE_MESSAGE,
        )}
        {field(
          'confirmation',
          'Repeat the password',
          confirmation,
          setConfirmation,
          'password',
          'new-password',
        )}
        <button type="submit" className={ui.buttonPrimary} disabled={loading}>
          {loading ? 'Creating your account…' : 'Create my account'}
        </button>
      </form>
    </AuthCard>
  );
}
