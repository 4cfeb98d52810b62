import { createFileRoute, notFound } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/admin/auth/guard';
import { LeadPage } from '../../../../features/admin/lead/lead-page';

const ACCESS = { contact: 'readContactRequests', application: 'readJobApplications' } as const;
const isKind = (kind: string): kind is keyof typeof ACCESS => kind === 'contact' || kind === 'application';

export const Route = createFileRoute('/admin-panel/_staff/inbox/lead/$kind/$id')({
  beforeLoad: ({ context, params }) => {
    if (!isKind(params.kind)) throw notFound();
    return requirePermission(context.viewer.roles, ACCESS[params.kind]);
  },
  head: ({ params }) => ({
    meta: [{ title: `${params.kind === 'contact' ? 'Contact request' : 'Application'} · Admin area` }],
  }),
  component: LeadRoute,
});

function LeadRoute() {
  const { kind, id } = Route.useParams();
  return isKind(kind) ? <LeadPage kind={kind} id={id} /> : null;
}
