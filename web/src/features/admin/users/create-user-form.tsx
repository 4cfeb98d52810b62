import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_RULE_MESSAGE } from '@agency/schema/passwords';
import { userCreate } from '@agency/schema/users';
import { errorsOf } from '@agency/schema/validation';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import type { Role } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';
import type { RoleOption } from './user-access';
import { AdminUsersDocument, USERS_VARIABLES } from './users-documents';

const CreateUserDocument = graphql(`
  mutation AdminCreateUser($input: UserCreateInput!) {
    createUser(input: $input) {
      ...AdminUserRow
    }
  }
`);

type Field = 'name' | 'email' | 'password' | 'roles';
type Errors = Partial<Record<Field, string>>;
const EMPTY = { name: '', email: '', password: '', roles: '' } satisfies Record<Field, string>;

/** A new staff account. `choices` are the roles this viewer may give (see roleChoices). */
export function CreateUserForm({ choices, onDone }: { choices: RoleOption[]; onDone: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [create, { loading }] = useMutation(CreateUserDocument);
  const uid = useId();
  const id = (field: Field) => `${uid}-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const option = choices.find((o) => o.label === values.roles);
    // The API's rules and messages (@agency/schema/users); the role is one of this viewer's choices.
    const next = errorsOf<Field>(userCreate, { ...values, roles: option ? [...option.roles] : [] });
    setErrors(next);
    if (Object.keys(next).length || !option) return;
    try {
      await create({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
            roles: [...option.roles] as Role[],
          },
        },
        // The newest account leads the list, as the server orders it.
        update: (cache, { data }) => {
          const user = data?.createUser;
          if (!user) return;
          cache.updateQuery({ query: AdminUsersDocument, variables: USERS_VARIABLES }, (list) =>
            list ? { users: [user, ...list.users.filter((u) => u.id !== user.id)] } : list,
          );
        },
      });
      notify.success(`${values.name.trim()} can now sign in as ${option.label}.`);
      setValues(EMPTY);
      onDone();
    } catch (err) {
      setErrors(fieldErrors(err) as Errors);
      notify.error(errorMessage(err, 'The user could not be created. Please try again.'));
    }
  };

  // When the error is the rule itself, the rule is not repeated above it.
  const showRule = errors.password !== PASSWORD_RULE_MESSAGE;
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const describedBy = (field: Field, hint?: boolean) =>
    [hint && `${id(field)}-hint`, errors[field] && `${id(field)}-error`].filter(Boolean).join(' ') ||
    undefined;
  const error = (field: Field) =>
    errors[field] && (
      <p id={`${id(field)}-error`} className={ui.error} role="alert">
        {errors[field]}
      </p>
    );
  const input = (field: Exclude<Field, 'roles'>, label: string, type: string, autoComplete: string) => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id(field)}>
        {label}
      </label>
      <input
        id={id(field)}
        className={ui.input}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, field === 'password' && showRule)}
      />
      {field === 'password' && showRule && (
        <p id={`${id(field)}-hint`} className={ui.hint}>
          {PASSWORD_RULE_MESSAGE}
        </p>
      )}
      {error(field)}
    </div>
  );

  return (
    <form
      className={ui.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${uid}-title`}
    >
      <h2 id={`${uid}-title`} className={ui.sectionTitle}>
        New user
      </h2>
      {input('name', 'Name', 'text', 'off')}
      {input('email', 'E-mail', 'email', 'off')}
      {input('password', 'Password', 'password', 'new-password')}
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
          {loading ? 'Creating…' : 'Create user'}
        </button>
        <button type="button" className={ui.button} onClick={onDone} disabled={loading}>
          Cancel
        </button>
      </div>
    </form>
  );
}
