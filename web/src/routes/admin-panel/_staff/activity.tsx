import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../features/admin/activity/activity-page';
import { validateActivitySearch } from '../../../features/admin/activity/activity-search';
import { requirePermission } from '../../../features/admin/auth/guard';

export const Route = createFileRoute('/admin-panel/_staff/activity')({
  validateSearch: validateActivitySearch,
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'readAuditLog'),
  head: () => ({ meta: [{ title: 'Activity · Admin area' }] }),
  component: ActivityRoute,
});

function ActivityRoute() {
  const navigate = Route.useNavigate();
  return (
    <ActivityPage
      search={Route.useSearch()}
      onSearch={(patch, replace) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace })}
    />
  );
}
