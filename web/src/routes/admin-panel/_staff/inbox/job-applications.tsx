import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/admin/auth/guard';
import { InboxPage } from '../../../../features/admin/inbox/inbox-page';
import { validateInboxSearch } from '../../../../features/admin/inbox/inbox-search';

export const Route = createFileRoute('/admin-panel/_staff/inbox/job-applications')({
  validateSearch: validateInboxSearch,
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'readJobApplications'),
  head: () => ({ meta: [{ title: 'Applications · Admin area' }] }),
  component: JobApplicationsRoute,
});

function JobApplicationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InboxPage
      kind="application"
      search={search}
      onSearch={(patch, replace) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace })}
    />
  );
}
