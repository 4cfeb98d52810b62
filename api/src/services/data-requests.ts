import { Readable } from 'node:stream';
import { dataSubjectRequest } from '@agency/schema/data-requests';
import yazl from 'yazl';
import type { ContactRequest, JobApplication, LeadNote, OutboxMessage, PrivacyRequest } from '../db.ts';
import { removeMailCopies } from '../mail/outbox.ts';
import type { Actor, Deps } from './deps.ts';
import { requirePermission, type AccessTable } from './access.ts';
import { recordAudit, type AuditTarget } from './audit.ts';
import { AppError } from '../errors.ts';
import { parseInput } from './input.ts';
import { removeLeads, type RemovalCounts } from './lead-removal.ts';

export type SubjectFile = {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
  leadKind: 'contact' | 'application';
  leadId: string;
};

/** Everything the product stores about one e-mail address (an access request's answer). */
export type DataSubjectReport = {
  email: string;
  /** True when a staff account uses this address: accounts are managed on the Users screen, not here. */
  staffAccount: boolean;
  contactRequests: ContactRequest[];
  jobApplications: JobApplication[];
  files: SubjectFile[];
  /** Outbox e-mails that name the address (lead notifications reply to it). */
  emails: OutboxMessage[];
  /** Staff's internal notes on those leads (decision 054): personal data too, so in the archive. */
  notes: LeadNote[];
  /** Its privacy requests from /privacy (decision 057), without the proof link's hash. */
  privacyRequests: Omit<PrivacyRequest, 'tokenHash'>[];
};

/** The audit log names the person by a masked address only: j***@example.com. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*@/, '$1***@');

/**
 * Access and erasure requests (decision 030): OWNER and ADMIN find everything stored about an
 * e-mail address (contact requests, applications, their files, the outbox e-mails that name it),
 * download it as one zip archive, and erase it. Each step is recorded in the audit log, which names
 * the person by a masked address.
 */
export class DataRequestsService {
  /** Who may call what (decision 043): checked here on every call, GraphQL's scopes derive from it. */
  static readonly access = {
    find: 'handleDataRequests',
    exportArchive: 'handleDataRequests',
    erase: 'handleDataRequests',
  } as const satisfies AccessTable<DataRequestsService>;

  constructor(private readonly d: Deps) {}

  async find(actor: Actor, emailInput: string): Promise<DataSubjectReport> {
    requirePermission(actor.viewer, DataRequestsService.access.find);
    const report = await this.#collect(emailInput);
    await recordAudit(this.d.db, {
      action: 'DATA_LOOKUP',
      by: actor,
      target: subject(report.email),
      summary: `Looked up the data of ${maskEmail(report.email)}: ${describe(countsOf(report))}`,
      details: countsOf(report),
    });
    return report;
  }

  /**
   * The archive: data.json (every stored field, e-mails with their text), each file under files/,
   * and a README. Streamed: files are read from storage one at a time as the archive is written.
   */
  async exportArchive(actor: Actor, emailInput: unknown): Promise<{ name: string; stream: Readable }> {
    requirePermission(actor.viewer, DataRequestsService.access.exportArchive);
    const report = await this.#collect(emailInput);
    await recordAudit(this.d.db, {
      action: 'DATA_EXPORTED',
      by: actor,
      target: subject(report.email),
      summary: `Exported the data of ${maskEmail(report.email)}: ${describe(countsOf(report))}`,
      details: countsOf(report),
    });
    const zip = new yazl.ZipFile();
    const generatedAt = new Date();
    const files = report.files.map((f) => ({ ...f, path: `files/${f.leadId}-${safeName(f.name)}` }));
    zip.addBuffer(Buffer.from(readme(report, generatedAt, this.d.config.site.name)), 'README.txt');
    zip.addBuffer(Buffer.from(JSON.stringify({ ...report, files, generatedAt }, null, 2)), 'data.json');
    for (const file of files) {
      zip.addReadStreamLazy(file.path, (done) => {
        this.d.files.open(file.id).then(
          (stream) => done(null, stream),
          (err: unknown) =>
            // A file storage lost is said in its place; any other failure breaks the download.
            err instanceof AppError && err.code === 'NOT_FOUND'
              ? done(null, Readable.from([`This file (${file.name}) is no longer on the server.\n`]))
              : done(err, Readable.from([])),
        );
      });
    }
    zip.end();
    const stream = new Readable().wrap(zip.outputStream);
    zip.on('error', (err: Error) => stream.destroy(err));
    return { name: `personal-data-${report.email.replace(/[^a-z0-9.@_-]/g, '_')}.zip`, stream };
  }

  /** Deletes every lead of the address with its files and the e-mails that name it. */
  async erase(actor: Actor, emailInput: string): Promise<RemovalCounts> {
    requirePermission(actor.viewer, DataRequestsService.access.erase);
    const report = await this.#collect(emailInput);
    const leads = [
      ...report.contactRequests.map((l) => ({ ...l, kind: 'contact' as const })),
      ...report.jobApplications.map((l) => ({ ...l, kind: 'application' as const })),
    ];
    const others = report.emails.map((m) => m.id);
    const counts = await removeLeads(this.d, leads, async (tx, removed) => {
      // E-mails naming the address that belong to no lead (sent to it, or mentioning it) go too.
      removed.emails += (await tx.outboxMessage.deleteMany({ where: { id: { in: others } } })).count;
      // Its privacy requests go too (decision 057), but an open one: staff still owe it an answer.
      await tx.privacyRequest.deleteMany({ where: { email: report.email, status: { not: 'OPEN' } } });
      // Merges that name the address (decision 058) hold it too.
      await tx.personMerge.deleteMany({
        where: { OR: [{ emailA: report.email }, { emailB: report.email }] },
      });
      await recordAudit(tx, {
        action: 'DATA_ERASED',
        by: actor,
        target: subject(report.email),
        summary: `Erased the data of ${maskEmail(report.email)}: ${describe(removed)}`,
        details: { ...removed },
      });
    });
    await removeMailCopies(this.d.config.dataDir, others, this.d.log);
    this.d.log.info({ by: actor.viewer?.id, ...counts }, 'data erased on request');
    return counts;
  }

  async #collect(emailInput: unknown): Promise<DataSubjectReport> {
    const { email } = parseInput(dataSubjectRequest, { email: emailInput });
    const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
    const withUpload = { upload: true } as const;
    const [contactRequests, jobApplications, emails, staff, privacyRequests] = await Promise.all([
      this.d.db.contactRequest.findMany({ where: { email }, orderBy: newestFirst, include: withUpload }),
      this.d.db.jobApplication.findMany({ where: { email }, orderBy: newestFirst, include: withUpload }),
      this.d.db.outboxMessage.findMany({
        where: { OR: [{ replyTo: email }, { to: { contains: email } }, { text: { contains: email } }] },
        orderBy: newestFirst,
      }),
      this.d.db.user.count({ where: { email } }),
      this.d.db.privacyRequest.findMany({
        where: { email },
        orderBy: newestFirst,
        omit: { tokenHash: true },
      }),
    ]);
    const files = [
      ...contactRequests.map((l) => ({ lead: l, kind: 'contact' as const })),
      ...jobApplications.map((l) => ({ lead: l, kind: 'application' as const })),
    ].flatMap(({ lead, kind }) =>
      lead.upload
        ? [
            {
              id: lead.upload.id,
              name: lead.upload.originalName,
              mimeType: lead.upload.mimeType,
              size: lead.upload.size,
              sha256: lead.upload.sha256,
              leadKind: kind,
              leadId: lead.id,
            },
          ]
        : [],
    );
    const strip = <T extends { upload: unknown }>({ upload: _upload, ...rest }: T) => rest;
    const notes = await this.d.db.leadNote.findMany({
      where: {
        OR: [
          { leadKind: 'contact', leadId: { in: contactRequests.map((l) => l.id) } },
          { leadKind: 'application', leadId: { in: jobApplications.map((l) => l.id) } },
        ],
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return {
      email,
      staffAccount: staff > 0,
      contactRequests: contactRequests.map(strip),
      jobApplications: jobApplications.map(strip),
      files,
      emails,
      notes,
      privacyRequests,
    };
  }
}

const subject = (email: string): AuditTarget => ({ type: 'dataSubject', label: maskEmail(email) });

const countsOf = (r: DataSubjectReport): RemovalCounts => ({
  contactRequests: r.contactRequests.length,
  jobApplications: r.jobApplications.length,
  files: r.files.length,
  emails: r.emails.length,
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const describe = (c: RemovalCounts) =>
  [
    plural(c.contactRequests, 'contact request', 'contact requests'),
    plural(c.jobApplications, 'application', 'applications'),
    plural(c.files, 'file', 'files'),
    plural(c.emails, 'e-mail', 'e-mails'),
  ].join(', ');

/** A file name safe inside a zip on every system: no folders, no control or reserved characters. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 120) || 'file';

function readme(report: DataSubjectReport, at: Date, site: string): string {
  return [
    `Personal data held by ${site} about ${report.email}`,
    `Prepared ${at.toISOString()}.`,
    '',
    `- data.json: every stored field of ${describe(countsOf(report))}, as JSON.`,
    '  contactRequests: messages sent with the contact form.',
    '  jobApplications: applications sent with the careers form.',
    '  emails: the notification e-mails the website sent about them (recipients, subject, text, status).',
    '  privacyRequests: requests about this data sent from the privacy page, with their answers.',
    '- files/: the files sent with those forms, byte for byte, named after the form they came with.',
    '',
    'Server logs of requests (addresses and times) are kept briefly for security and are not included.',
    '',
  ].join('\r\n');
}
