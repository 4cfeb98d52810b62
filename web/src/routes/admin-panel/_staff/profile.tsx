import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/admin/profile/profile-page';

export const Route = createFileRoute('/admin-panel/_staff/profile')({
  head: () => ({ meta: [{ title: 'Profile · Admin area' }] }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { viewer } = Route.useRouteContext();
  return <ProfilePage viewer={viewer} />;
}
