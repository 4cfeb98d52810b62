import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';
import { VacanciesPage } from '../../../features/admin/vacancies/vacancies-page';
import { validateVacanciesSearch } from '../../../features/admin/vacancies/vacancy-search';

export const Route = createFileRoute('/admin-panel/_staff/vacancies')({
  validateSearch: validateVacanciesSearch,
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageVacancies'),
  head: () => ({ meta: [{ title: 'Vacancies · Admin area' }] }),
  component: VacanciesRoute,
});

function VacanciesRoute() {
  return <VacanciesPage search={Route.useSearch()} />;
}
