import { createFileRoute, notFound } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/admin/auth/guard';
import { LeadPage } from '../../../../features/admin/lead/lead-page';

export const Route = createFileRoute('/admin-panel/_staff/inbox/lead/$kind/$id')({
  beforeLoad: ({ context, params }) => {
    if (params.kind !== 'contact' && params.kind !== 'application') throw notFound();
    requirePermission(
      context.viewer.roles,
      params.kind === 'contact' ? 'readContactRequests' : 'readJobApplications',
    );
  },
  head: () => ({ meta: [{ title: 'Lead · Admin area' }] }),
  component: LeadRoute,
});

function LeadRoute() {
  const { kind, id } = Route.useParams();
  return <LeadPage kind={kind === 'contact' ? 'contact' : 'application'} id={id} />;
}
