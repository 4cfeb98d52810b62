import type { Permission } from '@agency/schema/roles';
import { createFileRoute } from '@tanstack/react-router';
import { deniedScreen } from '../../../features/admin/auth/guard';
import { DashboardPage } from '../../../features/admin/dashboard/dashboard-page';

export const Route = createFileRoute('/admin-panel/_staff/')({
  // A screen the role could not open, named by the guard that sent the viewer here (decision 047).
  validateSearch: (search: Record<string, unknown>): { denied?: Permission | undefined } => ({
    denied: deniedScreen(search['denied']),
  }),
  head: () => ({ meta: [{ title: 'Dashboard · Admin area' }] }),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { viewer } = Route.useRouteContext();
  const { denied } = Route.useSearch();
  return <DashboardPage viewer={viewer} denied={denied} />;
}
