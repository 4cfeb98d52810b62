import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_RULE_MESSAGE, passwordProblem } from '@agency/schema/passwords';
import { storeToken } from '../../../apollo';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import type { Viewer } from '../auth/viewer';
import { roleLabel } from '../layout/staff-layout';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';

const ChangePasswordDocument = graphql(`
  mutation ChangeOwnPassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
    }
  }
`);

type Errors = { currentPassword?: string; newPassword?: string; confirmation?: string };

export function ProfilePage({ viewer }: { viewer: Viewer }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [change, { loading }] = useMutation(ChangePasswordDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!currentPassword) next.currentPassword = 'Please enter your current password.';
    const problem = passwordProblem(newPassword);
    if (problem) next.newPassword = problem;
    if (newPassword !== confirmation) next.confirmation = 'The passwords do not match.';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const { data } = await change({ variables: { currentPassword, newPassword } });
      // Other sessions end; this one continues with the fresh token.
      if (data) storeToken(data.changePassword.token);
      setCurrent('');
      setNew('');
      setConfirmation('');
      notify.success('Your password has been changed. Other sessions were signed out.');
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields['currentPassword'] || fields['newPassword']) setErrors(fields);
      else notify.error(errorMessage(err, 'The password could not be changed.'));
    }
  };

  const field = (
    id: keyof Errors,
    label: string,
    value: string,
    onChange: (value: string) => void,
    autoComplete: string,
  ) => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`profile-${id}`}>
        {label}
      </label>
      <input
        id={`profile-${id}`}
        className={ui.input}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={errors[id] ? `profile-${id}-error` : undefined}
      />
      {errors[id] && (
        <p id={`profile-${id}-error`} className={ui.error} role="alert">
          {errors[id]}
        </p>
      )}
    </div>
  );

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Profile</h1>
      </div>
      <dl className={ui.hint}>
        <dt>Name</dt>
        <dd>{viewer.name}</dd>
        <dt>E-mail</dt>
        <dd>{viewer.email}</dd>
        <dt>Role</dt>
        <dd>{roleLabel(viewer.roles)}</dd>
      </dl>
      <form
        className={ui.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="profile-password"
      >
        <h2 id="profile-password">Change your password</h2>
        <p className={ui.hint}>{PASSWORD_RULE_MESSAGE}</p>
        {field('currentPassword', 'Current password', currentPassword, setCurrent, 'current-password')}
        {field('newPassword', 'New password', newPassword, setNew, 'new-password')}
        {field('confirmation', 'Repeat the new password', confirmation, setConfirmation, 'new-password')}
        <div className={ui.actions}>
          <button type="submit" className={ui.buttonPrimary} disabled={loading}>
            {loading ? 'Saving…' : 'Change password'}
          </button>
        </div>
      </form>
    </div>
  );
}
