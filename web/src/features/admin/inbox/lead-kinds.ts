import type { LeadKind } from '@agency/schema/inbox';
import type { LeadStatusFilter } from './inbox-search';

/** The two inboxes share one screen; this is everything that differs between them. */
export type { LeadKind };

export type LeadKindText = {
  /** The h1 and the table's label. */
  title: string;
  /** 'Contact request from Ada', 'Application from Ada'. */
  itemFrom: string;
  one: string;
  plural: string;
  /** Column of what the lead is about. */
  topicLabel: string;
  /** Column of the attached file, and the word used in download errors. */
  fileLabel: string;
  /** The start of the name the export is saved under. */
  exportName: string;
};

export const LEAD_KINDS: Record<LeadKind, LeadKindText> = {
  contact: {
    title: 'Contact requests',
    itemFrom: 'Contact request from',
    one: 'contact request',
    plural: 'contact requests',
    topicLabel: 'Interest',
    fileLabel: 'Attachment',
    exportName: 'contact-requests',
  },
  application: {
    title: 'Applications',
    itemFrom: 'Application from',
    one: 'application',
    plural: 'applications',
    topicLabel: 'Position',
    fileLabel: 'CV',
    exportName: 'job-applications',
  },
};

export const STATUS_LABELS: Record<LeadStatusFilter, string> = {
  NEW: 'New',
  READ: 'Read',
  ARCHIVED: 'Archived',
  SPAM: 'Spam',
};

/** The status changes offered for a lead in each status. */
export const STATUS_ACTIONS: Record<
  LeadStatusFilter,
  { to: LeadStatusFilter; label: string; done: string }[]
> = {
  NEW: [
    { to: 'READ', label: 'Mark as read', done: 'marked as read' },
    { to: 'ARCHIVED', label: 'Archive', done: 'archived' },
  ],
  READ: [
    { to: 'ARCHIVED', label: 'Archive', done: 'archived' },
    { to: 'NEW', label: 'Move to new', done: 'moved to new' },
  ],
  ARCHIVED: [
    { to: 'READ', label: 'Mark as read', done: 'marked as read' },
    { to: 'NEW', label: 'Move to new', done: 'moved to new' },
  ],
  // Caught by the honeypot (decision 050): releasing it makes it a new lead and e-mails staff.
  SPAM: [{ to: 'NEW', label: 'Release to inbox', done: 'released into the inbox' }],
};

/** The name the server gives a kind's export with a status filter, e.g. contact-requests-new.csv. */
export function exportName(kind: LeadKind, status: LeadStatusFilter | undefined) {
  return `${LEAD_KINDS[kind].exportName}${status ? `-${status.toLowerCase()}` : ''}.csv`;
}
