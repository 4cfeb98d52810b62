import { useQuery } from '@apollo/client/react';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditTargetType } from '@agency/schema/audit';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import type { AdminAuditLogQuery } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { downloadStaffFile } from '../ui/download';
import { errorMessage } from '../ui/errors';
import { ListState } from '../ui/list-state';
import { AdminAuditLogDocument } from './activity-documents';
import { ActivityFilters } from './activity-filters';
import styles from './activity-page.module.css';
import { ACTIVITY_PAGE_SIZE, exportPath, periodOf, type ActivitySearch } from './activity-search';

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
  const page = search.page ?? 1;
  const { from, to } = periodOf(search);
  const { data, previousData, loading, error, refetch } = useQuery(AdminAuditLogDocument, {
    variables: {
      actor: search.actor ?? null,
      action: search.action ?? null,
      target: search.target ?? null,
      from,
      to,
      first: ACTIVITY_PAGE_SIZE,
      offset: (page - 1) * ACTIVITY_PAGE_SIZE,
    },
    // Every visit asks the server: the log grows with every action, including the ones just made.
    fetchPolicy: 'cache-and-network',
  });
  const [exporting, setExporting] = useState(false);
  // While a new filter loads, the last page stays on screen instead of flashing "Loading…".
  const log = (data ?? previousData)?.auditLog;
  const items = log?.items ?? [];
  const pages = log ? Math.max(1, Math.ceil(log.total / ACTIVITY_PAGE_SIZE)) : 1;
  const first = (page - 1) * ACTIVITY_PAGE_SIZE + 1;
  const filtered = Boolean(search.actor || search.action || search.target || search.from || search.to);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadStaffFile(exportPath(search), {
        fallbackName: 'audit-log.csv',
        what: 'export',
      });
      notify.success(`Exported ${name}.`);
    } catch (err) {
      notify.error(
        err instanceof Error ? err.message : 'The export could not be downloaded. Please try again.',
      );
    } finally {
      setExporting(false);
    }
  };

  const goTo = (next: number) => onSearch({ page: next > 1 ? next : undefined }, false);

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
        onSearch={(patch, replace) => onSearch({ ...patch, page: undefined }, replace)}
      />
      <p className={ui.hint} role="status">
        {log && log.total > 0
          ? `Showing ${first}–${first + items.length - 1} of ${log.total} ${log.total === 1 ? 'entry' : 'entries'}. `
          : ''}
        Every sign-in and every change staff make is recorded here; nobody can change or delete an entry.
        Export CSV saves every entry matching the filters.
      </p>
      <ListState
        loading={loading}
        error={error && !log ? errorMessage(error, 'The activity could not be loaded.') : undefined}
        empty={items.length === 0}
        emptyText={filtered ? 'No activity matches these filters.' : 'No activity yet.'}
        onRetry={() => void refetch()}
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
        {pages > 1 ? (
          <nav className={styles.pager} aria-label="Activity pages">
            <button type="button" className={ui.button} disabled={page <= 1} onClick={() => goTo(page - 1)}>
              Previous
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className={ui.button}
              disabled={page >= pages}
              onClick={() => goTo(page + 1)}
            >
              Next
            </button>
          </nav>
        ) : null}
      </ListState>
    </div>
  );
}
