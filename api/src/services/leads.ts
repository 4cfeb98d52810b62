import { randomBytes } from 'node:crypto';
import {
  isValid,
  normaliseEmail,
  validateApplication,
  validateContact,
  type ApplicationInput,
  type ContactInput,
} from '@agency/schema/forms';
import type { Prisma } from '../generated/prisma-sqlite/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { invalidInput, notFound } from './errors.ts';
import { clampPage, type Page } from './paging.ts';
import { containsText } from './search.ts';
import { UNCLAIMED_TTL_MS, type UploadsService } from './uploads.ts';
import { toCsv } from './csv.ts';

export const LEAD_STATUSES = ['NEW', 'READ', 'ARCHIVED'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadKind = 'contact' | 'application';

/** A honeypot: a field people never see. Bots fill it and get a receipt, but nothing is stored. */
export type Honeypot = { website?: string | null };
export type Receipt = { id: string; createdAt: Date };

type Submission = (ContactInput | ApplicationInput) & Honeypot;

/** A receipt id for a caught bot, shaped like a real one (a cuid) so the bot cannot tell. */
const decoyId = () => 'c' + Array.from(randomBytes(24), (b) => (b % 36).toString(36)).join('');

type StoredLead = {
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

  submitContact(input: ContactInput & Honeypot, actor: Actor): Promise<Receipt> {
    return this.#submit('contact', input, actor);
  }

  submitApplication(input: ApplicationInput & Honeypot, actor: Actor): Promise<Receipt> {
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

  async setStatus(viewer: Viewer | null, kind: LeadKind, id: string, status: string) {
    requirePermission(viewer, PERMISSION[kind]);
    if (!(LEAD_STATUSES as readonly string[]).includes(status))
      throw invalidInput('Status must be NEW, READ or ARCHIVED.');
    const delegate = this.#delegate(kind);
    const updated = await delegate.updateMany({ where: { id: String(id ?? '') }, data: { status } });
    if (updated.count === 0) throw notFound(kind === 'contact' ? 'Contact request' : 'Job application');
    return delegate.findUniqueOrThrow({ where: { id } });
  }

  async countNew(viewer: Viewer | null, kind: LeadKind): Promise<number> {
    requirePermission(viewer, PERMISSION[kind]);
    return this.#delegate(kind).count({ where: { status: 'NEW' } });
  }

  /** Every lead of a kind matching the filter, as CSV (UTF-8 with BOM so spreadsheets read it). */
  async exportCsv(
    viewer: Viewer | null,
    kind: LeadKind,
    opts: { status?: string | null } = {},
  ): Promise<string> {
    requirePermission(viewer, PERMISSION[kind]);
    const rows = await this.#delegate(kind).findMany({
      where: this.#where(opts),
      orderBy: { createdAt: 'desc' },
    });
    const columns =
      kind === 'contact'
        ? [
            'createdAt',
            'status',
            'name',
            'email',
            'country',
            'interest',
            'message',
            'attachmentName',
            'attachmentUrl',
          ]
        : [
            'createdAt',
            'status',
            'name',
            'email',
            'country',
            'position',
            'message',
            'attachmentName',
            'attachmentUrl',
          ];
    return toCsv(columns, rows as unknown as Record<string, unknown>[]);
  }

  async #submit(kind: LeadKind, input: Submission, actor: Actor): Promise<Receipt> {
    if (typeof input.website === 'string' && input.website.trim() !== '') {
      this.d.log.warn({ ip: actor.ip, kind }, 'honeypot filled; submission dropped');
      return { id: decoyId(), createdAt: new Date() };
    }
    const clean = { ...input, email: normaliseEmail(String(input.email ?? '').trim()) } as Submission;
    const errors =
      kind === 'contact'
        ? validateContact(clean as ContactInput)
        : validateApplication(clean as ApplicationInput);
    if (!isValid(errors)) {
      throw invalidInput('Please correct the highlighted fields.', errors as Record<string, string>);
    }
    await this.d.limits.consume('formPerIp', actor.ip);
    await this.d.limits.consume('formPerEmail', clean.email);
    const uploadId = this.uploads.attachmentId(clean.attachmentUrl);
    if (clean.attachmentUrl && !uploadId) {
      throw invalidInput('The attached file was not uploaded here. Please attach it again.', {
        attachment: 'Please attach the file again.',
      });
    }
    const common = {
      name: clean.name.trim(),
      email: clean.email,
      country: clean.country,
      message: clean.message.trim(),
      // Stored as this API's own URL, never as the text the visitor sent.
      attachmentUrl: uploadId ? this.uploads.attachmentUrl(uploadId) : null,
      attachmentName: uploadId ? String(clean.attachmentName ?? '').slice(0, 200) || null : null,
      uploadId: uploadId ?? null,
    };
    const receipt = await this.d.db.$transaction(async (tx) => {
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
        kind === 'contact'
          ? await tx.contactRequest.create({
              data: { ...common, interest: (clean as ContactInput).interest },
            })
          : await tx.jobApplication.create({
              data: { ...common, position: (clean as ApplicationInput).position.trim() },
            });
      await enqueueMail(tx, this.#notification(kind, row));
      return { id: row.id, createdAt: row.createdAt };
    });
    this.d.log.info({ kind, leadId: receipt.id, ip: actor.ip }, 'lead stored');
    this.d.kickOutbox();
    return receipt;
  }

  /** The e-mail tells what was stored (trimmed, and naming an attachment only if one was claimed). */
  #notification(kind: LeadKind, row: StoredLead) {
    const admin = `${this.d.config.siteUrl}/admin-panel/`;
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
      `Reference: ${row.id}. Open the inbox: ${admin}`,
    ];
    return {
      to: kind === 'contact' ? this.d.config.mail.leadsTo : this.d.config.mail.careersTo,
      subject:
        kind === 'contact' ? `New contact request from ${row.name}` : `New job application: ${row.position}`,
      text: lines.join('\n'),
      replyTo: row.email,
    };
  }

  /**
   * Without a status the inbox is "All" the leads still being worked on: NEW and READ. Archived
   * leads have their own filter, like a mail client's archive (the list and the CSV export agree).
   */
  #where(opts: { status?: string | null; search?: string | null }): Prisma.ContactRequestWhereInput {
    const search = opts.search?.trim();
    return {
      ...(opts.status ? { status: opts.status } : { status: { in: ['NEW', 'READ'] } }),
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

  // Both lead tables share their query shape; one delegate type keeps the code single.
  #delegate(kind: LeadKind) {
    return (kind === 'contact'
      ? this.d.db.contactRequest
      : this.d.db.jobApplication) as unknown as Deps['db']['contactRequest'];
  }
}
