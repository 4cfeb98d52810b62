/**
 * Where a lead stands in the staff inbox. The API checks a status change and the inbox filters
 * (GraphQL and the CSV export) with these; the inbox screen offers the same list.
 */
import * as z from 'zod/mini';

/** The two inboxes: contact requests and job applications. */
export const LEAD_KINDS = ['contact', 'application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['NEW', 'READ', 'ARCHIVED'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_MESSAGE = 'Status must be NEW, READ or ARCHIVED.';

// Marked pure so a bundle that takes only the lists above (the staff inbox's URL filters, in the
// web app's route tree) leaves zod out.
const status = /* @__PURE__ */ z.enum(LEAD_STATUSES, LEAD_STATUS_MESSAGE);

/** A status change. */
export const leadStatusChange = /* @__PURE__ */ z.object({ status });

/** The inbox filter: one status, or none for the leads still being worked on (NEW and READ). */
export const leadStatusFilter = /* @__PURE__ */ z.object({ status: /* @__PURE__ */ z.nullish(status) });

/** A stored status as its type; a row the list does not know is a bug, not input. */
export function storedLeadStatus(value: string): LeadStatus {
  const found = LEAD_STATUSES.find((s) => s === value);
  if (!found) throw new Error(`Unknown stored lead status "${value}"`);
  return found;
}
