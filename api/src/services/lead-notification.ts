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
 * only if one was claimed), replies to the visitor and names the lead's id, which is how
 * `notificationsOf` finds it again when the lead is deleted (decision 030).
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
    `Reference: ${row.id}. Open the inbox: ${config.siteUrl}/admin-panel/`,
  ];
  return {
    to: kind === 'contact' ? config.mail.leadsTo : config.mail.careersTo,
    subject:
      kind === 'contact' ? `New contact request from ${row.name}` : `New job application: ${row.position}`,
    text: lines.join('\n'),
    replyTo: row.email,
  };
}

/** The outbox rows that carry a lead's details, as `leadNotification` writes them. */
export const notificationsOf = (lead: { id: string; email: string }): Prisma.OutboxMessageWhereInput => ({
  replyTo: lead.email,
  text: { contains: lead.id },
});
