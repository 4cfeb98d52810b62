import type { Prisma } from '../db.ts';
import { removeMailCopies } from '../mail/outbox.ts';
import type { Deps } from './deps.ts';
import { notificationsOf } from './lead-notification.ts';
import { removeLeadWork } from './lead-work-removal.ts';
import { LIST_TAGS } from './list-counts.ts';

/** A contact request or job application about to be deleted. */
export type LeadRef = { kind: 'contact' | 'application'; id: string; email: string; uploadId: string | null };
export type RemovalCounts = {
  contactRequests: number;
  jobApplications: number;
  files: number;
  emails: number;
};

/**
 * Deletes leads with everything stored about them: the uploaded file (its bytes and its row) and the
 * notification e-mails in the outbox. The bytes go first: a storage failure stops before any row
 * is touched, so a retry finds the lead again, and a row never outlives its bytes' deletion by
 * pointing at a file that is still kept. The e-mails go before their leads (the database would
 * take them along, but their kept .eml copies are found by their ids). `record` writes the audit
 * entry in the same transaction as the rows.
 */
export async function removeLeads(
  d: Pick<Deps, 'db' | 'files' | 'config' | 'log' | 'changes'>,
  leads: readonly LeadRef[],
  record?: (tx: Prisma.TransactionClient, counts: RemovalCounts) => Promise<void>,
): Promise<RemovalCounts> {
  const uploadIds = leads.flatMap((l) => (l.uploadId ? [l.uploadId] : []));
  for (const id of uploadIds) await d.files.remove(id);
  const ids = (kind: LeadRef['kind']) => leads.filter((l) => l.kind === kind).map((l) => l.id);
  let emailIds: string[] = [];
  const counts = await d.db.$transaction(async (tx) => {
    emailIds = leads.length
      ? (
          await tx.outboxMessage.findMany({ where: { OR: leads.map(notificationsOf) }, select: { id: true } })
        ).map((m) => m.id)
      : [];
    const emails = await tx.outboxMessage.deleteMany({ where: { id: { in: emailIds } } });
    // Webhook deliveries about these leads carry their details too (decision 062).
    await tx.webhookDelivery.deleteMany({ where: { leadId: { in: leads.map((l) => l.id) } } });
    const contact = await tx.contactRequest.deleteMany({ where: { id: { in: ids('contact') } } });
    const applications = await tx.jobApplication.deleteMany({ where: { id: { in: ids('application') } } });
    // Notes and assignment history name the lead and often quote the visitor (decision 054): they
    // have no foreign key (one table serves both kinds), so they go here, with the lead.
    await removeLeadWork(tx, leads);
    const files = await tx.upload.deleteMany({ where: { id: { in: uploadIds }, kind: 'ATTACHMENT' } });
    const counts = {
      contactRequests: contact.count,
      jobApplications: applications.count,
      files: files.count,
      emails: emails.count,
    };
    await record?.(tx, counts);
    return counts;
  });
  // The inboxes' kept counts go on every instance (decision 037); the search index went with the
  // rows (its triggers).
  d.changes.publish([
    ...(counts.contactRequests ? [LIST_TAGS.ContactRequest] : []),
    ...(counts.jobApplications ? [LIST_TAGS.JobApplication] : []),
  ]);
  await removeMailCopies(d.config.dataDir, emailIds, d.log);
  return counts;
}
