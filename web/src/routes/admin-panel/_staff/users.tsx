import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';

export const Route = createFileRoute('/admin-panel/_staff/users')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageUsers'),
  head: () => ({ meta: [{ title: 'Users · Admin area' }] }),
  component: () => <h1>Users</h1>,
});
