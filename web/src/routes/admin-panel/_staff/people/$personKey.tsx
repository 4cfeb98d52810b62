import { can } from '@agency/schema/roles';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/admin/auth/guard';
import { PersonPage } from '../../../../features/admin/people/person-page';

export const Route = createFileRoute('/admin-panel/_staff/people/$personKey')({
  // Either inbox's role opens a person; the page lists only the kinds of lead the role may see.
  beforeLoad: ({ context }) => {
    if (!can(context.viewer.roles, 'readContactRequests'))
      requirePermission(context.viewer.roles, 'readJobApplications');
  },
  head: () => ({ meta: [{ title: 'Person · Admin area' }] }),
  component: PersonRoute,
});

function PersonRoute() {
  const { personKey } = Route.useParams();
  const { viewer } = Route.useRouteContext();
  return <PersonPage key={personKey} personKey={personKey} roles={viewer.roles} />;
}
