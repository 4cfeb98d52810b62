import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/admin/auth/guard';
import { InboxPage } from '../../../../features/admin/inbox/inbox-page';
import { validateInboxSearch } from '../../../../features/admin/inbox/inbox-search';

export const Route = createFileRoute('/admin-panel/_staff/inbox/contact-requests')({
  validateSearch: validateInboxSearch,
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'readContactRequests'),
  head: () => ({ meta: [{ title: 'Contact requests · Admin area' }] }),
  component: ContactRequestsRoute,
});

function ContactRequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InboxPage
      kind="contact"
      search={search}
      onSearch={(patch, replace) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace })}
    />
  );
}
