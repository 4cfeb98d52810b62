import { Link } from '@tanstack/react-router';
import { formatArticleDate } from '../../../components/article-view/format-date';
import type { Column } from '../ui/record-table';
import { PublishRowActions, PublishStatus } from '../ui/row-actions';
import { ScheduleBadge } from '../ui/schedule-badge';
import type { VacancyRow } from './use-vacancy-list';
import styles from './vacancies.module.css';

/** The vacancies list's columns: the position names the row. */
export const VACANCY_COLUMNS: Column<VacancyRow>[] = [
  { key: 'name', header: 'Position', rowHeader: true, className: styles.name, cell: (row) => row.name },
  {
    key: 'location',
    header: 'Location',
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
  { key: 'experience', header: 'Experience', cell: (row) => row.experience },
  { key: 'english', header: 'English', cell: (row) => row.languageLvl },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <>
        <PublishStatus visible={row.visibility} shown="Listed" hidden="Hidden" />
        <ScheduleBadge
          schedule={row.schedule ?? null}
          publish="Lists"
          unpublish="Hides"
          closesAt={row.closesAt}
        />
      </>
    ),
  },
  {
    key: 'created',
    header: 'Created',
    cell: (row) => <time dateTime={String(row.createdAt)}>{formatArticleDate(String(row.createdAt))}</time>,
  },
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
