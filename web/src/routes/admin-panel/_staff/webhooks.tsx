import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';
import { WebhooksPage } from '../../../features/admin/webhooks/webhooks-page';

export const Route = createFileRoute('/admin-panel/_staff/webhooks')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageWebhooks'),
  head: () => ({ meta: [{ title: 'Webhooks · Admin area' }] }),
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const { viewer } = Route.useRouteContext();
  return <WebhooksPage viewer={viewer} />;
}
