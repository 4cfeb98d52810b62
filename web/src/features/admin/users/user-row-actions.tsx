import ui from '../ui/admin-ui.module.css';
import { EditUserDetails } from './edit-user-details';
import type { UserActions, UserRowData } from './use-user-actions';
import styles from './users-page.module.css';

type UserRowActionsProps = {
  user: UserRowData;
  actions: UserActions;
  /** The owner may reset someone's second factors (decision 031). */
  canResetTwoFactor: boolean;
};

/** The buttons of an account this viewer may change, each naming the person for screen readers. */
export function UserRowActions({ user, actions, canResetTwoFactor }: UserRowActionsProps) {
  const { busy } = actions;
  return (
    <div className={ui.rowActions}>
      <EditUserDetails user={user} />
      <button
        type="button"
        className={`${ui.button} ${ui.small}`}
        aria-label={`End sessions of ${user.name}`}
        onClick={() => void actions.endSessions()}
        disabled={busy}
      >
        End sessions
      </button>
      <button
        type="button"
        className={`${ui.button} ${ui.small}`}
        aria-label={`${user.active ? 'Deactivate' : 'Activate'} ${user.name}`}
        onClick={() => void actions.setActive(!user.active)}
        disabled={busy}
      >
        {user.active ? 'Deactivate' : 'Activate'}
      </button>
      {canResetTwoFactor && user.twoFactorMethods.length > 0 && (
        <button
          type="button"
          className={`${ui.button} ${ui.small} ${styles.nowrap}`}
          aria-label={`Reset two-step sign-in of ${user.name}`}
          onClick={() => void actions.resetFactors()}
          disabled={busy}
        >
          Reset two-step
        </button>
      )}
      <button
        type="button"
        className={`${ui.buttonDanger} ${ui.small}`}
        aria-label={`Delete ${user.name}`}
        onClick={() => void actions.deleteUser()}
        disabled={busy}
      >
        Delete
      </button>
    </div>
  );
}
