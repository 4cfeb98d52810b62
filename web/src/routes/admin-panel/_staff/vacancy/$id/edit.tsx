import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../../features/admin/auth/guard';
import { EditVacancyPage } from '../../../../../features/admin/vacancies/vacancy-editor-page';
import { ReviewPanel } from '../../../../../features/admin/reviews/review-panel';

export const Route = createFileRoute('/admin-panel/_staff/vacancy/$id/edit')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageVacancies'),
  head: () => ({ meta: [{ title: 'Edit vacancy · Admin area' }] }),
  component: EditVacancyRoute,
});

function EditVacancyRoute() {
  const { id } = Route.useParams();
  const { viewer } = Route.useRouteContext();
  return (
    <EditVacancyPage
      id={id}
      userId={viewer.id}
      review={(vacancyId) => <ReviewPanel kind="VACANCY" id={vacancyId} />}
    />
  );
}
