import { useApolloClient } from '@apollo/client/react';
import { useId, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { errorMessage } from '../ui/errors';
import { ListState } from '../ui/list-state';
import { SearchBox } from '../ui/search-box';
import { downloadFromLink, downloadStaffFile } from '../ui/download';
import { shownRange } from '../ui/list-count';
import styles from './inbox-page.module.css';
import { LEAD_STATUSES } from '@agency/schema/inbox';
import type { InboxSearch, LeadStatusFilter } from './inbox-search';
import { EXPORT_KIND, exportName, LEAD_KINDS, STATUS_LABELS, type LeadKind } from './lead-kinds';
import { LeadRow } from './lead-row';
import { AdminLeadsExportLinkDocument, useLeads, type Lead } from './use-leads';

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
  const { page, loading, error, refetch, loadMore, loadingMore, setStatus, remove } = useLeads(kind, search);
  const client = useApolloClient();
  const [dialog, confirm] = useConfirm();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const statusId = useId();
  const searchId = useId();

  const withBusy = async (id: string, work: () => Promise<void>) => {
    setBusyIds((ids) => new Set(ids).add(id));
    try {
      await work();
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  const changeStatus = (lead: Lead, to: LeadStatusFilter, done: string) =>
    void withBusy(lead.id, async () => {
      try {
        await setStatus(lead.id, to);
        notify.success(`${text.itemFrom} ${lead.name} ${done}.`);
      } catch (err) {
        notify.error(errorMessage(err, 'The status could not be changed. Please try again.'));
      }
    });

  // Opening a new lead counts as reading it; the row stays in a "New" list until the list reloads.
  const markOpenedAsRead = (lead: Lead) => {
    if (lead.status !== 'NEW') return;
    void withBusy(lead.id, async () => {
      try {
        await setStatus(lead.id, 'READ', true);
      } catch (err) {
        notify.error(errorMessage(err, 'The lead could not be marked as read. Please try again.'));
      }
    });
  };

  // Deleting is for good (the file and the notification e-mail go too), so it asks first.
  const del = async (lead: Lead) => {
    const ok = await confirm({
      title: `Delete this ${text.one}?`,
      body: (
        <p>
          The {text.one} from {lead.name} ({lead.email}){lead.attachmentUrl ? ' and its file' : ''} will be
          deleted for good. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    await withBusy(lead.id, async () => {
      try {
        await remove(lead.id);
        notify.success(`${text.itemFrom} ${lead.name} deleted.`);
      } catch (err) {
        notify.error(errorMessage(err, `The ${text.one} could not be deleted. Please try again.`));
      }
    });
  };

  const download = async (lead: Lead) => {
    if (!lead.attachmentUrl) return;
    try {
      const name = await downloadStaffFile(lead.attachmentUrl, {
        name: lead.attachmentName,
        fallbackName: 'attachment',
        what: text.fileLabel === 'CV' ? 'CV' : 'attachment',
      });
      notify.success(`Downloaded ${name}.`);
    } catch (err) {
      notify.error(
        err instanceof Error ? err.message : 'The file could not be downloaded. Please try again.',
      );
    }
  };

  // The server streams the file to the browser's own download (decision 037): a one-minute link
  // for this list's status and search, made for this session.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({
        query: AdminLeadsExportLinkDocument,
        variables: { kind: EXPORT_KIND[kind], status: search.status ?? null, search: search.q ?? null },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The export could not be started. Please try again.');
      downloadFromLink(data.leadsExportLink.url, 'export');
      notify.success(`Exporting ${exportName(kind, search.status)}: your browser saves it as it arrives.`);
    } catch (err) {
      notify.error(errorMessage(err, 'The export could not be started. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const more = async () => {
    try {
      await loadMore();
    } catch (err) {
      notify.error(errorMessage(err, `More ${text.plural} could not be loaded. Please try again.`));
    }
  };

  const filtered = Boolean(search.status || search.q);
  const items = page?.items ?? [];

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{text.title}</h1>
        <button
          type="button"
          className={ui.button}
          onClick={() => void exportCsv()}
          disabled={exporting}
          aria-describedby={`${statusId}-export`}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>

      <div className={ui.toolbar}>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={statusId}>
            Status
          </label>
          <select
            id={statusId}
            className={ui.select}
            value={search.status ?? ''}
            onChange={(event) =>
              onSearch({ status: LEAD_STATUSES.find((s) => s === event.target.value) }, false)
            }
          >
            <option value="">All</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <SearchBox
          id={searchId}
          label="Search"
          placeholder="Name or e-mail"
          className={`${ui.field} ${styles.searchField}`}
          value={search.q}
          onSearch={(q) => onSearch({ q }, true)}
        />
      </div>
      <p id={`${statusId}-export`} className={ui.hint} role="status">
        {page ? `${shownRange(1, items.length, page, { one: text.one, many: text.plural })} ` : ''}
        All lists new and read {text.plural}; archived ones have their own filter. Export CSV saves every{' '}
        {text.one} the list holds, with its status and search, however many.
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
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${styles.table}`} aria-label={text.title}>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Country</th>
                <th scope="col">{text.topicLabel}</th>
                <th scope="col">Status</th>
                <th scope="col">{text.fileLabel}</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            {items.map((lead) => (
              <LeadRow
                key={lead.id}
                lead={lead}
                text={text}
                busy={busyIds.has(lead.id)}
                onOpen={markOpenedAsRead}
                onStatus={changeStatus}
                onDownload={(l) => void download(l)}
                onDelete={(l) => void del(l)}
              />
            ))}
          </table>
        </div>
        {page?.hasMore ? (
          <div className={ui.actions}>
            <button type="button" className={ui.button} onClick={() => void more()} disabled={loadingMore}>
              {loadingMore ? 'Loading…' : 'Load more'}
            </button>
          </div>
        ) : null}
      </ListState>
      {dialog}
    </div>
  );
}
