import { useQuery } from '@apollo/client/react';
import { can } from '@agency/schema/roles';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { Viewer } from '../auth/viewer';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { errorMessage } from '../ui/errors';
import { ListState } from '../ui/list-state';
import { InvitationsPanel } from './invitations-panel';
import { InviteUserForm } from './invite-user-form';
import { TwoFactorPolicyPanel, TwoFactorRolesDocument } from './two-factor-policy';
import { matchesUser, roleChoices, rowAccess } from './user-access';
import { UserRow } from './user-row';
import { AdminUsersDocument, USERS_VARIABLES } from './users-documents';
import styles from './users-page.module.css';

/**
 * Staff accounts (ADMIN, OWNER): list, search, create, change role, end sessions, deactivate, delete;
 * the owner also resets someone's two-step sign-in and chooses the roles that require it.
 */
export function UsersPage({ viewer, children }: { viewer: Viewer; children?: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(AdminUsersDocument, { variables: USERS_VARIABLES });
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [dialog, confirm] = useConfirm();
  const searchId = useId();
  const formId = useId();
  const choices = useMemo(() => roleChoices(viewer.roles), [viewer.roles]);
  const policy = useQuery(TwoFactorRolesDocument);
  const requiredRoles = useMemo(() => policy.data?.twoFactorRequiredRoles ?? [], [policy.data]);

  const users = useMemo(
    () =>
      [...(data?.users ?? [])].sort(
        (a, b) => new Date(b.createdAt as string).getTime() - new Date(a.createdAt as string).getTime(),
      ),
    [data],
  );
  const shown = users.filter((u) => matchesUser(u, query));

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Users</h1>
        <button
          type="button"
          className={ui.buttonPrimary}
          aria-expanded={creating}
          aria-controls={formId}
          onClick={() => setCreating((open) => !open)}
        >
          Invite a colleague
        </button>
      </div>
      <section id={formId} className={styles.createSection} hidden={!creating}>
        {creating && <InviteUserForm choices={choices} onDone={() => setCreating(false)} />}
      </section>
      <InvitationsPanel />
      <div className={ui.toolbar}>
        <div className={styles.search}>
          <label className={ui.label} htmlFor={searchId}>
            Search users
          </label>
          <input
            id={searchId}
            className={ui.input}
            type="search"
            placeholder="Name or e-mail"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <ListState
        loading={loading}
        error={error ? errorMessage(error, 'The users could not be loaded.') : undefined}
        empty={shown.length === 0}
        emptyText={users.length ? `No users match \u201c${query.trim()}\u201d.` : 'No users yet.'}
        onRetry={() => void refetch()}
      >
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Users">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Two-step</th>
                <th scope="col">Last login</th>
                <th scope="col">Created</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((user) => (
                <UserRow
                  // A new role from the server resets the row's unsaved choice.
                  key={`${user.id}:${user.roles.join('+')}`}
                  user={user}
                  access={rowAccess(viewer, user)}
                  choices={choices}
                  confirm={confirm}
                  canResetTwoFactor={can(viewer.roles, 'resetTwoFactor')}
                  twoFactorRequired={user.roles.some((r) => requiredRoles.includes(r))}
                />
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      {policy.data && (
        <TwoFactorPolicyPanel
          required={requiredRoles}
          editable={can(viewer.roles, 'manageTwoFactorPolicy')}
        />
      )}
      {children}
      {dialog}
    </div>
  );
}
