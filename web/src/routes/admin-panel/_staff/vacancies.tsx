import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';

export const Route = createFileRoute('/admin-panel/_staff/vacancies')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageVacancies'),
  head: () => ({ meta: [{ title: 'Vacancies · Admin area' }] }),
  component: () => <h1>Vacancies</h1>,
});
