import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/admin/auth/guard';
import { NewVacancyPage } from '../../../../features/admin/vacancies/vacancy-editor-page';

export const Route = createFileRoute('/admin-panel/_staff/vacancy/')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageVacancies'),
  head: () => ({ meta: [{ title: 'New vacancy · Admin area' }] }),
  component: NewVacancyRoute,
});

function NewVacancyRoute() {
  const { viewer } = Route.useRouteContext();
  return <NewVacancyPage userId={viewer.id} />;
}
