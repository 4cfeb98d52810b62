import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage, fieldErrors } from '../ui/errors';

const UpdateUserDetailsDocument = graphql(`
  mutation AdminUpdateUserDetails($id: ID!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      id
      name
      email
    }
  }
`);

type Errors = { name?: string; email?: string };

/**
 * A colleague's name and sign-in e-mail (decision 061): the server tells the old address when the
 * e-mail changes. A native modal dialog: focus moves in, Escape closes it.
 */
export function EditUserDetails({ user }: { user: { id: string; name: string; email: string } }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<Errors>({});
  const [update, { loading }] = useMutation(UpdateUserDetailsDocument);

  const open = () => {
    setName(user.name);
    setEmail(user.email);
    setErrors({});
    dialog.current?.showModal();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({ variables: { id: user.id, input: { name, email } } });
      notify.success(
        email.trim().toLowerCase() !== user.email
          ? `Saved; ${user.email} was told of the new address.`
          : 'Saved.',
      );
      dialog.current?.close();
    } catch (err) {
      setErrors(fieldErrors(err) as Errors);
      notify.error(errorMessage(err, 'The changes could not be saved. Please try again.'));
    }
  };
  const field = (key: 'name' | 'email', label: string, value: string, set: (v: string) => void) => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`${uid}-${key}`}>
        {label}
      </label>
      <input
        id={`${uid}-${key}`}
        className={ui.input}
        type={key === 'email' ? 'email' : 'text'}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${uid}-${key}-error` : undefined}
      />
      {errors[key] && (
        <p id={`${uid}-${key}-error`} className={ui.error} role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <>
      <button
        type="button"
        className={`${ui.button} ${ui.small}`}
        aria-label={`Edit name and e-mail of ${user.name}`}
        onClick={open}
      >
        Edit
      </button>
      <dialog ref={dialog} className={ui.dialog} aria-labelledby={`${uid}-title`}>
        <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
          <h2 id={`${uid}-title`} className={ui.dialogTitle}>
            Name and e-mail of {user.name}
          </h2>
          {field('name', 'Name', name, setName)}
          {field('email', 'E-mail', email, setEmail)}
          <div className={ui.dialogActions}>
            <button type="button" className={ui.button} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button type="submit" className={ui.buttonPrimary} disabled={loading}>
              {loading ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
