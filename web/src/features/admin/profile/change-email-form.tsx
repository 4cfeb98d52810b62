import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { normaliseEmail } from '@agency/schema/forms';
import { emailChange, USER_MESSAGES } from '@agency/schema/users';
import { errorsOf } from '@agency/schema/validation';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';
import { ProfileField } from './profile-field';

const ChangeEmailDocument = graphql(`
  mutation ChangeOwnEmail($currentPassword: String!, $email: String!) {
    changeEmail(currentPassword: $currentPassword, email: $email) {
      id
      email
    }
  }
`);

type Errors = { email?: string; currentPassword?: string };

/**
 * Changes the viewer's own sign-in e-mail. The server asks for the current password and tells the
 * old address; the users screen cannot do this for one's own account.
 */
export function ChangeEmailForm({
  currentEmail,
  onChanged,
}: {
  currentEmail: string;
  onChanged: () => void;
}) {
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [change, { loading }] = useMutation(ChangeEmailDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = normaliseEmail(email.trim());
    const next = errorsOf<keyof Errors>(emailChange, { currentPassword, email: wanted });
    if (!next.email && wanted === currentEmail) next.email = USER_MESSAGES.emailUnchanged;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await change({ variables: { currentPassword, email: wanted } });
      setEmail('');
      setCurrent('');
      notify.success(`You now sign in as ${wanted}. We told ${currentEmail} about the change.`);
      onChanged();
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields['email'] || fields['currentPassword']) setErrors(fields);
      else notify.error(errorMessage(err, 'The e-mail could not be changed.'));
    }
  };

  return (
    <form
      className={ui.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="profile-email"
    >
      <h2 id="profile-email" className={ui.sectionTitle}>
        Change your e-mail
      </h2>
      <p className={ui.hint}>You will sign in with the new address. Your current address gets a notice.</p>
      <ProfileField
        id="profile-email-new"
        label="New e-mail"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        error={errors.email}
      />
      <ProfileField
        id="profile-email-password"
        label="Current password"
        value={currentPassword}
        onChange={setCurrent}
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={loading}>
          {loading ? 'Saving…' : 'Change e-mail'}
        </button>
      </div>
    </form>
  );
}
