import { createFileRoute, redirect } from '@tanstack/react-router';
import { StaffLayout } from '../../../features/admin/layout/staff-layout';

/**
 * The spec's admin guard for every signed-in screen: no token or an auth error goes to the login
 * page; with a token the user is verified (me) and the page shows once they are known. Children
 * read `viewer` from the route context for their role checks.
 */
export const Route = createFileRoute('/admin-panel/_staff')({
  beforeLoad: async ({ location }) => {
    // Loaded on demand: Apollo stays out of the public pages' bundle.
    const { loadViewer } = await import('../../../features/admin/auth/viewer');
    const viewer = await loadViewer();
    if (!viewer) throw redirect({ to: '/admin-panel/login', search: { redirect: location.href } });
    return { viewer };
  },
  component: StaffRoute,
});

function StaffRoute() {
  const { viewer } = Route.useRouteContext();
  return <StaffLayout viewer={viewer} />;
}
