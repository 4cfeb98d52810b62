import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '../../../../features/admin/auth/new-password-page';

export const Route = createFileRoute('/admin-panel/new-password/$id/$linkJwt')({
  head: () => ({ meta: [{ title: 'Set a new password · Admin area' }] }),
  component: NewPasswordRoute,
});

function NewPasswordRoute() {
  const { id, linkJwt } = Route.useParams();
  return <NewPasswordPage userId={id} linkJwt={linkJwt} />;
}
