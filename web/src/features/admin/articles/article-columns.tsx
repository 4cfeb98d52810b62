import { Link } from '@tanstack/react-router';
import type { Column } from '../ui/record-columns';
import { formatDateTime } from '../ui/date-time';
import { StateBadge } from '../ui/record-states';
import { PublishRowActions } from '../ui/row-actions';
import { ScheduleBadge } from '../ui/schedule-badge';
import styles from './articles.module.css';
import type { ArticleCategories } from './use-article-categories';
import type { ArticleRow } from './use-article-list';

const when = (value: unknown) => <time dateTime={String(value)}>{formatDateTime(value)}</time>;

/** The articles list's columns: the title names the row, with the address under it; each sorts. */
export function articleColumns(nameOf: ArticleCategories['nameOf']): Column<ArticleRow>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      rowHeader: true,
      sortKey: 'TITLE',
      className: styles.titleCell,
      cell: (row) => (
        <>
          {row.title}
          <span className={styles.slug}>/blog/{row.slug}</span>
        </>
      ),
    },
    { key: 'category', header: 'Category', sortKey: 'CATEGORY', cell: (row) => nameOf(row.category) },
    {
      key: 'status',
      header: 'State',
      sortKey: 'STATE',
      cell: (row) => (
        <>
          <StateBadge state={row.state} />
          <ScheduleBadge schedule={row.schedule ?? null} />
        </>
      ),
    },
    { key: 'author', header: 'Author', cell: (row) => row.authorName ?? '—' },
    { key: 'created', header: 'Created', sortKey: 'CREATED_AT', cell: (row) => when(row.createdAt) },
    { key: 'updated', header: 'Updated', sortKey: 'UPDATED_AT', cell: (row) => when(row.updatedAt) },
  ];
}

type RowActions = { toggle: (row: ArticleRow) => Promise<void>; del: (row: ArticleRow) => Promise<void> };

/** Edit, Hide or Show, and Delete for one article. */
export function articleRowActions({ toggle, del }: RowActions) {
  return (row: ArticleRow) => (
    <PublishRowActions
      name={row.title}
      visible={row.visibility}
      onToggle={() => void toggle(row)}
      onDelete={() => void del(row)}
      editLink={(label, className) => (
        <Link
          to="/admin-panel/article/$articleURL/edit"
          params={{ articleURL: row.slug }}
          className={className}
        >
          {label}
        </Link>
      )}
    />
  );
}
