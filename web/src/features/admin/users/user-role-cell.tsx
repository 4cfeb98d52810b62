import { useState } from 'react';
import { roleLabel } from '../layout/staff-layout';
import ui from '../ui/admin-ui.module.css';
import { optionFor, type RoleOption } from './user-access';
import type { UserRowData } from './use-user-actions';
import styles from './users-page.module.css';

type UserRoleCellProps = {
  user: UserRowData;
  choices: RoleOption[];
  busy: boolean;
  onSave: (option: RoleOption) => void;
};

/**
 * The role as a choice and its Save. The choice is kept until saved; the row is keyed by the roles,
 * so the server's new answer starts it afresh.
 */
export function UserRoleCell({ user, choices, busy, onSave }: UserRoleCellProps) {
  const current = optionFor(user.roles)?.label ?? '';
  const [role, setRole] = useState(current);

  const save = () => {
    const option = choices.find((o) => o.label === role);
    if (option) onSave(option);
  };

  return (
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
        onClick={save}
        disabled={busy || !role || role === current}
      >
        Save
      </button>
    </div>
  );
}
