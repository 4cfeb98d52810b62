import { LEAD_STATUSES, type LeadStatus } from '@agency/schema/inbox';

export type LeadStatusFilter = LeadStatus;

/** The inbox filters live in the URL, so a filtered list can be linked to (e.g. from the dashboard). */
export type InboxSearch = { status?: LeadStatusFilter | undefined; q?: string | undefined };

export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  const status = LEAD_STATUSES.find((s) => s === search['status']);
  const q = typeof search['q'] === 'string' ? search['q'].trim().slice(0, 100) : '';
  return { status, q: q || undefined };
}
