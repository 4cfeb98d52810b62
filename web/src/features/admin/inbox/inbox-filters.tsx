import { LEAD_STATUSES } from '@agency/schema/inbox';
import { useId } from 'react';
import ui from '../ui/admin-ui.module.css';
import { SearchBox } from '../ui/search-box';
import styles from './inbox-page.module.css';
import { LEAD_ASSIGNEE_FILTERS, type InboxSearch } from './inbox-search';
import { STATUS_LABELS } from './lead-kinds';
import { VacancyFilter } from './vacancy-filter';

type InboxFiltersProps = {
  search: InboxSearch;
  /** Applications also filter by vacancy (decision 053). */
  byVacancy?: boolean;
  /** Changes some filters in the URL; typing replaces the history entry instead of adding one. */
  onSearch: (patch: Partial<InboxSearch>, replace: boolean) => void;
};

/** The inbox's status filter, its search by name or e-mail, and its source filter (decision 051). */
export function InboxFilters({ search, onSearch, byVacancy = false }: InboxFiltersProps) {
  const statusId = useId();
  const searchId = useId();
  const sourceId = useId();
  const ownerId = useId();
  return (
    <div className={ui.toolbar}>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={statusId}>
          Status
        </label>
        <select
          id={statusId}
          className={ui.select}
          value={search.status ?? ''}
          onChange={(event) =>
            onSearch({ status: LEAD_STATUSES.find((s) => s === event.target.value) }, false)
          }
        >
          <option value="">All</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={ownerId}>
          Owner
        </label>
        <select
          id={ownerId}
          className={ui.select}
          value={search.assignee ?? ''}
          onChange={(event) =>
            onSearch({ assignee: LEAD_ASSIGNEE_FILTERS.find((a) => a === event.target.value) }, false)
          }
        >
          <option value="">Anyone</option>
          <option value="MINE">Mine</option>
          <option value="UNASSIGNED">Unassigned</option>
        </select>
      </div>
      <SearchBox
        id={searchId}
        label="Search"
        placeholder="Name or e-mail"
        className={`${ui.field} ${styles.searchField}`}
        value={search.q}
        onSearch={(q) => onSearch({ q }, true)}
      />
      <SearchBox
        id={sourceId}
        label="Source"
        placeholder="newsletter, google.com, direct"
        className={ui.field}
        value={search.source}
        onSearch={(source) => onSearch({ source }, true)}
      />
      {byVacancy ? (
        <VacancyFilter value={search.vacancy} onChange={(vacancy) => onSearch({ vacancy }, false)} />
      ) : null}
    </div>
  );
}
