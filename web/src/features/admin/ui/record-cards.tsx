import { useId } from 'react';
import ui from './admin-ui.module.css';
import type { Column, TableSelection, TableSort } from './record-columns';

type RecordCardsProps<Row extends { id: string }> = {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  actions?: ((row: Row) => React.ReactNode) | undefined;
  sort?: TableSort | undefined;
  selection?: TableSelection<Row> | undefined;
};

/**
 * The staff lists on a phone (decision 047): one card per record, its name as a heading, every
 * other column as a labelled line and the row's buttons under it, instead of a table that scrolls
 * sideways without a hint. The table and the cards are both in the page; CSS shows one, so a
 * screen reader meets only the one shown.
 */
export function RecordCards<Row extends { id: string }>(props: RecordCardsProps<Row>) {
  const { columns, rows, actions, selection, sort } = props;
  const named = columns.find((c) => c.rowHeader) ?? columns[0];
  const rest = columns.filter((c) => c !== named);
  return (
    <div className={ui.cardView}>
      {sort ? <SortControl columns={columns} sort={sort} /> : null}
      <ul className={ui.cardList} aria-label={props.label}>
        {rows.map((row) => (
          <li key={row.id} className={ui.recordCard}>
            <div className={ui.cardHead}>
              {selection ? (
                <input
                  type="checkbox"
                  className={ui.cardCheck}
                  aria-label={`Select ${selection.label(row)}`}
                  checked={selection.selected.has(row.id)}
                  onChange={(event) => {
                    const next = new Set(selection.selected);
                    if (event.target.checked) next.add(row.id);
                    else next.delete(row.id);
                    selection.onChange(next);
                  }}
                />
              ) : null}
              <h2 className={ui.cardTitle}>{named ? named.cell(row) : row.id}</h2>
            </div>
            <dl className={ui.cardFields}>
              {rest.map((column) => (
                <div key={column.key}>
                  <dt>{column.header}</dt>
                  <dd className={column.className}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className={ui.cardActions}>{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cards' order: the table's sortable columns as a choice, and which way. */
function SortControl<Row>({ columns, sort }: { columns: readonly Column<Row>[]; sort: TableSort }) {
  const id = useId();
  const sortable = columns.filter((c) => c.sortKey !== undefined);
  return (
    <div className={ui.cardSort}>
      <label className={ui.label} htmlFor={id}>
        Sort by
      </label>
      <select
        id={id}
        className={ui.select}
        value={sort.key}
        onChange={(event) => sort.onSort(event.target.value)}
      >
        {sortable.map((c) => (
          <option key={c.key} value={c.sortKey}>
            {typeof c.header === 'string' ? c.header : c.key}
          </option>
        ))}
      </select>
      <button type="button" className={ui.button} onClick={() => sort.onSort(sort.key)}>
        {sort.direction === 'ascending' ? 'Ascending ▲' : 'Descending ▼'}
        <span className={ui.visuallyHidden}> (change)</span>
      </button>
    </div>
  );
}
