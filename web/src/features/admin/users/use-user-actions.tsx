import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import type { AdminUserRowFragment, Role } from '../gql/graphql';
import type { useConfirm } from '../ui/confirm-dialog';
import { errorMessage } from '../ui/errors';
import type { RoleOption } from './user-access';
import {
  AdminUsersDocument,
  DeleteUserDocument,
  ResetTwoFactorDocument,
  RevokeSessionsDocument,
  UpdateUserDocument,
  USERS_VARIABLES,
} from './users-documents';

export type UserRowData = AdminUserRowFragment;
export type Confirm = ReturnType<typeof useConfirm>[1];

type Options = {
  user: UserRowData;
  confirm: Confirm;
  /** The owner's policy requires a second factor of this user's role (the reset's e-mail says so). */
  twoFactorRequired: boolean;
};

/**
 * What may be done to one account, each asked first where it cannot be undone and told as a toast.
 * `busy` is true while one of them is on its way: the row's controls wait for it.
 */
export function useUserActions({ user, confirm, twoFactorRequired }: Options) {
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdateUserDocument);
  const [revoke] = useMutation(RevokeSessionsDocument);
  const [remove] = useMutation(DeleteUserDocument);
  const [resetTwoFactor] = useMutation(ResetTwoFactorDocument);

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

  const saveRole = (option: RoleOption) =>
    run(
      () => update({ variables: { id: user.id, input: { roles: [...option.roles] as Role[] } } }),
      `${user.name} is now ${option.label}. Their sessions were ended.`,
      'Error update user',
    );

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

  return { busy, saveRole, endSessions, setActive, resetFactors, deleteUser };
}

export type UserActions = ReturnType<typeof useUserActions>;
