import { Link, useNavigate } from '@tanstack/react-router';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { RecordTable } from '../ui/record-table';
import { SearchBox } from '../ui/search-box';
import { useVacancyActions } from './use-vacancy-actions';
import { useVacancyList } from './use-vacancy-list';
import { VACANCY_COLUMNS, vacancyRowActions } from './vacancy-columns';
import type { VacanciesSearch } from './vacancy-search';

/** Every vacancy, hidden ones too, newest first; filtered by name or city as staff type. */
export function VacanciesPage({ search }: { search: VacanciesSearch }) {
  const navigate = useNavigate();
  const { all, rows, loading, error, refetch } = useVacancyList(search.q);
  const { toggle, del, dialog } = useVacancyActions();

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Vacancies</h1>
        <Link to="/admin-panel/vacancy" className={ui.buttonPrimary}>
          New vacancy
        </Link>
      </div>
      <div className={ui.toolbar} role="search" aria-label="Filter vacancies">
        <SearchBox
          id="vacancies-search"
          label="Search vacancies"
          placeholder="Name or city…"
          value={search.q}
          onSearch={(q) => void navigate({ to: '/admin-panel/vacancies', search: { q }, replace: true })}
        />
      </div>
      {/* The list is whole (no paging): it is short, and searched here. */}
      <RecordTable
        label="Vacancies"
        columns={VACANCY_COLUMNS}
        rows={rows}
        actions={vacancyRowActions({ toggle, del })}
        summary={
          <>
            Showing {rows.length} of {all.length}
          </>
        }
        loading={loading}
        error={error ? errorMessage(error, 'Error getAll vacancies') : undefined}
        emptyText={search.q ? 'No vacancies match this search.' : 'No vacancies yet. Add the first one.'}
        onRetry={refetch}
      />
      {dialog}
    </div>
  );
}
