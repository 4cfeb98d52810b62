import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { shownRange } from '../ui/list-count';
import { ListState, LoadMore } from '../ui/list-state';
import { MoveToStageAction } from '../ui/move-to-stage-action';
import { BulkAssign } from './bulk-assign';
import { InboxBulk } from './inbox-bulk';
import { InboxFilters } from './inbox-filters';
import { LeadCards } from './lead-cards';
import { SavedFilters } from './saved-filters';
import type { InboxSearch } from './inbox-search';
import { LEAD_KINDS, type LeadKind } from './lead-kinds';
import { LeadTable } from './lead-table';
import { useLeadActions } from './use-lead-actions';
import { useLeads } from './use-leads';
import { useLeadsExport } from './use-leads-export';

type InboxPageProps = {
  kind: LeadKind;
  /** The filters from the URL (?status=&q=). */
  search: InboxSearch;
  /** Changes some filters in the URL; typing replaces the history entry instead of adding one. */
  onSearch: (patch: Partial<InboxSearch>, replace: boolean) => void;
};

/** The lead inbox, one screen for contact requests and job applications. */
export function InboxPage({ kind, search, onSearch }: InboxPageProps) {
  const text = LEAD_KINDS[kind];
  const leads = useLeads(kind, search);
  const { page, loading, error, refetch, loadingMore } = leads;
  const actions = useLeadActions(text, leads);
  const { exporting, exportCsv } = useLeadsExport(kind, search);
  const hintId = useId();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const select = (lead: { id: string }, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(lead.id);
      else next.delete(lead.id);
      return next;
    });

  const more = async () => {
    try {
      await leads.loadMore();
    } catch (err) {
      notify.error(errorMessage(err, `More ${text.plural} could not be loaded. Please try again.`));
    }
  };

  const filtered = Boolean(search.status || search.q || search.source || search.vacancy || search.assignee);
  const items = page?.items ?? [];
  // Assign and Move to stage act on the selected leads still shown, then clear the selection.
  const selectedIds = items.filter((l) => selected.has(l.id)).map((l) => l.id);
  const bulkDone = () => {
    setSelected(new Set());
    void refetch();
  };

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{text.title}</h1>
        <Link to="/admin-panel/inbox/board/$kind" params={{ kind }} className={ui.button}>
          Board view
        </Link>
        <button
          type="button"
          className={ui.button}
          onClick={() => void exportCsv()}
          disabled={exporting}
          aria-describedby={hintId}
        >
          <SavedFilters kind={kind} search={search} onApply={(saved) => onSearch(saved, false)} />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <InboxFilters search={search} onSearch={onSearch} byVacancy={kind === 'application'} />
      <p id={hintId} className={ui.hint} role="status">
        {page ? `${shownRange(1, items.length, page, { one: text.one, many: text.plural })} ` : ''}
        All lists new and read {text.plural}; archived ones have their own filter, and Spam holds what the
        form's hidden bot trap caught (never e-mailed, deleted after 30 days; Release to inbox sends it on).
        Export CSV saves every {text.one} the list holds, with its status and search, however many.
      </p>

      <ListState
        loading={loading}
        error={error && !page ? errorMessage(error, `The ${text.plural} could not be loaded.`) : undefined}
        empty={items.length === 0}
        emptyText={
          filtered
            ? `No ${text.plural} match these filters.`
            : `No new or read ${text.plural}. Archived ones are under the Archived status.`
        }
        onRetry={refetch}
      >
        <InboxBulk
          kind={kind}
          text={text}
          leads={items}
          selected={selected}
          onSelect={setSelected}
          onDone={() => void refetch()}
        >
          <BulkAssign kind={kind} ids={selectedIds} onDone={bulkDone} />
          <MoveToStageAction kind={kind} ids={selectedIds} onDone={bulkDone} />
        </InboxBulk>
        <LeadCards
          kind={kind}
          leads={items}
          text={text}
          busyIds={actions.busyIds}
          selected={selected}
          onSelect={select}
          onStatus={actions.changeStatus}
          onDelete={(lead) => void actions.del(lead)}
        />
        <LeadTable
          kind={kind}
          selected={selected}
          onSelect={select}
          leads={items}
          text={text}
          busyIds={actions.busyIds}
          onOpen={actions.markOpenedAsRead}
          onStatus={actions.changeStatus}
          onDownload={(lead) => void actions.download(lead)}
          onDelete={(lead) => void actions.del(lead)}
        />
        <LoadMore hasMore={Boolean(page?.hasMore)} loading={loadingMore} onLoadMore={() => void more()} />
      </ListState>
      {actions.dialog}
    </div>
  );
}
