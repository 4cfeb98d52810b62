import { useRouter } from '@tanstack/react-router';
import type { Viewer } from '../auth/viewer';
import { roleLabel } from '../layout/staff-layout';
import ui from '../ui/admin-ui.module.css';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';

/**
 * The signed-in person's own account: their details, two-step sign-in, signed-in devices, e-mail and
 * password.
 */
export function ProfilePage({ viewer }: { viewer: Viewer }) {
  const router = useRouter();
  // The guard reads the viewer from Apollo's cache, which the mutations have updated.
  const refresh = () => void router.invalidate();

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Profile</h1>
      </div>
      <section className={ui.panel} aria-labelledby="profile-details">
        <h2 id="profile-details" className={ui.sectionTitle}>
          Your account
        </h2>
        <dl className={ui.details}>
          <dt>Name</dt>
          <dd>{viewer.name}</dd>
          <dt>E-mail</dt>
          <dd>{viewer.email}</dd>
          <dt>Role</dt>
          <dd>{roleLabel(viewer.roles)}</dd>
        </dl>
      </section>
      <TwoFactorPanel />
      <SessionsPanel />
      <ChangeEmailForm currentEmail={viewer.email} onChanged={refresh} />
      <ChangePasswordForm onChanged={refresh} />
    </div>
  );
}
