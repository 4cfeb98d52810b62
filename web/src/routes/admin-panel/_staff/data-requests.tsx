import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';
import { DataRequestsPage } from '../../../features/admin/data-requests/data-requests-page';

export const Route = createFileRoute('/admin-panel/_staff/data-requests')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'handleDataRequests'),
  head: () => ({ meta: [{ title: "Visitors' data · Admin area" }] }),
  component: DataRequestsPage,
});
