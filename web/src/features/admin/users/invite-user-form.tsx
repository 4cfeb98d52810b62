import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { invitationCreate } from '@agency/schema/invitations';
import { INVITATION_TTL_HOURS } from '@agency/schema/invitations';
import { errorsOf } from '@agency/schema/validation';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import type { Role } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';
import { InvitationsDocument } from './invitations-panel';
import type { RoleOption } from './user-access';

const InviteUserDocument = graphql(`
  mutation AdminInviteUser($input: InvitationInput!) {
    inviteUser(input: $input) {
      id
    }
  }
`);

type Field = 'email' | 'roles';
type Errors = Partial<Record<Field, string>>;
const EMPTY = { email: '', roles: '' } satisfies Record<Field, string>;

/**
 * Invites a colleague (decision 061): nobody types a password for someone else; the person chooses
 * their own name and password through the e-mailed link. `choices` are the roles this viewer may give.
 */
export function InviteUserForm({ choices, onDone }: { choices: RoleOption[]; onDone: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [invite, { loading }] = useMutation(InviteUserDocument, { refetchQueries: [InvitationsDocument] });
  const uid = useId();
  const id = (field: Field) => `${uid}-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const option = choices.find((o) => o.label === values.roles);
    const next = errorsOf<Field>(invitationCreate, { ...values, roles: option ? [...option.roles] : [] });
    setErrors(next);
    if (Object.keys(next).length || !option) return;
    try {
      await invite({
        variables: { input: { email: values.email.trim(), roles: [...option.roles] as Role[] } },
      });
      notify.success(`An invitation was e-mailed to ${values.email.trim()}.`);
      setValues(EMPTY);
      onDone();
    } catch (err) {
      setErrors(fieldErrors(err) as Errors);
      notify.error(errorMessage(err, 'The invitation could not be sent. Please try again.'));
    }
  };

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const describedBy = (field: Field) => (errors[field] ? `${id(field)}-error` : undefined);
  const error = (field: Field) =>
    errors[field] && (
      <p id={`${id(field)}-error`} className={ui.error} role="alert">
        {errors[field]}
      </p>
    );

  return (
    <form
      className={ui.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${uid}-title`}
    >
      <h2 id={`${uid}-title`} className={ui.sectionTitle}>
        Invite a colleague
      </h2>
      <p className={ui.hint}>
        They get a link by e-mail to choose their own name and password. It works once, for{' '}
        {INVITATION_TTL_HOURS} hours.
      </p>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={id('email')}>
          E-mail
        </label>
        <input
          id={id('email')}
          className={ui.input}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {error('email')}
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={id('roles')}>
          Role
        </label>
        <select
          id={id('roles')}
          className={ui.select}
          value={values.roles}
          onChange={(event) => set('roles')(event.target.value)}
          aria-invalid={errors.roles ? true : undefined}
          aria-describedby={describedBy('roles')}
        >
          <option value="">Choose a role</option>
          {choices.map((o) => (
            <option key={o.label} value={o.label}>
              {o.label}
            </option>
          ))}
        </select>
        {error('roles')}
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={loading}>
          {loading ? 'Sending…' : 'Send invitation'}
        </button>
        <button type="button" className={ui.button} onClick={onDone} disabled={loading}>
          Cancel
        </button>
      </div>
    </form>
  );
}
