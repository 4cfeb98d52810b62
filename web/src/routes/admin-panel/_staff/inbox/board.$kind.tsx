import { createFileRoute, notFound } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/admin/auth/guard';
import { BoardPage } from '../../../../features/admin/inbox/board-page';

const ACCESS = { contact: 'readContactRequests', application: 'readJobApplications' } as const;
const TITLES = { contact: 'Sales board', application: 'Hiring board' } as const;
const isKind = (kind: string): kind is keyof typeof ACCESS => kind === 'contact' || kind === 'application';

export const Route = createFileRoute('/admin-panel/_staff/inbox/board/$kind')({
  beforeLoad: ({ context, params }) => {
    if (!isKind(params.kind)) throw notFound();
    return requirePermission(context.viewer.roles, ACCESS[params.kind]);
  },
  head: ({ params }) => ({
    meta: [{ title: `${isKind(params.kind) ? TITLES[params.kind] : 'Board'} · Admin area` }],
  }),
  component: BoardRoute,
});

function BoardRoute() {
  const { kind } = Route.useParams();
  return isKind(kind) ? <BoardPage kind={kind} /> : null;
}
