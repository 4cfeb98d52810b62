import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_RULE_MESSAGE } from '@agency/schema/passwords';
import { passwordChange } from '@agency/schema/users';
import { errorsOf } from '@agency/schema/validation';
import { storeToken } from '../apollo/apollo-client';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';
import { ProfileField } from './profile-field';

const ChangePasswordDocument = graphql(`
  mutation ChangeOwnPassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
    }
  }
`);

type Errors = { currentPassword?: string; newPassword?: string; confirmation?: string };

/** Changes the viewer's own password; the server ends their other sessions. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const client = useApolloClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = errorsOf<keyof Errors>(passwordChange, { currentPassword, newPassword });
    if (newPassword !== confirmation) next.confirmation = 'The passwords do not match.';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const { data } = await change({ variables: { currentPassword, newPassword } });
      // Other sessions end; this one continues with the fresh token, which the list is asked with.
      if (data) storeToken(data.changePassword.token);
      void client.refetchQueries({ include: ['AdminMySessions'] });
      setCurrent('');
      setNew('');
      setConfirmation('');
      notify.success('Your password has been changed. Other sessions were signed out.');
      onChanged();
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields['currentPassword'] || fields['newPassword']) setErrors(fields);
      else notify.error(errorMessage(err, 'The password could not be changed.'));
    }
  };

  return (
    <form
      className={ui.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="profile-password"
    >
      <h2 id="profile-password" className={ui.sectionTitle}>
        Change your password
      </h2>
      <p className={ui.hint}>{PASSWORD_RULE_MESSAGE}</p>
      <ProfileField
        id="profile-currentPassword"
        label="Current password"
        value={currentPassword}
        onChange={setCurrent}
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <ProfileField
        id="profile-newPassword"
        label="New password"
        value={newPassword}
        onChange={setNew}
        autoComplete="new-password"
        error={errors.newPassword}
      />
      <ProfileField
        id="profile-confirmation"
        label="Repeat the new password"
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        error={errors.confirmation}
      />
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={loading}>
          {loading ? 'Saving…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
