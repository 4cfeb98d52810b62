import type { AuditTarget } from './audit.ts';
import type { LeadKind } from '@agency/schema/inbox';
import { topicOf, type LeadTopic } from './lead-tables.ts';

/** The audit action of each status a lead is moved to, and the words its summary starts with. */
export const STATUS_ACTIONS = { NEW: 'LEAD_REOPENED', READ: 'LEAD_READ', ARCHIVED: 'LEAD_ARCHIVED' } as const;
export const STATUS_WORDS = { NEW: 'Moved to new:', READ: 'Marked as read:', ARCHIVED: 'Archived' } as const;

/** A lead in a summary: "contact request (Outsource)", "application (QA Engineer)". */
export function leadDescription(kind: LeadKind, lead: LeadTopic): string {
  const topic = topicOf(lead);
  return `${kind === 'contact' ? 'contact request' : 'application'}${topic ? ` (${topic.slice(0, 80)})` : ''}`;
}

/**
 * A lead as the audit log names it: by kind, topic and id, never by the visitor's name or address,
 * so the log keeps nothing personal once the lead itself is erased or expires.
 */
export function leadTarget(kind: LeadKind, lead: LeadTopic): AuditTarget {
  const topic = topicOf(lead);
  return {
    type: kind === 'contact' ? 'contactRequest' : 'jobApplication',
    id: lead.id,
    label: topic ? topic.slice(0, 80) : null,
  };
}
