import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/admin/dashboard/dashboard-page';

export const Route = createFileRoute('/admin-panel/_staff/')({
  head: () => ({ meta: [{ title: 'Dashboard · Admin area' }] }),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { viewer } = Route.useRouteContext();
  return <DashboardPage viewer={viewer} />;
}
