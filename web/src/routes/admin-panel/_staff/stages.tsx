import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';
import { StagesPage } from '../../../features/admin/stages/stages-page';

export const Route = createFileRoute('/admin-panel/_staff/stages')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageStages'),
  head: () => ({ meta: [{ title: 'Pipeline stages · Admin area' }] }),
  component: StagesPage,
});
