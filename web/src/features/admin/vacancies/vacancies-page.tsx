import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import ui from '../ui/admin-ui.module.css';
import { CursorPager } from '../ui/cursor-pager';
import { errorMessage } from '../ui/errors';
import { shownRange } from '../ui/list-count';
import { firstPage, tableSort } from '../ui/list-url';
import { RecordTable } from '../ui/record-table';
import { SearchBox } from '../ui/search-box';
import { StateFilter } from '../ui/state-filter';
import { BulkButtons, useBulkAction } from '../ui/use-bulk-action';
import { useListPage } from '../ui/use-list-page';
import { useVacancyActions } from './use-vacancy-actions';
import { useVacancyList, VACANCY_PAGE_SIZE } from './use-vacancy-list';
import { VACANCY_COLUMNS, vacancyRowActions } from './vacancy-columns';
import { BulkVacanciesDocument } from './vacancy-documents';
import type { VacanciesSearch } from './vacancy-search';

const NOUNS = { one: 'vacancy', many: 'vacancies' };

/**
 * Every vacancy, every state: sorted by any column, filtered by state, searched in the position
 * and the text, a page at a time by cursor, everything in the URL; rows picked for a bulk action
 * (decision 047).
 */
export function VacanciesPage({ search }: { search: VacanciesSearch }) {
  const navigate = useNavigate();
  const setSearch = (next: VacanciesSearch) =>
    void navigate({ to: '/admin-panel/vacancies', search: next, replace: true });
  const set = (patch: Partial<VacanciesSearch>) => setSearch({ ...search, ...firstPage, ...patch });
  const list = useVacancyList(search);
  const { toggle, del, dialog } = useVacancyActions();
  const { selected, setSelected, start, pager } = useListPage(search, setSearch, VACANCY_PAGE_SIZE);
  const [bulkVacancies] = useMutation(BulkVacanciesDocument);
  const names = new Map(list.items.map((row) => [row.id, row.name]));
  const bulk = useBulkAction({
    nouns: NOUNS,
    nameOf: (id) => names.get(id) ?? id,
    run: async (action, ids) => {
      const res = await bulkVacancies({
        variables: { action, ids },
        refetchQueries: ['AdminVacancyList'],
        awaitRefetchQueries: true,
      });
      return res.data!.bulkVacancies;
    },
    onDone: () => setSelected(new Set()),
  });
  const filtered = Boolean(search.q || search.state);

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
          placeholder="Position or text contains…"
          value={search.q}
          onSearch={(q) => set({ q })}
        />
        <StateFilter
          id="vacancies-state"
          value={search.state}
          published="Listed"
          onChange={(state) => set({ state })}
        />
      </div>
      {bulk.report}
      <RecordTable
        label="Vacancies"
        columns={VACANCY_COLUMNS}
        rows={list.items}
        actions={vacancyRowActions({ toggle, del })}
        summary={list.page ? shownRange(start, list.items.length, list.page, NOUNS) : ''}
        loading={list.loading}
        error={list.error ? errorMessage(list.error, 'Error getAll vacancies') : undefined}
        emptyText={filtered ? 'No vacancies match these filters.' : 'No vacancies yet. Add the first one.'}
        onRetry={list.refetch}
        sort={tableSort(search, 'CREATED_AT', (patch) => set(patch))}
        selection={{
          selected,
          onChange: setSelected,
          label: (row) => row.name,
          actions: (
            <BulkButtons
              count={selected.size}
              busy={bulk.busy}
              published="List"
              onAction={(action) => void bulk.start(action, [...selected])}
            />
          ),
        }}
        footer={<CursorPager label="Vacancy pages" {...pager(list.page, list.items.length)} />}
      />
      {dialog}
      {bulk.dialog}
    </div>
  );
}
