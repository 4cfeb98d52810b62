import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatArticleDate } from '../../../components/article-view/format-date';
import { notify } from '../../../components/toasts/notify';
import type { AdminVacanciesQuery } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { errorMessage } from '../ui/errors';
import { ListState } from '../ui/list-state';
import { PublishRowActions, PublishStatus } from '../ui/row-actions';
import { SearchBox } from '../ui/search-box';
import {
  AdminVacanciesDocument,
  DeleteVacancyDocument,
  SetVacancyVisibilityDocument,
} from './vacancy-documents';
import type { VacanciesSearch } from './vacancy-search';
import styles from './vacancies.module.css';

type Row = AdminVacanciesQuery['vacancies'][number];

const matches = (row: Row, q: string) =>
  `${row.name} ${row.place}`.toLocaleLowerCase().includes(q.toLocaleLowerCase());

/** Every vacancy, hidden ones too, newest first; filtered by name or city as staff type. */
export function VacanciesPage({ search }: { search: VacanciesSearch }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminVacanciesDocument);
  const [setVisibility] = useMutation(SetVacancyVisibilityDocument);
  const [remove] = useMutation(DeleteVacancyDocument);
  const [dialog, confirm] = useConfirm();

  // The API lists oldest first (the careers page's order); staff want the newest on top.
  const all = [...(data?.vacancies ?? [])].reverse();
  const rows = search.q ? all.filter((row) => matches(row, search.q!)) : all;

  const toggle = async (row: Row) => {
    try {
      await setVisibility({ variables: { id: row.id, visibility: !row.visibility } });
      notify.success(
        row.visibility
          ? `“${row.name}” is hidden from the careers page.`
          : `“${row.name}” is listed on the careers page.`,
      );
    } catch (err) {
      notify.error(errorMessage(err, 'The vacancy could not be changed. Please try again.'));
    }
  };

  const del = async (row: Row) => {
    const ok = await confirm({
      title: 'Delete this vacancy?',
      body: <p>“{row.name}” will be removed from the careers page for good. This cannot be undone.</p>,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await remove({
        variables: { id: row.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Vacancy', id: row.id }) });
          cache.gc();
        },
      });
      notify.success(`“${row.name}” was deleted.`);
    } catch (err) {
      notify.error(errorMessage(err, 'Error delete vacancy'));
    }
  };

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
      <ListState
        loading={loading}
        error={error ? errorMessage(error, 'Error getAll vacancies') : undefined}
        empty={rows.length === 0}
        emptyText={search.q ? 'No vacancies match this search.' : 'No vacancies yet. Add the first one.'}
        onRetry={() => void refetch()}
      >
        <p className={ui.hint} role="status">
          Showing {rows.length} of {all.length}
        </p>
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Vacancies">
            <thead>
              <tr>
                <th scope="col">Position</th>
                <th scope="col">Location</th>
                <th scope="col">Experience</th>
                <th scope="col">English</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className={ui.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={styles.name}>
                    {row.name}
                  </th>
                  <td>
                    {row.place}
                    {row.country ? (
                      `, ${row.country}`
                    ) : (
                      // An older vacancy without one: its page carries no job posting until it has one.
                      <span className={styles.missing}> · country missing, not posted to Google</span>
                    )}
                  </td>
                  <td>{row.experience}</td>
                  <td>{row.languageLvl}</td>
                  <td>
                    <PublishStatus visible={row.visibility} shown="Listed" hidden="Hidden" />
                  </td>
                  <td>
                    <time dateTime={String(row.createdAt)}>{formatArticleDate(String(row.createdAt))}</time>
                  </td>
                  <td>
                    <PublishRowActions
                      name={row.name}
                      visible={row.visibility}
                      onToggle={() => void toggle(row)}
                      onDelete={() => void del(row)}
                      editLink={(label, className) => (
                        <Link
                          to="/admin-panel/vacancy/$id/edit"
                          params={{ id: row.id }}
                          className={className}
                        >
                          {label}
                        </Link>
                      )}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      {dialog}
    </div>
  );
}
