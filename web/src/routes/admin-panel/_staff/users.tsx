import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';
import { UsersPage } from '../../../features/admin/users/users-page';
import { ApprovalSettingPanel } from '../../../features/admin/reviews/approval-setting';
import { can } from '@agency/schema/roles';

export const Route = createFileRoute('/admin-panel/_staff/users')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageUsers'),
  head: () => ({ meta: [{ title: 'Users · Admin area' }] }),
  component: UsersRoute,
});

function UsersRoute() {
  const { viewer } = Route.useRouteContext();
  return (
    <UsersPage viewer={viewer}>
      <ApprovalSettingPanel editable={can(viewer.roles, 'manageApprovalPolicy')} />
    </UsersPage>
  );
}
