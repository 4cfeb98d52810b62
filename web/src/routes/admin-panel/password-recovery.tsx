import { createFileRoute } from '@tanstack/react-router';
import { RecoveryPage } from '../../features/admin/auth/recovery-page';

export const Route = createFileRoute('/admin-panel/password-recovery')({
  head: () => ({ meta: [{ title: 'Password recovery · Admin area' }] }),
  component: RecoveryPage,
});
