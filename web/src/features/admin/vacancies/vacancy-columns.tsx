import { Link } from '@tanstack/react-router';
import type { Column } from '../ui/record-columns';
import { formatDateTime } from '../ui/date-time';
import { StateBadge } from '../ui/record-states';
import { PublishRowActions } from '../ui/row-actions';
import { ScheduleBadge } from '../ui/schedule-badge';
import type { VacancyRow } from './use-vacancy-list';
import styles from './vacancies.module.css';

const when = (value: unknown) => <time dateTime={String(value)}>{formatDateTime(value)}</time>;

/** The vacancies list's columns: the position names the row; each sorts (decision 047). */
export const VACANCY_COLUMNS: Column<VacancyRow>[] = [
  {
    key: 'name',
    header: 'Position',
    rowHeader: true,
    sortKey: 'NAME',
    className: styles.name,
    cell: (row) => (
      <>
        {row.name}
        <ApplicationStages row={row} />
      </>
    ),
  },
  {
    key: 'location',
    header: 'Location',
    sortKey: 'LOCATION',
    cell: (row) => (
      <>
        {row.place}
        {row.country ? (
          `, ${row.country}`
        ) : (
          // An older vacancy without one: its page carries no job posting until it has one.
          <span className={styles.missing}> · country missing, not posted to Google</span>
        )}
      </>
    ),
  },
  { key: 'experience', header: 'Experience', sortKey: 'EXPERIENCE', cell: (row) => row.experience },
  { key: 'english', header: 'English', sortKey: 'ENGLISH', cell: (row) => row.languageLvl },
  {
    key: 'status',
    header: 'State',
    sortKey: 'STATE',
    cell: (row) => (
      <>
        <StateBadge state={row.state} published="Listed" />
        <ScheduleBadge
          schedule={row.schedule ?? null}
          publish="Lists"
          unpublish="Hides"
          closesAt={row.closesAt}
        />
      </>
    ),
  },
  { key: 'created', header: 'Created', sortKey: 'CREATED_AT', cell: (row) => when(row.createdAt) },
  { key: 'updated', header: 'Updated', sortKey: 'UPDATED_AT', cell: (row) => when(row.updatedAt) },
];

type RowActions = { toggle: (row: VacancyRow) => Promise<void>; del: (row: VacancyRow) => Promise<void> };

/** Edit, Hide or Show, and Delete for one vacancy. */
export function vacancyRowActions({ toggle, del }: RowActions) {
  return (row: VacancyRow) => (
    <PublishRowActions
      name={row.name}
      visible={row.visibility}
      onToggle={() => void toggle(row)}
      onDelete={() => void del(row)}
      editLink={(label, className) => (
        <Link to="/admin-panel/vacancy/$id/edit" params={{ id: row.id }} className={className}>
          {label}
        </Link>
      )}
    />
  );
}

/**
 * The vacancy's applications per hiring stage (decision 053): the stages holding any, and a link to
 * the applications inbox filtered to this vacancy. Null for a viewer who may not read applications.
 */
function ApplicationStages({ row }: { row: VacancyRow }) {
  const stages = row.applicationStages;
  if (!stages) return null;
  const total = stages.reduce((n, s) => n + s.count, 0);
  if (total === 0) return <span className={styles.stages}>No applications yet</span>;
  return (
    <span className={styles.stages}>
      <Link to="/admin-panel/inbox/job-applications" search={{ vacancy: row.id }}>
        {total} {total === 1 ? 'application' : 'applications'}
      </Link>
      {': '}
      {stages
        .filter((s) => s.count > 0)
        .map((s) => `${s.name} ${s.count}`)
        .join(' · ')}
    </span>
  );
}
