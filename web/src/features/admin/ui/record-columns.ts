import type { ReactNode } from 'react';

// What the lists' table and their phone cards share (record-table.tsx, record-cards.tsx).

/** One column of a RecordTable: its header, and what each row shows in it. */
export type Column<Row> = {
  /** Names the column among the others (its React key). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** This column names the row (its cells are <th scope="row">): one column, usually the first. */
  rowHeader?: boolean;
  /** A class for the column's cells (not its header). */
  className?: string;
  /** The list can be ordered by this column; its header becomes a button when the table has `sort`. */
  sortKey?: string;
};

/** The order the list is shown in, and how to ask for another (a column's `sortKey`). */
export type TableSort = {
  key: string;
  direction: 'ascending' | 'descending';
  onSort: (key: string) => void;
};

/** Rows picked for a bulk action: a checkbox before each row, and the caller's buttons above. */
export type TableSelection<Row> = {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** The row's name, read out with its checkbox ("Select Senior React Developer"). */
  label: (row: Row) => string;
  /** What may be done with the selected rows (buttons), shown in the bar above the table. */
  actions?: ReactNode;
};
