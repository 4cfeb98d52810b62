import { isAuditAction, type AuditAction } from '@agency/schema/audit';

/** The Activity screen's filters and page live in the URL, so a filtered view can be shared and reloaded. */
export type ActivitySearch = {
  /** Text the actor's e-mail contains, or their id. */
  actor?: string | undefined;
  action?: AuditAction | undefined;
  /** A target's id, or text its name contains. */
  target?: string | undefined;
  /** Days as YYYY-MM-DD, both included, in the browser's time zone. */
  from?: string | undefined;
  to?: string | undefined;
  /**
   * The page: the position it starts after (an endCursor) or ends before (a startCursor), and the
   * number of its first entry, for "51–100 of about 200,000" (decision 037). Absent on the first page.
   */
  after?: string | undefined;
  before?: string | undefined;
  start?: number | undefined;
};

export const ACTIVITY_PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, 200) || undefined : undefined;
const day = (value: unknown) =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime())
    ? value
    : undefined;

/** A cursor as the API hands it out: base64url, a dot, base64url. */
const cursor = (value: unknown) =>
  typeof value === 'string' && /^[\w-]{1,280}\.[\w-]{1,40}$/.test(value) ? value : undefined;

export function validateActivitySearch(search: Record<string, unknown>): ActivitySearch {
  const after = cursor(search['after']);
  const before = after ? undefined : cursor(search['before']);
  const start = Number(search['start']);
  return {
    actor: text(search['actor']),
    action: isAuditAction(search['action']) ? search['action'] : undefined,
    target: text(search['target']),
    from: day(search['from']),
    to: day(search['to']),
    after,
    before,
    start:
      (after || before) && Number.isInteger(start) && start > 1 && start <= 10_000_000 ? start : undefined,
  };
}

/**
 * The period as the API's moments: from the start of `from` to the start of the day after `to`
 * (the API's `to` is exclusive), in the browser's time zone, as staff read dates.
 */
export function periodOf(search: Pick<ActivitySearch, 'from' | 'to'>): {
  from: string | null;
  to: string | null;
} {
  const start = (d: string) => new Date(`${d}T00:00:00`);
  const dayAfter = (d: string) => {
    const next = start(d);
    next.setDate(next.getDate() + 1);
    return next;
  };
  return {
    from: search.from ? start(search.from).toISOString() : null,
    to: search.to ? dayAfter(search.to).toISOString() : null,
  };
}

/** The filters as the export link's arguments (auditLogExportLink), without the page. */
export function exportVariables(search: ActivitySearch) {
  return {
    actor: search.actor ?? null,
    action: search.action ?? null,
    target: search.target ?? null,
    ...periodOf(search),
  };
}
