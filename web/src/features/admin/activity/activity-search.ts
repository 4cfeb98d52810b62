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
  /** 1-based; absent on the first page. */
  page?: number | undefined;
};

export const ACTIVITY_PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, 200) || undefined : undefined;
const day = (value: unknown) =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime())
    ? value
    : undefined;

export function validateActivitySearch(search: Record<string, unknown>): ActivitySearch {
  const page = Number(search['page']);
  return {
    actor: text(search['actor']),
    action: isAuditAction(search['action']) ? search['action'] : undefined,
    target: text(search['target']),
    from: day(search['from']),
    to: day(search['to']),
    page: Number.isInteger(page) && page > 1 && page <= 20_000 ? page : undefined,
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

/** The filters as query parameters of the REST export (GET /api/audit/export.csv). */
export function exportPath(search: ActivitySearch): string {
  const { from, to } = periodOf(search);
  const params = new URLSearchParams();
  if (search.actor) params.set('actor', search.actor);
  if (search.action) params.set('action', search.action);
  if (search.target) params.set('target', search.target);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return `/api/audit/export.csv${query ? `?${query}` : ''}`;
}
