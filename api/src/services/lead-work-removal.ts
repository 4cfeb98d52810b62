import type { Prisma } from '../db.ts';

/**
 * Deletes the notes and assignment history of leads being deleted (decision 054), in the caller's
 * transaction: removeLeads serves the inbox's delete, retention and erasure alike. The follow-up
 * date is a column of the lead and goes with its row.
 */
export async function removeLeadWork(
  tx: Prisma.TransactionClient,
  leads: readonly { kind: 'contact' | 'application'; id: string }[],
): Promise<void> {
  for (const kind of ['contact', 'application'] as const) {
    const ids = leads.filter((l) => l.kind === kind).map((l) => l.id);
    if (!ids.length) continue;
    const where = { leadKind: kind, leadId: { in: ids } };
    await tx.leadNote.deleteMany({ where });
    await tx.leadAssignment.deleteMany({ where });
  }
}
