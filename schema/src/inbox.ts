/**
 * Where a lead stands in the staff inbox. The API checks a status change and the inbox filters
 * (GraphQL and the CSV export) with these; the inbox screen offers the same list.
 */
import * as z from 'zod/mini';

/** The two inboxes: contact requests and job applications. */
export const LEAD_KINDS = ['contact', 'application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * SPAM is the Spam folder (decision 050): submissions the honeypot caught, kept 30 days, never
 * mailed or counted. Staff can filter on it, but a lead leaves it only by being released.
 */
export const LEAD_STATUSES = ['NEW', 'READ', 'ARCHIVED', 'SPAM'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The statuses staff can set; SPAM is only set by the forms and left by a release. */
export const LEAD_SETTABLE_STATUSES = ['NEW', 'READ', 'ARCHIVED'] as const;
/** Days a caught submission stays in the Spam folder before the daily retention run deletes it. */
export const SPAM_KEPT_DAYS = 30;

export const LEAD_STATUS_MESSAGE = 'Status must be NEW, READ or ARCHIVED.';
export const LEAD_FILTER_MESSAGE = 'Status must be NEW, READ, ARCHIVED or SPAM.';

// Marked pure so a bundle that takes only the lists above (the staff inbox's URL filters, in the
// web app's route tree) leaves zod out.
const status = /* @__PURE__ */ z.enum(LEAD_SETTABLE_STATUSES, LEAD_STATUS_MESSAGE);
const filterStatus = /* @__PURE__ */ z.enum(LEAD_STATUSES, LEAD_FILTER_MESSAGE);

/** A status change. */
export const leadStatusChange = /* @__PURE__ */ z.object({ status });

/** The inbox filter: one status, or none for the leads still being worked on (NEW and READ). */
export const leadStatusFilter = /* @__PURE__ */ z.object({ status: /* @__PURE__ */ z.nullish(filterStatus) });

/** A stored status as its type; a row the list does not know is a bug, not input. */
export function storedLeadStatus(value: string): LeadStatus {
  const found = LEAD_STATUSES.find((s) => s === value);
  if (!found) throw new Error(`Unknown stored lead status "${value}"`);
  return found;
}
