import type { Permission } from '@agency/schema/roles';
import { useNavigate } from '@tanstack/react-router';
import { SCREEN_NAMES } from '../auth/guard';
import { roleLabel } from '../layout/staff-layout';
import ui from '../ui/admin-ui.module.css';
import styles from './dashboard-page.module.css';

/**
 * Said where a staff member lands after opening a screen their role cannot use (decision 047): an
 * alert, so screen readers announce it as the dashboard appears, with a way to put it away.
 */
export function AccessNotice({ denied, roles }: { denied: Permission; roles: readonly string[] }) {
  const navigate = useNavigate();
  const screen = SCREEN_NAMES[denied];
  return (
    <div className={styles.denied} role="alert">
      <p>
        <strong>You don’t have access to {screen}.</strong> Your role ({roleLabel(roles)}) cannot open that
        screen, so you are on the dashboard instead. Ask an owner or an admin if you need it.
      </p>
      <button
        type="button"
        className={ui.button}
        onClick={() => void navigate({ to: '/admin-panel', search: { denied: undefined }, replace: true })}
      >
        Dismiss
      </button>
    </div>
  );
}
