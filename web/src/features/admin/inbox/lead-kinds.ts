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
  /** The CSV export endpoint (REST, bearer token) and the name the file is saved under. */
  exportPath: string;
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
    exportPath: '/api/inbox/contact-requests/export.csv',
    exportName: 'contact-requests',
  },
  application: {
    title: 'Applications',
    itemFrom: 'Application from',
    one: 'application',
    plural: 'applications',
    topicLabel: 'Position',
    fileLabel: 'CV',
    exportPath: '/api/inbox/job-applications/export.csv',
    exportName: 'job-applications',
  },
};

export const STATUS_LABELS: Record<LeadStatusFilter, string> = {
  NEW: 'New',
  READ: 'Read',
  ARCHIVED: 'Archived',
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
};

/** The CSV export of a kind and status filter: its URL and the name it is saved under. */
export function exportTarget(kind: LeadKind, status: LeadStatusFilter | undefined) {
  const text = LEAD_KINDS[kind];
  return {
    url: status ? `${text.exportPath}?status=${status}` : text.exportPath,
    name: `${text.exportName}${status ? `-${status.toLowerCase()}` : ''}.csv`,
  };
}
