import type { Prisma } from '../db.ts';
import type { Config } from '../env.ts';

export type NotifiedLead = {
  id: string;
  name: string;
  email: string;
  country: string;
  message: string;
  attachmentUrl: string | null;
  attachmentName: string | null;
  interest?: string;
  position?: string;
};

/**
 * The staff e-mail about a new lead: it tells what was stored (trimmed, and naming an attachment
 * only if one was claimed), replies to the visitor, names the lead's id for the reader, and points
 * at the lead by key, so it is deleted with the lead (decisions 030, 043).
 */
export function leadNotification(config: Config, kind: 'contact' | 'application', row: NotifiedLead) {
  const lines = [
    `Name: ${row.name}`,
    `E-mail: ${row.email}`,
    `Country: ${row.country}`,
    kind === 'contact' ? `Interest: ${row.interest}` : `Position: ${row.position}`,
    row.attachmentUrl
      ? `Attachment: ${row.attachmentName ?? 'file'} (download it in the admin area)`
      : 'Attachment: none',
    '',
    row.message,
    '',
    // The lead's own page (decision 059), where staff sign in first if they must.
    `Reference: ${row.id}. Open it: ${config.siteUrl}/admin-panel/inbox/lead/${kind}/${row.id}`,
  ];
  return {
    to: kind === 'contact' ? config.mail.leadsTo : config.mail.careersTo,
    subject:
      kind === 'contact' ? `New contact request from ${row.name}` : `New job application: ${row.position}`,
    text: lines.join('\n'),
    replyTo: row.email,
    lead: { kind, id: row.id },
  };
}

/** The outbox rows about a lead: its notifications, by key. */
export const notificationsOf = (lead: {
  kind: 'contact' | 'application';
  id: string;
}): Prisma.OutboxMessageWhereInput =>
  lead.kind === 'contact' ? { contactRequestId: lead.id } : { jobApplicationId: lead.id };
