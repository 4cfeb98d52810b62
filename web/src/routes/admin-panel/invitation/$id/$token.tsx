import { createFileRoute } from '@tanstack/react-router';
import { InvitationPage } from '../../../../features/admin/auth/invitation-page';

export const Route = createFileRoute('/admin-panel/invitation/$id/$token')({
  head: () => ({ meta: [{ title: 'Join the admin area' }, { name: 'robots', content: 'noindex' }] }),
  component: InvitationRoute,
});

function InvitationRoute() {
  const { id, token } = Route.useParams();
  return <InvitationPage id={id} token={token} />;
}
