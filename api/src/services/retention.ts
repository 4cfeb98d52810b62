import { removeMailCopies } from '../mail/outbox.ts';
import type { Deps } from './deps.ts';
import { recordAudit } from './audit.ts';
import { removeLeads } from './lead-removal.ts';
import { LIST_TAGS } from './list-counts.ts';
import { SPAM_KEPT_DAYS } from '@agency/schema/inbox';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Leads deleted per transaction: a long backlog (a first run, a shortened period) goes in slices. */
const BATCH = 200;

export type RetentionResult = {
  contactRequests: number;
  jobApplications: number;
  files: number;
  emails: number;
  auditEntries: number;
};

/**
 * The daily retention run (decision 030): contact requests and applications older than
 * LEAD_RETENTION_DAYS go with their files and notification e-mails, as do delivered or failed
 * e-mails of that age (and their local .eml copies); audit entries older than AUDIT_RETENTION_DAYS
 * go too. 0 keeps either for ever. Each run is logged and recorded in the audit log with its counts.
 * jobs/scheduled-jobs.ts makes sure only one instance runs it each day.
 */
export class RetentionService {
  constructor(private readonly d: Deps) {}

  async run(now = new Date()): Promise<RetentionResult> {
    const { leadDays, auditDays } = this.d.config.retention;
    const totals: RetentionResult = {
      contactRequests: 0,
      jobApplications: 0,
      files: 0,
      emails: 0,
      auditEntries: 0,
    };
    // The Spam folder keeps SPAM_KEPT_DAYS whatever LEAD_RETENTION_DAYS says (decision 050).
    const spamCutoff = new Date(now.getTime() - SPAM_KEPT_DAYS * DAY_MS);
    const spam = {
      where: { status: 'SPAM', createdAt: { lt: spamCutoff } },
      select: { id: true, email: true, uploadId: true },
    };
    const periods: { where: { status?: string; createdAt: { lt: Date } }; select: typeof spam.select }[] = [
      spam,
    ];
    if (leadDays > 0) {
      const cutoff = new Date(now.getTime() - leadDays * DAY_MS);
      periods.push({ where: { createdAt: { lt: cutoff } }, select: spam.select });
    }
    for (const old of periods)
      for (;;) {
        const [contact, applications] = await Promise.all([
          this.d.db.contactRequest.findMany({ ...old, take: BATCH }),
          this.d.db.jobApplication.findMany({ ...old, take: BATCH }),
        ]);
        const leads = [
          ...contact.map((l) => ({ ...l, kind: 'contact' as const })),
          ...applications.map((l) => ({ ...l, kind: 'application' as const })),
        ];
        if (leads.length === 0) break;
        const removed = await removeLeads(this.d, leads);
        totals.contactRequests += removed.contactRequests;
        totals.jobApplications += removed.jobApplications;
        totals.files += removed.files;
        totals.emails += removed.emails;
        // Nothing went (another instance got there first): stop rather than look again for ever.
        if (removed.contactRequests + removed.jobApplications === 0) break;
      }
    if (leadDays > 0) {
      const cutoff = new Date(now.getTime() - leadDays * DAY_MS);
      // Every e-mail the site sends carries a lead's or a staff member's details; once delivered
      // (or given up on) it is kept no longer than the leads themselves.
      const mail = await this.d.db.outboxMessage.deleteMany({
        where: { status: { in: ['SENT', 'FAILED'] }, createdAt: { lt: cutoff } },
      });
      totals.emails += mail.count;
      await removeMailCopies(this.d.config.dataDir, [], this.d.log, cutoff);
    }
    // Privacy requests (decision 057): unproven ones once their link expired; answered ones with the leads.
    await this.d.db.privacyRequest.deleteMany({
      where: {
        OR: [
          { status: 'UNVERIFIED', tokenExpiresAt: { lt: now } },
          ...(leadDays > 0
            ? [{ status: 'CLOSED', closedAt: { lt: new Date(now.getTime() - leadDays * DAY_MS) } }]
            : []),
        ],
      },
    });
    if (auditDays > 0) {
      const audit = await this.d.db.auditEntry.deleteMany({
        where: { createdAt: { lt: new Date(now.getTime() - auditDays * DAY_MS) } },
      });
      totals.auditEntries = audit.count;
      // The Activity screen's kept counts go on every instance (decision 037).
      if (audit.count) this.d.changes.publish([LIST_TAGS.AuditEntry]);
    }
    const leadsGone = totals.contactRequests + totals.jobApplications;
    const summary = [
      leadDays
        ? `Deleted ${leadsGone} ${leadsGone === 1 ? 'lead' : 'leads'} older than ${leadDays} days with ` +
          `${totals.files} ${totals.files === 1 ? 'file' : 'files'} and ${totals.emails} e-mails`
        : 'Leads are kept (LEAD_RETENTION_DAYS=0)',
      auditDays
        ? `${totals.auditEntries} audit entries older than ${auditDays} days`
        : 'audit entries are kept (AUDIT_RETENTION_DAYS=0)',
    ].join('; ');
    await recordAudit(this.d.db, {
      action: 'RETENTION_RUN',
      by: 'system',
      target: { type: 'system', label: 'Daily retention' },
      summary,
      details: { ...totals, leadRetentionDays: leadDays, auditRetentionDays: auditDays },
    });
    this.d.log.info({ ...totals, leadDays, auditDays }, 'retention run');
    return totals;
  }
}
