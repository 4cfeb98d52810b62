import { roleLabel } from '../layout/staff-layout';
import ui from '../ui/admin-ui.module.css';
import type { RoleOption, RowAccess } from './user-access';
import { useUserActions, type Confirm, type UserRowData } from './use-user-actions';
import { UserRoleCell } from './user-role-cell';
import { UserRowActions } from './user-row-actions';
import styles from './users-page.module.css';

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

const METHOD_LABELS: Record<string, string> = { TOTP: 'App', PASSKEY: 'Passkey' };

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

/** One account: its facts, and only the actions the server would accept from this viewer. */
export function UserRow({ user, access, choices, confirm, canResetTwoFactor, twoFactorRequired }: Props) {
  const actions = useUserActions({ user, confirm, twoFactorRequired });
  const editable = access === 'editable';

  return (
    <tr>
      <td>{user.name}</td>
      <td>{user.email}</td>
      <td>
        {editable ? (
          <UserRoleCell
            user={user}
            choices={choices}
            busy={actions.busy}
            onSave={(option) => void actions.saveRole(option)}
          />
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
          <UserRowActions user={user} actions={actions} canResetTwoFactor={canResetTwoFactor} />
        ) : (
          <span className={access === 'self' ? ui.badge : ui.hint}>{NO_ACTIONS[access]}</span>
        )}
      </td>
    </tr>
  );
}
