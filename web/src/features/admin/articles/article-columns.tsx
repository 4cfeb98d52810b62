import { Link } from '@tanstack/react-router';
import { formatArticleDate } from '../../../components/article-view/format-date';
import type { Column } from '../ui/record-table';
import { PublishRowActions, PublishStatus } from '../ui/row-actions';
import { ScheduleBadge } from '../ui/schedule-badge';
import styles from './articles.module.css';
import type { ArticleCategories } from './use-article-categories';
import type { ArticleRow } from './use-article-list';

/** The articles list's columns: the title names the row, with the address under it. */
export function articleColumns(nameOf: ArticleCategories['nameOf']): Column<ArticleRow>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      rowHeader: true,
      className: styles.titleCell,
      cell: (row) => (
        <>
          {row.title}
          <span className={styles.slug}>/blog/{row.slug}</span>
        </>
      ),
    },
    { key: 'category', header: 'Category', cell: (row) => nameOf(row.category) },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          <PublishStatus visible={row.visibility} shown="Visible" hidden="Draft" />
          <ScheduleBadge schedule={row.schedule ?? null} />
        </>
      ),
    },
    {
      key: 'created',
      header: 'Created',
      cell: (row) => <time dateTime={String(row.createdAt)}>{formatArticleDate(String(row.createdAt))}</time>,
    },
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
