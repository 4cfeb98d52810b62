import { randomBytes } from 'node:crypto';
import { contactRequest, jobApplication } from '@agency/schema/form-rules';
import { FORM_REFUSED, type ApplicationInput, type ContactInput } from '@agency/schema/forms';
import { LEAD_STATUS_MESSAGE, leadStatusChange, leadStatusFilter, type LeadKind } from '@agency/schema/inbox';
import type { Prisma } from '../generated/prisma-sqlite/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { audited, recordAudit } from './audit.ts';
import { leadDescription, leadTarget, STATUS_ACTIONS, STATUS_WORDS } from './lead-audit.ts';
import { leadNotification } from './lead-notification.ts';
import { removeLeads } from './lead-removal.ts';
import { invalidInput, notFound } from '../errors.ts';
import { parseInput } from './input.ts';
import { clampPage, type Page } from './paging.ts';
import { containsText } from './search.ts';
import { UNCLAIMED_TTL_MS, type UploadsService } from './uploads.ts';
import { toCsv } from './csv.ts';

export type Receipt = { id: string; createdAt: Date };

const application = jobApplication('any');

/**
 * An Idempotency-Key as the IETF draft and Stripe use it: an opaque string the client makes unique
 * per submission (a UUID). Absent is fine; malformed is refused, naming the header.
 */
function checkedSubmissionKey(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (!/^[\x21-\x7e]{8,200}$/.test(raw))
    throw invalidInput('The Idempotency-Key header must be 8 to 200 visible ASCII characters.', {
      idempotencyKey: 'Send 8 to 200 visible ASCII characters, e.g. a UUID.',
    });
  return raw;
}

/** The solution of a bot-check challenge (decision 029); required unless BOT_CHECK=off. */
export type BotCheckSolution = { botCheck?: unknown };

/** A receipt id for a caught bot, shaped like a real one (a cuid) so the bot cannot tell. */
const decoyId = () => 'c' + Array.from(randomBytes(24), (b) => (b % 36).toString(36)).join('');

/** The CSV export's columns: each kind's own topic among the fields both share. */
const csvColumns = (kind: LeadKind) => [
  ...['createdAt', 'status', 'name', 'email', 'country'],
  kind === 'contact' ? 'interest' : 'position',
  ...['message', 'attachmentName', 'attachmentUrl'],
];

const PERMISSION = { contact: 'readContactRequests', application: 'readJobApplications' } as const;

/**
 * Contact requests and job applications. A valid submission is committed together with its
 * notification e-mail in the outbox (one transaction) before any mail is tried, so a mail outage
 * never loses a lead.
 */
export class LeadsService {
  constructor(
    private readonly d: Deps,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * The honeypot (`website`) is a field people never see: a submission that fills it gets a
   * receipt, and nothing is stored.
   */
  /** `input` as the visitor sent it: the form's rules (@agency/schema/form-rules) are checked here. */
  submitContact(input: unknown, actor: Actor): Promise<Receipt> {
    return this.#submit('contact', input, actor);
  }

  submitApplication(input: unknown, actor: Actor): Promise<Receipt> {
    return this.#submit('application', input, actor);
  }

  async list(
    viewer: Viewer | null,
    kind: LeadKind,
    opts: {
      status?: string | null;
      search?: string | null;
      first?: number | null;
      offset?: number | null;
    } = {},
  ) {
    requirePermission(viewer, PERMISSION[kind]);
    const { take, skip } = clampPage(opts.first, opts.offset);
    const where = this.#where(opts);
    const delegate = this.#delegate(kind);
    const [items, total] = await Promise.all([
      delegate.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take, skip }),
      delegate.count({ where }),
    ]);
    return { items, total, hasMore: skip + items.length < total } as Page<(typeof items)[number]>;
  }

  async setStatus(actor: Actor, kind: LeadKind, id: string, status: string) {
    requirePermission(actor.viewer, PERMISSION[kind]);
    const change = parseInput(leadStatusChange, { status }, LEAD_STATUS_MESSAGE);
    const lead = await this.#find(kind, id);
    return audited(
      this.d.db,
      (tx) => this.#delegate(kind, tx).update({ where: { id: lead.id }, data: change }),
      () =>
        lead.status === change.status
          ? null
          : {
              action: STATUS_ACTIONS[change.status],
              by: actor,
              target: leadTarget(kind, lead),
              summary: `${STATUS_WORDS[change.status]} ${leadDescription(kind, lead)}`,
              details: { from: lead.status, to: change.status },
            },
    );
  }

  /** Deletes one lead with its file and notification e-mails (decision 030). */
  async remove(actor: Actor, kind: LeadKind, id: string): Promise<string> {
    requirePermission(actor.viewer, PERMISSION[kind]);
    const lead = await this.#find(kind, id);
    const target = leadTarget(kind, lead);
    await removeLeads(
      this.d,
      [{ kind, id: lead.id, email: lead.email, uploadId: lead.uploadId }],
      (tx, counts) =>
        recordAudit(tx, {
          action: 'LEAD_DELETED',
          by: actor,
          target,
          summary: `Deleted ${leadDescription(kind, lead)}${counts.files ? ' and its file' : ''}`,
          details: { files: counts.files, emails: counts.emails },
        }),
    );
    this.d.log.info({ by: actor.viewer?.id, kind, leadId: lead.id }, 'lead deleted');
    return lead.id;
  }

  async countNew(viewer: Viewer | null, kind: LeadKind): Promise<number> {
    requirePermission(viewer, PERMISSION[kind]);
    return this.#delegate(kind).count({ where: { status: 'NEW' } });
  }

  /** Every lead of a kind matching the filter, as CSV (UTF-8 with BOM so spreadsheets read it). */
  async exportCsv(actor: Actor, kind: LeadKind, opts: { status?: string | null } = {}): Promise<string> {
    requirePermission(actor.viewer, PERMISSION[kind]);
    const rows = await this.#delegate(kind).findMany({
      where: this.#where(opts),
      orderBy: { createdAt: 'desc' },
    });
    const what = kind === 'contact' ? 'contact requests' : 'applications';
    await recordAudit(this.d.db, {
      action: 'LEAD_EXPORTED',
      by: actor,
      target: { type: kind === 'contact' ? 'contactRequest' : 'jobApplication' },
      summary: `Exported ${rows.length} ${what}${opts.status ? ` (${opts.status})` : ''} as CSV`,
      details: { rows: rows.length, status: opts.status ?? 'NEW and READ' },
    });
    return toCsv(csvColumns(kind), rows as unknown as Record<string, unknown>[]);
  }

  async #submit(kind: LeadKind, sent: unknown, actor: Actor): Promise<Receipt> {
    const input = (sent && typeof sent === 'object' ? sent : {}) as Partial<ContactInput> & BotCheckSolution;
    if (typeof input.website === 'string' && input.website.trim() !== '') {
      this.d.log.warn({ ip: actor.ip, kind }, 'honeypot filled; submission dropped');
      return { id: decoyId(), createdAt: new Date() };
    }
    const clean =
      kind === 'contact'
        ? parseInput(contactRequest, input, FORM_REFUSED)
        : parseInput(application, input, FORM_REFUSED);
    const submissionKey = checkedSubmissionKey(actor.submissionKey);
    if (submissionKey) {
      // Sent before: the same answer, and nothing stored, mailed or counted again.
      const earlier = await this.#earlier(kind, submissionKey, clean.email);
      if (earlier) return earlier;
    }
    // After the fields (a visitor who fixes a field keeps their solution), before the rate limits
    // (a bot without solutions cannot use up a person's budget) and before anything is stored.
    await this.d.botCheck.verify(input.botCheck, actor.ip);
    await this.d.limits.consume('formPerIp', actor.ip);
    await this.d.limits.consume('formPerEmail', clean.email);
    const uploadId = this.uploads.attachmentId(clean.attachmentUrl);
    if (clean.attachmentUrl && !uploadId) {
      throw invalidInput('The attached file was not uploaded here. Please attach it again.', {
        attachment: 'Please attach the file again.',
      });
    }
    const common = {
      name: clean.name,
      email: clean.email,
      country: clean.country,
      message: clean.message,
      // Stored as this API's own URL, never as the text the visitor sent.
      attachmentUrl: uploadId ? this.uploads.attachmentUrl(uploadId) : null,
      attachmentName: uploadId ? clean.attachmentName?.slice(0, 200) || null : null,
      uploadId: uploadId ?? null,
      submissionKey,
    };
    const receipt = await this.#store(kind, clean, common, uploadId).catch(async (err: unknown) => {
      // The same key arriving twice at once (a proxy retrying on another instance): one copy wins
      // the unique index (or the attachment), the other answers with its receipt.
      const earlier = submissionKey
        ? await this.#earlier(kind, submissionKey, clean.email).catch(() => null)
        : null;
      if (earlier) return earlier;
      throw err;
    });
    this.d.log.info({ kind, leadId: receipt.id, ip: actor.ip }, 'lead stored');
    this.d.kickOutbox();
    return receipt;
  }

  async #earlier(kind: LeadKind, submissionKey: string, email: string): Promise<Receipt | null> {
    const row = await this.#delegate(kind).findUnique({
      where: { submissionKey },
      select: { id: true, createdAt: true, email: true },
    });
    if (!row) return null;
    if (row.email !== email)
      throw invalidInput('This Idempotency-Key was already used for another submission.', {
        idempotencyKey: 'Send a new key with each new submission.',
      });
    return { id: row.id, createdAt: row.createdAt };
  }

  #store(
    kind: LeadKind,
    clean: ContactInput | ApplicationInput,
    common: Omit<Prisma.ContactRequestCreateInput, 'interest'>,
    uploadId: string | null | undefined,
  ): Promise<Receipt> {
    return this.d.db.$transaction(async (tx) => {
      if (uploadId) {
        const claimed = await tx.upload.updateMany({
          // An upload older than the sweep's limit counts as expired even if not swept yet.
          where: {
            id: uploadId,
            kind: 'ATTACHMENT',
            claimedAt: null,
            createdAt: { gt: new Date(Date.now() - UNCLAIMED_TTL_MS) },
          },
          data: { claimedAt: new Date() },
        });
        if (claimed.count !== 1) {
          throw invalidInput('The attached file has expired or was already used. Please attach it again.', {
            attachment: 'Please attach the file again.',
          });
        }
      }
      const row =
        'interest' in clean
          ? await tx.contactRequest.create({ data: { ...common, interest: clean.interest } })
          : await tx.jobApplication.create({ data: { ...common, position: clean.position } });
      await enqueueMail(tx, leadNotification(this.d.config, kind, row));
      return { id: row.id, createdAt: row.createdAt };
    });
  }

  /**
   * Without a status the inbox is "All" the leads still being worked on: NEW and READ. Archived
   * leads have their own filter, like a mail client's archive (the list and the CSV export agree).
   */
  #where(opts: { status?: string | null; search?: string | null }): Prisma.ContactRequestWhereInput {
    const search = opts.search?.trim();
    const { status } = parseInput(leadStatusFilter, { status: opts.status || null }, LEAD_STATUS_MESSAGE);
    return {
      ...(status ? { status } : { status: { in: ['NEW', 'READ'] } }),
      ...(search
        ? {
            OR: [
              { name: containsText(this.d.config, search) },
              { email: containsText(this.d.config, search.toLowerCase()) },
            ],
          }
        : {}),
    };
  }

  async #find(kind: LeadKind, id: string) {
    const lead = await this.#delegate(kind).findUnique({ where: { id: String(id ?? '') } });
    if (!lead) throw notFound(kind === 'contact' ? 'Contact request' : 'Job application');
    return lead as typeof lead & { interest?: string; position?: string };
  }

  // Both lead tables share their query shape; one delegate type keeps the code single.
  #delegate(kind: LeadKind, db: Pick<Deps['db'], 'contactRequest' | 'jobApplication'> = this.d.db) {
    return (kind === 'contact'
      ? db.contactRequest
      : db.jobApplication) as unknown as Deps['db']['contactRequest'];
  }
}
