// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ui from './admin-ui.module.css';
import type { Column } from './record-columns';
import { RecordTable, type RecordTableProps } from './record-table';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

type Row = { id: string; name: string; city: string };
const ROWS: Row[] = [
  { id: 'a', name: 'Senior React Developer', city: 'Kyiv' },
  { id: 'b', name: 'QA Engineer', city: 'Lviv' },
];
const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Position', cell: (row) => row.name, rowHeader: true, className: 'strong' },
  { key: 'city', header: 'Location', cell: (row) => row.city, sortKey: 'city' },
];

const mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

function render(props: Partial<RecordTableProps<Row>> = {}) {
  const all: RecordTableProps<Row> = {
    label: 'Vacancies',
    columns: COLUMNS,
    rows: ROWS,
    loading: false,
    error: undefined,
    emptyText: 'No vacancies yet.',
    onRetry: () => {},
    ...props,
  };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  act(() => root.render(<RecordTable {...all} />));
  return container;
}

const texts = (elements: NodeListOf<Element>) => [...elements].map((e) => e.textContent);
const click = (element: Element | null) => act(() => (element as HTMLElement).click());

describe('RecordTable', () => {
  it('names the table, heads its columns and names each row by its header cell', () => {
    const page = render({
      actions: (row) => <a href={`/edit/${row.id}`}>Edit</a>,
      summary: 'Showing 2 of 2',
    });
    const table = page.querySelector('table')!;
    expect(table.getAttribute('aria-label')).toBe('Vacancies');
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Showing 2 of 2');
    expect(texts(table.querySelectorAll('thead th[scope="col"]'))).toEqual([
      'Position',
      'Location',
      'Actions',
    ]);
    // The actions column is named for screen readers only.
    expect(table.querySelector('thead th:last-child span')?.className).toBe(ui.visuallyHidden);
    const headers = table.querySelectorAll('tbody th[scope="row"]');
    expect(texts(headers)).toEqual(['Senior React Developer', 'QA Engineer']);
    expect(headers[0]!.className).toBe('strong');
    expect(table.querySelector('tbody td')?.hasAttribute('class')).toBe(false);
    expect(texts(table.querySelectorAll('tbody td:last-child a'))).toEqual(['Edit', 'Edit']);
  });

  it('shows loading, error (with Try again) and empty states instead of an empty table', () => {
    expect(render({ rows: [], loading: true }).textContent).toBe('Loading…');
    expect(render({ rows: [] }).textContent).toBe('No vacancies yet.');
    const onRetry = vi.fn();
    const failed = render({ error: 'Error getAll vacancies', onRetry });
    expect(failed.querySelector('table')).toBeNull();
    expect(failed.querySelector('[role="alert"]')?.textContent).toContain('Error getAll vacancies');
    click(failed.querySelector('button'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers Load more while the list goes on, and not while the next page loads', () => {
    expect(
      render({ paging: { hasMore: false, loading: false, onLoadMore: () => {} } }).querySelector('button'),
    ).toBeNull();
    const onLoadMore = vi.fn();
    const more = render({ paging: { hasMore: true, loading: false, onLoadMore } }).querySelector('button')!;
    expect(more.textContent).toBe('Load more');
    click(more);
    expect(onLoadMore).toHaveBeenCalledOnce();
    const busy = render({ paging: { hasMore: true, loading: true, onLoadMore } }).querySelector('button')!;
    expect(busy.textContent).toBe('Loading…');
    expect(busy.disabled).toBe(true);
  });

  it('makes sortable headers buttons that say the order, only when the list sorts', () => {
    expect(render().querySelector('thead button')).toBeNull();
    const onSort = vi.fn();
    const page = render({ sort: { key: 'city', direction: 'ascending', onSort } });
    const sorted = page.querySelector('th[aria-sort]')!;
    expect(sorted.getAttribute('aria-sort')).toBe('ascending');
    expect(sorted.textContent).toBe('Location');
    click(sorted.querySelector('button'));
    expect(onSort).toHaveBeenCalledWith('city');
    // A column without a sort key stays a plain header.
    expect(page.querySelector('thead th')?.querySelector('button')).toBeNull();
  });

  it('puts a named checkbox before each row and one for all, for bulk actions', () => {
    const onChange = vi.fn();
    const selection = {
      selected: new Set(['b']),
      onChange,
      label: (row: Row) => row.name,
      actions: <button type="button">Hide selected</button>,
    };
    const page = render({ selection });
    const boxes = [...page.querySelectorAll<HTMLInputElement>('table input[type="checkbox"]')];
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select all rows shown',
      'Select Senior React Developer',
      'Select QA Engineer',
    ]);
    expect(boxes.map((box) => box.checked)).toEqual([false, false, true]);
    expect(boxes[0]!.indeterminate).toBe(true);
    expect(page.querySelector('button')?.textContent).toBe('Hide selected');
    click(boxes[1]!);
    expect(onChange).toHaveBeenLastCalledWith(new Set(['b', 'a']));
    click(boxes[0]!);
    expect(onChange).toHaveBeenLastCalledWith(new Set(['a', 'b']));
  });

  it('says how many are picked above the list, and picks all shown or none', () => {
    const onChange = vi.fn();
    const page = render({ selection: { selected: new Set(['b']), onChange, label: (row: Row) => row.name } });
    const bar = page.querySelector('[role="group"][aria-label="Selected rows"]')!;
    expect(bar.querySelector('[aria-live="polite"]')?.textContent).toBe('1 selected');
    const buttons = [...bar.querySelectorAll('button')];
    expect(texts(bar.querySelectorAll('button'))).toEqual(['Select all 2 shown', 'Clear selection']);
    click(buttons[0]!);
    expect(onChange).toHaveBeenLastCalledWith(new Set(['a', 'b']));
    click(buttons[1]!);
    expect(onChange).toHaveBeenLastCalledWith(new Set());
  });

  it('draws the same rows as cards for a phone: the name as a heading, each column labelled, the actions', () => {
    const onChange = vi.fn();
    const page = render({
      actions: (row) => <a href={`/edit/${row.id}`}>Edit</a>,
      sort: { key: 'city', direction: 'descending', onSort: () => {} },
      selection: { selected: new Set(), onChange, label: (row: Row) => row.name },
    });
    const list = page.querySelector('ul[aria-label="Vacancies"]')!;
    expect(list.closest(`.${ui.cardView}`)).not.toBeNull();
    expect(page.querySelector('table')!.closest(`.${ui.tableView}`)).not.toBeNull();
    const cards = list.querySelectorAll('li');
    expect(texts(list.querySelectorAll('h2'))).toEqual(['Senior React Developer', 'QA Engineer']);
    expect(texts(cards[0]!.querySelectorAll('dt'))).toEqual(['Location']);
    expect(texts(cards[0]!.querySelectorAll('dd'))).toEqual(['Kyiv']);
    expect(cards[1]!.querySelector('a')?.getAttribute('href')).toBe('/edit/b');
    click(cards[1]!.querySelector('input[type="checkbox"]'));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['b']));
    // The order, as a choice, since the cards have no headers to press.
    expect(page.querySelector<HTMLSelectElement>(`.${ui.cardSort} select`)?.value).toBe('city');
  });
});
