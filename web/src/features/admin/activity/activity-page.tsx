import { useApolloClient, useQuery } from '@apollo/client/react';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditTargetType } from '@agency/schema/audit';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import type { AdminAuditLogQuery } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { downloadFromLink } from '../ui/download';
import { errorMessage } from '../ui/errors';
import { shownRange } from '../ui/list-count';
import { ListState } from '../ui/list-state';
import { AdminAuditLogDocument, AdminAuditLogExportLinkDocument } from './activity-documents';
import { ActivityFilters } from './activity-filters';
import styles from './activity-page.module.css';
import { ACTIVITY_PAGE_SIZE, exportVariables, periodOf, type ActivitySearch } from './activity-search';

type Entry = AdminAuditLogQuery['auditLog']['items'][number];

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** Failures and removals stand out from the routine. */
const BADGE: Partial<Record<Entry['action'], string>> = {
  SIGN_IN_FAILED: ui.badgeWarn,
  DATA_ERASED: ui.badgeWarn,
  USER_DELETED: ui.badgeWarn,
  ARTICLE_DELETED: ui.badgeWarn,
  VACANCY_DELETED: ui.badgeWarn,
  LEAD_DELETED: ui.badgeWarn,
  SECOND_FACTOR_FAILED: ui.badgeWarn,
  TWO_FACTOR_REMOVED: ui.badgeWarn,
  TWO_FACTOR_RESET: ui.badgeWarn,
  RECOVERY_CODE_USED: ui.badgeWarn,
  SIGN_IN: ui.badgeGood,
};

/** An address may wrap after its @ in a narrow column, rather than anywhere. */
function breakable(text: string) {
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}

function who(entry: Entry) {
  if (entry.actorEmail) return breakable(entry.actorEmail);
  return entry.ip ? 'Not signed in' : 'The system';
}

function target(entry: Entry) {
  if (!entry.targetType) return '';
  const type = AUDIT_TARGET_TYPES[entry.targetType as AuditTargetType] ?? entry.targetType;
  return entry.targetLabel ? (
    <>
      {type}: {breakable(entry.targetLabel)}
    </>
  ) : (
    type
  );
}

type ActivityPageProps = {
  search: ActivitySearch;
  onSearch: (patch: Partial<ActivitySearch>, replace: boolean) => void;
};

/** The audit log for OWNER and ADMIN: every staff action and security event, newest first. */
export function ActivityPage({ search, onSearch }: ActivityPageProps) {
  const client = useApolloClient();
  const { from, to } = periodOf(search);
  const paged = Boolean(search.after || search.before);
  const { data, previousData, loading, error, refetch } = useQuery(AdminAuditLogDocument, {
    variables: {
      actor: search.actor ?? null,
      action: search.action ?? null,
      target: search.target ?? null,
      from,
      to,
      first: ACTIVITY_PAGE_SIZE,
      after: search.after ?? null,
      before: search.before ?? null,
    },
    // Every visit asks the server: the log grows with every action, including the ones just made.
    fetchPolicy: 'cache-and-network',
  });
  const [exporting, setExporting] = useState(false);
  // While a new filter loads, the last page stays on screen instead of flashing "Loading…".
  const log = (data ?? previousData)?.auditLog;
  const items = log?.items ?? [];
  // The number of the first entry shown: carried in the URL from page to page (a cursor has none).
  const start = paged ? (search.start ?? 1) : 1;
  const filtered = Boolean(search.actor || search.action || search.target || search.from || search.to);

  // The server streams the file to the browser's own download (decision 037): a one-minute link
  // for these filters, made for this session.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data: link } = await client.query({
        query: AdminAuditLogExportLinkDocument,
        variables: exportVariables(search),
        fetchPolicy: 'no-cache',
      });
      if (!link) throw new Error('The export could not be started. Please try again.');
      downloadFromLink(link.auditLogExportLink.url, 'export');
      notify.success('Exporting audit-log.csv: your browser saves it as it arrives.');
    } catch (err) {
      notify.error(errorMessage(err, 'The export could not be started. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  // Older and newer pages are positions in the log, kept in the URL (Back and reloading work).
  const older = () =>
    onSearch({ after: log?.endCursor ?? undefined, before: undefined, start: start + items.length }, false);
  const newer = () =>
    start - ACTIVITY_PAGE_SIZE <= 1
      ? onSearch({ after: undefined, before: undefined, start: undefined }, false)
      : onSearch(
          { before: log?.startCursor ?? undefined, after: undefined, start: start - ACTIVITY_PAGE_SIZE },
          false,
        );
  const newest = () => onSearch({ after: undefined, before: undefined, start: undefined }, false);

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Activity</h1>
        <button type="button" className={ui.button} onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <ActivityFilters
        search={search}
        onSearch={(patch, replace) =>
          onSearch({ ...patch, after: undefined, before: undefined, start: undefined }, replace)
        }
      />
      <p className={ui.hint} role="status">
        {log ? `${shownRange(start, items.length, log, { one: 'entry', many: 'entries' })} ` : ''}
        Every sign-in and every change staff make is recorded here; nobody can change or delete an entry.
        Export CSV saves every entry matching the filters.
      </p>
      <ListState
        loading={loading}
        error={error && !log ? errorMessage(error, 'The activity could not be loaded.') : undefined}
        empty={items.length === 0}
        emptyText={
          paged
            ? 'No more activity here.'
            : filtered
              ? 'No activity matches these filters.'
              : 'No activity yet.'
        }
        // A page address from an old link may no longer be valid: trying again starts from the newest.
        onRetry={() => (paged ? newest() : void refetch())}
      >
        <div className={ui.tableWrap}>
          {/* Explicit roles keep the table a table for screen readers when a phone shows rows as cards. */}
          <table className={`${ui.table} ${styles.table}`} aria-label="Activity" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  When
                </th>
                <th scope="col" role="columnheader">
                  Who
                </th>
                <th scope="col" role="columnheader">
                  Action
                </th>
                <th scope="col" role="columnheader">
                  Target
                </th>
                <th scope="col" role="columnheader">
                  What happened
                </th>
                <th scope="col" role="columnheader">
                  Address
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {items.map((entry) => (
                <tr key={entry.id} role="row">
                  <td role="cell" className={styles.when}>
                    <time dateTime={String(entry.createdAt)}>
                      {WHEN.format(new Date(String(entry.createdAt)))}
                    </time>
                  </td>
                  <td role="cell" className={styles.who}>
                    {who(entry)}
                  </td>
                  <td role="cell" className={styles.action}>
                    <span className={BADGE[entry.action] ?? ui.badge}>
                      {AUDIT_ACTIONS[entry.action]?.label ?? entry.action}
                    </span>
                  </td>
                  <td role="cell" className={styles.target}>
                    {target(entry)}
                  </td>
                  <td role="cell" className={styles.summary}>
                    {entry.summary}
                  </td>
                  <td role="cell" className={styles.ip}>
                    {entry.ip ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {log && (log.hasMore || log.hasPrevious) ? (
          <nav className={styles.pager} aria-label="Activity pages">
            <button type="button" className={ui.button} disabled={!log.hasPrevious} onClick={newer}>
              Newer
            </button>
            <button type="button" className={ui.button} disabled={!log.hasMore} onClick={older}>
              Older
            </button>
            {log.hasPrevious && start > ACTIVITY_PAGE_SIZE + 1 ? (
              <button type="button" className={ui.button} onClick={newest}>
                Newest
              </button>
            ) : null}
          </nav>
        ) : null}
      </ListState>
    </div>
  );
}
