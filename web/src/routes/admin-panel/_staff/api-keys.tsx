import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysPage } from '../../../features/admin/api-keys/api-keys-page';
import { requirePermission } from '../../../features/admin/auth/guard';

export const Route = createFileRoute('/admin-panel/_staff/api-keys')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageApiKeys'),
  head: () => ({ meta: [{ title: 'API keys · Admin area' }] }),
  component: ApiKeysRoute,
});

function ApiKeysRoute() {
  const { viewer } = Route.useRouteContext();
  return <ApiKeysPage roles={viewer.roles} />;
}
