import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';
import { BulkBar } from './bulk-bar';
import { ListState, LoadMore, type Paging } from './list-state';
import { RecordCards } from './record-cards';
import type { Column, TableSelection, TableSort } from './record-columns';

export type RecordTableProps<Row extends { id: string }> = {
  /** The table's accessible name ("Articles"). */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The buttons and links of each row, in a last column whose header only screen readers hear. */
  actions?: (row: Row) => ReactNode;
  /** What the list shows ("Showing 1–50 of 2,340 articles."), said above the table as a status. */
  summary?: ReactNode;
  loading: boolean;
  /** The message to show when loading failed (see errorMessage), or undefined. */
  error: string | undefined;
  /** What an empty list means here ("No articles yet. Write the first one."). */
  emptyText: ReactNode;
  onRetry: () => void;
  /** "Load more" under the table while the list goes on. */
  paging?: Paging;
  /** Anything under the list (a pager of cursor pages). */
  footer?: ReactNode;
  sort?: TableSort;
  selection?: TableSelection<Row>;
};

/**
 * The staff lists' table (articles, vacancies): loading, error and empty states, a status line,
 * columns, row actions and "Load more", sortable headers (aria-sort), and a selection with its bulk
 * bar. On a phone the same rows show as cards (record-cards.tsx; decision 047).
 */
export function RecordTable<Row extends { id: string }>(props: RecordTableProps<Row>) {
  const { columns, rows, actions, paging, selection } = props;
  return (
    <ListState
      loading={props.loading}
      error={props.error}
      empty={rows.length === 0}
      emptyText={props.emptyText}
      onRetry={props.onRetry}
    >
      {props.summary !== undefined && (
        <p className={ui.hint} role="status">
          {props.summary}
        </p>
      )}
      {selection && (
        <BulkBar
          count={rows.filter((row) => selection.selected.has(row.id)).length}
          shown={rows.length}
          onAll={() => selection.onChange(new Set(rows.map((row) => row.id)))}
          onClear={() => selection.onChange(new Set())}
        >
          {selection.actions}
        </BulkBar>
      )}
      <RecordCards
        label={props.label}
        columns={columns}
        rows={rows}
        actions={actions}
        sort={props.sort}
        selection={selection}
      />
      <div className={`${ui.tableWrap} ${ui.tableView}`}>
        <table className={ui.table} aria-label={props.label}>
          <thead>
            <tr>
              {selection && (
                <th scope="col">
                  <SelectAll rows={rows} selection={selection} />
                </th>
              )}
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} sort={props.sort} />
              ))}
              {actions && (
                <th scope="col">
                  <span className={ui.visuallyHidden}>Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {selection && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${selection.label(row)}`}
                      checked={selection.selected.has(row.id)}
                      onChange={(event) => selection.onChange(toggled(selection.selected, row.id, event))}
                    />
                  </td>
                )}
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={column.className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {actions && <td>{actions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging && <LoadMore {...paging} />}
      {props.footer}
    </ListState>
  );
}

function HeaderCell<Row>({ column, sort }: { column: Column<Row>; sort: TableSort | undefined }) {
  const sortKey = column.sortKey;
  if (!sort || sortKey === undefined) return <th scope="col">{column.header}</th>;
  return (
    <th scope="col" aria-sort={sort.key === sortKey ? sort.direction : undefined}>
      <button type="button" className={ui.sortButton} onClick={() => sort.onSort(sortKey)}>
        {column.header}
      </button>
    </th>
  );
}

function SelectAll<Row extends { id: string }>({
  rows,
  selection,
}: {
  rows: readonly Row[];
  selection: TableSelection<Row>;
}) {
  const picked = rows.filter((row) => selection.selected.has(row.id)).length;
  return (
    <input
      type="checkbox"
      aria-label="Select all rows shown"
      checked={picked > 0 && picked === rows.length}
      // Some but not all: the box says so, as a mail client's does.
      ref={(box) => {
        if (box) box.indeterminate = picked > 0 && picked < rows.length;
      }}
      onChange={(event) =>
        selection.onChange(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
      }
    />
  );
}

function toggled(selected: ReadonlySet<string>, id: string, event: { target: { checked: boolean } }) {
  const next = new Set(selected);
  if (event.target.checked) next.add(id);
  else next.delete(id);
  return next;
}
