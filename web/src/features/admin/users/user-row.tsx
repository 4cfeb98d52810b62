import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import { graphql } from '../gql/gql';
import type { AdminUsersQuery, Role } from '../gql/graphql';
import { roleLabel } from '../layout/staff-layout';
import ui from '../ui/admin-ui.module.css';
import type { useConfirm } from '../ui/confirm-dialog';
import { errorMessage } from '../ui/errors';
import { optionFor, type RoleOption, type RowAccess } from './user-access';
import { AdminUsersDocument, USERS_VARIABLES } from './users-documents';
import styles from './users-page.module.css';

const UpdateUserDocument = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      id
      roles
      active
    }
  }
`);

const RevokeSessionsDocument = graphql(`
  mutation AdminRevokeUserSessions($id: ID!) {
    revokeUserSessions(id: $id) {
      id
    }
  }
`);

const ResetTwoFactorDocument = graphql(`
  mutation AdminResetUserTwoFactor($id: ID!) {
    resetUserTwoFactor(id: $id) {
      id
      twoFactorMethods
    }
  }
`);

const DeleteUserDocument = graphql(`
  mutation AdminDeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

export type UserRowData = AdminUsersQuery['users'][number];
type Confirm = ReturnType<typeof useConfirm>[1];

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
function When({ value }: { value: string | null | undefined }) {
  if (!value) return <>Never</>;
  return <time dateTime={value}>{dateFormat.format(new Date(value))}</time>;
}

const NO_ACTIONS: Record<Exclude<RowAccess, 'editable'>, string> = {
  self: 'You',
  owner: 'Owner',
  ownerOnly: 'Only the owner can change an admin',
};

type Props = {
  user: UserRowData;
  access: RowAccess;
  choices: RoleOption[];
  confirm: Confirm;
  /** The owner may reset someone's second factors (decision 031). */
  canResetTwoFactor: boolean;
  /** The owner's policy requires a second factor of this user's role. */
  twoFactorRequired: boolean;
};

const METHOD_LABELS: Record<string, string> = { TOTP: 'App', PASSKEY: 'Passkey' };

/** One account: its facts, and only the actions the server would accept from this viewer. */
export function UserRow({ user, access, choices, confirm, canResetTwoFactor, twoFactorRequired }: Props) {
  const current = optionFor(user.roles)?.label ?? '';
  const [role, setRole] = useState(current);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdateUserDocument);
  const [revoke] = useMutation(RevokeSessionsDocument);
  const [remove] = useMutation(DeleteUserDocument);
  const [resetTwoFactor] = useMutation(ResetTwoFactorDocument);
  const editable = access === 'editable';

  const run = async (action: () => Promise<unknown>, success: string, fallback: string) => {
    setBusy(true);
    try {
      await action();
      notify.success(success);
    } catch (err) {
      notify.error(errorMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  };

  const saveRole = () => {
    const option = choices.find((o) => o.label === role);
    if (!option) return;
    return run(
      () => update({ variables: { id: user.id, input: { roles: [...option.roles] as Role[] } } }),
      `${user.name} is now ${option.label}. Their sessions were ended.`,
      'Error update user',
    );
  };

  const endSessions = async () => {
    const ok = await confirm({
      title: 'End sessions?',
      body: <p>{user.name} will be signed out everywhere and has to sign in again.</p>,
      confirmLabel: 'End sessions',
    });
    if (ok)
      await run(
        () => revoke({ variables: { id: user.id } }),
        `Sessions ended: ${user.name} has to sign in again.`,
        'The sessions could not be ended. Please try again.',
      );
  };

  const setActive = async (active: boolean) => {
    if (
      !active &&
      !(await confirm({
        title: 'Deactivate this user?',
        body: <p>{user.name} will be signed out and cannot sign in until activated again.</p>,
        confirmLabel: 'Deactivate',
      }))
    )
      return;
    await run(
      () => update({ variables: { id: user.id, input: { active } } }),
      active ? `${user.name} can sign in again.` : `${user.name} is deactivated.`,
      'Error update user',
    );
  };

  const resetFactors = async () => {
    const ok = await confirm({
      title: 'Reset two-step sign-in?',
      body: (
        <p>
          {user.name}’s authenticator app, passkeys and recovery codes are removed and they are signed out
          everywhere. They get an e-mail
          {twoFactorRequired ? ' and set up two-step sign-in again at their next sign-in' : ''}.
        </p>
      ),
      confirmLabel: 'Reset',
    });
    if (ok)
      await run(
        () => resetTwoFactor({ variables: { id: user.id } }),
        `${user.name}’s two-step sign-in was reset and they were e-mailed.`,
        'The two-step sign-in could not be reset. Please try again.',
      );
  };

  const deleteUser = async () => {
    const ok = await confirm({
      title: 'Delete this user?',
      body: (
        <p>
          {user.name} ({user.email}) will be deleted and can no longer sign in. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    await run(
      () =>
        remove({
          variables: { id: user.id },
          update: (cache) => {
            cache.updateQuery({ query: AdminUsersDocument, variables: USERS_VARIABLES }, (list) =>
              list ? { users: list.users.filter((u) => u.id !== user.id) } : list,
            );
            cache.evict({ id: cache.identify({ __typename: 'User', id: user.id }) });
            cache.gc();
          },
        }),
      `${user.name} was deleted.`,
      'The user could not be deleted. Please try again.',
    );
  };

  return (
    <tr>
      <td>{user.name}</td>
      <td>{user.email}</td>
      <td>
        {editable ? (
          <div className={styles.roleCell}>
            <select
              className={`${ui.select} ${styles.roleSelect}`}
              aria-label={`Role of ${user.name}`}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              disabled={busy}
            >
              {!current && <option value="">{roleLabel(user.roles)}</option>}
              {choices.map((o) => (
                <option key={o.label} value={o.label}>
                  {o.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={`${ui.button} ${ui.small}`}
              aria-label={`Save role of ${user.name}`}
              onClick={() => void saveRole()}
              disabled={busy || !role || role === current}
            >
              Save
            </button>
          </div>
        ) : (
          roleLabel(user.roles)
        )}
      </td>
      <td>
        <span className={user.active ? ui.badgeGood : ui.badgeWarn}>
          {user.active ? 'active' : 'deactivated'}
        </span>
      </td>
      <td>
        {user.twoFactorMethods.length ? (
          <span className={styles.methods}>
            {user.twoFactorMethods.map((m) => (
              <span key={m} className={ui.badgeGood}>
                {METHOD_LABELS[m] ?? m}
              </span>
            ))}
          </span>
        ) : (
          <span className={twoFactorRequired ? ui.badgeWarn : ui.hint}>
            {twoFactorRequired ? 'Required, not set up' : 'Off'}
          </span>
        )}
      </td>
      <td>
        <When value={user.lastLoginAt as string | null} />
      </td>
      <td>
        <When value={user.createdAt as string} />
      </td>
      <td>
        {editable ? (
          <div className={ui.rowActions}>
            <button
              type="button"
              className={`${ui.button} ${ui.small}`}
              aria-label={`End sessions of ${user.name}`}
              onClick={() => void endSessions()}
              disabled={busy}
            >
              End sessions
            </button>
            <button
              type="button"
              className={`${ui.button} ${ui.small}`}
              aria-label={`${user.active ? 'Deactivate' : 'Activate'} ${user.name}`}
              onClick={() => void setActive(!user.active)}
              disabled={busy}
            >
              {user.active ? 'Deactivate' : 'Activate'}
            </button>
            {canResetTwoFactor && user.twoFactorMethods.length > 0 && (
              <button
                type="button"
                className={`${ui.button} ${ui.small} ${styles.nowrap}`}
                aria-label={`Reset two-step sign-in of ${user.name}`}
                onClick={() => void resetFactors()}
                disabled={busy}
              >
                Reset two-step
              </button>
            )}
            <button
              type="button"
              className={`${ui.buttonDanger} ${ui.small}`}
              aria-label={`Delete ${user.name}`}
              onClick={() => void deleteUser()}
              disabled={busy}
            >
              Delete
            </button>
          </div>
        ) : (
          <span className={access === 'self' ? ui.badge : ui.hint}>{NO_ACTIONS[access]}</span>
        )}
      </td>
    </tr>
  );
}
