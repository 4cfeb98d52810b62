import { useMutation } from '@apollo/client/react';
import { ROLES } from '@agency/schema/roles';
import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import type { Role } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import styles from './users-page.module.css';

export const TwoFactorRolesDocument = graphql(`
  query AdminTwoFactorRoles {
    twoFactorRequiredRoles
  }
`);

const SetTwoFactorRolesDocument = graphql(`
  mutation AdminSetTwoFactorRoles($roles: [Role!]!) {
    setTwoFactorRequiredRoles(roles: $roles)
  }
`);

type Props = { required: readonly Role[]; editable: boolean };

/**
 * Which roles must sign in with a second factor. The owner chooses (decision 031); admins see the
 * choice. Members of a chosen role set one up at their next sign-in; sessions already open go on.
 */
export function TwoFactorPolicyPanel({ required, editable }: Props) {
  const [chosen, setChosen] = useState<Role[]>([...required]);
  const [save, { loading }] = useMutation(SetTwoFactorRolesDocument, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: TwoFactorRolesDocument,
          data: { twoFactorRequiredRoles: data.setTwoFactorRequiredRoles },
        });
    },
  });
  useEffect(() => setChosen([...required]), [required]);
  const changed = chosen.length !== required.length || chosen.some((r) => !required.includes(r));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { roles: chosen } });
      notify.success(
        chosen.length
          ? `Two-step sign-in is required for ${chosen.join(', ')} from their next sign-in.`
          : 'Two-step sign-in is no longer required for any role.',
      );
    } catch (err) {
      notify.error(errorMessage(err, 'The setting could not be saved. Please try again.'));
    }
  };

  return (
    <section className={ui.panel} aria-labelledby="users-two-factor">
      <h2 id="users-two-factor" className={ui.sectionTitle}>
        Two-step sign-in
      </h2>
      {editable ? (
        <form className={ui.form} onSubmit={(event) => void submit(event)}>
          <p className={ui.hint}>
            Members of the roles you tick must sign in with an authenticator app or a passkey besides their
            password. Whoever has not set one up is led through it at their next sign-in.
          </p>
          <fieldset className={styles.roleChoices}>
            <legend className={ui.visuallyHidden}>Roles that must use two-step sign-in</legend>
            {ROLES.map((role) => (
              <label key={role} className={ui.checkbox}>
                <input
                  type="checkbox"
                  checked={chosen.includes(role)}
                  onChange={(event) =>
                    setChosen((list) =>
                      event.target.checked ? [...list, role] : list.filter((r) => r !== role),
                    )
                  }
                />
                {role}
              </label>
            ))}
          </fieldset>
          <div className={ui.actions}>
            <button type="submit" className={ui.buttonPrimary} disabled={loading || !changed}>
              {loading ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      ) : (
        <p className={ui.hint}>
          {required.length
            ? `Required for ${required.join(', ')} (the owner’s setting).`
            : 'Not required for any role (the owner’s setting).'}
        </p>
      )}
    </section>
  );
}
