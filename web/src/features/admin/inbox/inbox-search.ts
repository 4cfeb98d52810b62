import { LEAD_STATUSES, type LeadStatus } from '@agency/schema/inbox';

export type LeadStatusFilter = LeadStatus;

/** The inbox filters live in the URL, so a filtered list can be linked to (e.g. from the dashboard). */
export type InboxSearch = {
  status?: LeadStatusFilter | undefined;
  q?: string | undefined;
  /** Where the leads came from (decision 051): utm_source, the referrer's host, or "direct". */
  source?: string | undefined;
  /** Applications for this vacancy, by id (decision 053). */
  vacancy?: string | undefined;
  /** Whose leads (decision 054): the viewer's own, or nobody's. */
  assignee?: LeadAssigneeFilter | undefined;
};

export const LEAD_ASSIGNEE_FILTERS = ['MINE', 'UNASSIGNED'] as const;
export type LeadAssigneeFilter = (typeof LEAD_ASSIGNEE_FILTERS)[number];

export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  const status = LEAD_STATUSES.find((s) => s === search['status']);
  const q = typeof search['q'] === 'string' ? search['q'].trim().slice(0, 100) : '';
  const source =
    typeof search['source'] === 'string' ? search['source'].trim().toLowerCase().slice(0, 200) : '';
  const vacancy = typeof search['vacancy'] === 'string' ? search['vacancy'].trim().slice(0, 200) : '';
  const assignee = LEAD_ASSIGNEE_FILTERS.find((a) => a === search['assignee']);
  return { status, q: q || undefined, source: source || undefined, vacancy: vacancy || undefined, assignee };
}
