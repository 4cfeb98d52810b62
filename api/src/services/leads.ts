import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { contactRequest, jobApplication } from '@agency/schema/form-rules';
import { FORM_REFUSED, type ApplicationInput, type ContactInput } from '@agency/schema/forms';
import {
  LEAD_FILTER_MESSAGE,
  LEAD_STATUS_MESSAGE,
  leadStatusChange,
  leadStatusFilter,
  type LeadKind,
} from '@agency/schema/inbox';
import { leadSource, sourceFilter } from '@agency/schema/lead-source';
import { Prisma } from '../db.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { enqueueLeadReceived } from './webhook-events.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { audited, recordAudit } from './audit.ts';
import { leadDescription, leadTarget, STATUS_ACTIONS, STATUS_WORDS } from './lead-audit.ts';
import { leadNotification } from './lead-notification.ts';
import { LEAD_ACCESS, leadTable, type Lead } from './lead-tables.ts';
import { removeLeads } from './lead-removal.ts';
import { invalidInput, notFound } from '../errors.ts';
import { parseInput } from './input.ts';
import { check } from '@agency/schema/validation';
import type { PageArgs } from './keyset.ts';
import { LIST_TAGS } from './list-counts.ts';
import type { Page } from './paging.ts';
import { searchKey, searchText } from './search.ts';
import type { DownloadLink, DownloadLinks } from './download-links.ts';
import type { ListQuery, StaffLists } from './staff-lists.ts';
import { UNCLAIMED_TTL_MS, type UploadsService } from './uploads.ts';
import { streamText } from './csv.ts';
import { checkedVacancyId, vacancyIdOf } from './application-vacancy.ts';

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

const TABLE = { contact: 'ContactRequest', application: 'JobApplication' } as const;
/** Where each inbox's CSV is downloaded (rest/files.ts). */
export const LEAD_EXPORT_PATHS = {
  contact: '/api/inbox/contact-requests/export.csv',
  application: '/api/inbox/job-applications/export.csv',
} as const;
/** The deprecated GraphQL exports build one string: beyond this many rows, use the download link. */
export const GRAPHQL_CSV_MAX_ROWS = 10_000;

export type LeadFilter = {
  status?: string | null;
  search?: string | null;
  source?: string | null;
  /** Applications for this vacancy (decision 053); refused for contact requests. */
  vacancyId?: string | null;
  /** MINE (the viewer's) or UNASSIGNED (decision 054); the list only, not the export. */
  assignee?: string | null;
};

/** How far back the dashboard counts leads by source (decision 051). */
export const SOURCE_COUNT_DAYS = 30;
export type SourceCount = { source: string; count: number };

/**
 * Contact requests and job applications. A valid submission is committed together with its
 * notification e-mail in the outbox (one transaction) before any mail is tried, so a mail outage
 * never loses a lead.
 */
export class LeadsService {
  constructor(
    private readonly d: Deps,
    private readonly uploads: UploadsService,
    private readonly lists: StaffLists,
    private readonly links: DownloadLinks,
  ) {}

  /**
   * The honeypot (`website`) is a field people never see: a submission that fills it gets a
   * receipt as usual, and, when its fields are valid, is kept in the Spam folder (decision 050).
   */
  /** `input` as the visitor sent it: the form's rules (@agency/schema/form-rules) are checked here. */
  submitContact(input: unknown, actor: Actor): Promise<Receipt> {
    return this.#submit('contact', input, actor);
  }

  submitApplication(input: unknown, actor: Actor): Promise<Receipt> {
    return this.#submit('application', input, actor);
  }

  /**
   * One page of an inbox, newest first: keyset pages (`after`/`before`) or, for old clients,
   * `offset`. The total is kept per filter and dropped by any write to the inbox (decision 037).
   */
  async list(viewer: Viewer | null, kind: LeadKind, opts: LeadFilter & PageArgs = {}): Promise<Page<Lead>> {
    const v = requirePermission(viewer, LEAD_ACCESS[kind]);
    return this.lists.page(await this.#query(kind, { ...opts, assigneeOf: v.id }), opts);
  }

  async setStatus(actor: Actor, kind: LeadKind, id: string, status: string) {
    requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    const change = parseInput(leadStatusChange, { status }, LEAD_STATUS_MESSAGE);
    const lead = await this.#find(kind, id);
    if (lead.status === 'SPAM')
      throw invalidInput('This lead is in the Spam folder: release it first.', {
        status: 'Release the lead from the Spam folder first.',
      });
    const updated = await audited(
      this.d.db,
      (tx) => leadTable(tx, kind).setStatus(lead.id, change.status),
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
    if (lead.status !== change.status) this.#changed(kind);
    return updated;
  }

  /**
   * Moves a lead from the Spam folder into the inbox as a NEW lead, with its notification e-mail
   * queued in the same transaction. Only the release that moves it queues the e-mail, so a double
   * click or two staff at once send one (decision 050).
   */
  async release(actor: Actor, kind: LeadKind, id: string): Promise<Lead> {
    requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    const lead = await this.#find(kind, id);
    const released = await this.d.db.$transaction(async (tx) => {
      const where = { id: lead.id, status: 'SPAM' };
      const moved =
        kind === 'contact'
          ? await tx.contactRequest.updateMany({ where, data: { status: 'NEW' } })
          : await tx.jobApplication.updateMany({ where, data: { status: 'NEW' } });
      if (moved.count !== 1) return false;
      const row = await leadTable(tx, kind).byId(lead.id);
      await enqueueMail(tx, leadNotification(this.d.config, kind, row!));
      await enqueueLeadReceived(tx, kind, row!);
      await recordAudit(tx, {
        action: 'LEAD_RELEASED',
        by: actor,
        target: leadTarget(kind, lead),
        summary: `Released from spam: ${leadDescription(kind, lead)}`,
        details: { from: 'SPAM', to: 'NEW' },
      });
      return true;
    });
    if (!released && lead.status !== 'SPAM')
      throw invalidInput('This lead is not in the Spam folder.', {
        id: 'Only a lead in the Spam folder can be released.',
      });
    if (released) {
      this.#changed(kind);
      this.d.kickOutbox();
    }
    return (await leadTable(this.d.db, kind).byId(lead.id)) ?? lead;
  }

  /** Deletes one lead with its file and notification e-mails (decision 030). */
  async remove(actor: Actor, kind: LeadKind, id: string): Promise<string> {
    requirePermission(actor.viewer, LEAD_ACCESS[kind]);
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

  /**
   * Leads of the last SOURCE_COUNT_DAYS days by source, most first (the dashboard). Leads from
   * before decision 051 have no source and are not counted.
   */
  async countBySource(viewer: Viewer | null, kind: LeadKind, now = new Date()): Promise<SourceCount[]> {
    requirePermission(viewer, LEAD_ACCESS[kind]);
    const since = new Date(now.getTime() - SOURCE_COUNT_DAYS * 86_400_000);
    const rows = await leadTable(this.d.db, kind).countBySource(since);
    return rows.sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
  }

  async countNew(viewer: Viewer | null, kind: LeadKind): Promise<number> {
    requirePermission(viewer, LEAD_ACCESS[kind]);
    return leadTable(this.d.db, kind).countNew();
  }

  /**
   * Every lead of an inbox matching the filter (the list's: status and search), as a CSV stream
   * (UTF-8 with BOM), newest first, read in batches as the client takes it (decision 037). The
   * audit entry is written as the export starts, with the number of rows it holds: those that
   * arrived up to that moment.
   */
  async exportCsv(
    actor: Actor,
    kind: LeadKind,
    given: LeadFilter | (() => LeadFilter) = {},
    opts: { maxRows?: number } = {},
  ): Promise<{ name: string; stream: Readable }> {
    requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    // The REST door reads its filter only now: a stranger learns nothing of its rules.
    const filter = typeof given === 'function' ? given() : given;
    const started = new Date();
    const query = await this.#query(kind, filter, started);
    const rows = await this.lists.exactCount(query);
    if (opts.maxRows !== undefined && rows > opts.maxRows)
      throw invalidInput(
        `${rows} leads match; this export holds at most ${opts.maxRows}. Download the file instead (leadsExportLink).`,
        { kind: 'Use leadsExportLink for a file download of any size.' },
      );
    const what = kind === 'contact' ? 'contact requests' : 'applications';
    const status = filter.status || null;
    const search = searchText(filter.search)?.text ?? null;
    await recordAudit(this.d.db, {
      action: 'LEAD_EXPORTED',
      by: actor,
      target: { type: kind === 'contact' ? 'contactRequest' : 'jobApplication' },
      summary: `Exported ${rows} ${what}${status ? ` (${status})` : ''}${search ? ' matching a search' : ''} as CSV`,
      // Not the text: it is often a visitor's name or address, which the log never holds (decision 030).
      details: { rows, status: status ?? 'NEW and READ', ...(search ? { searched: true } : {}) },
    });
    const name = `${LEAD_EXPORT_PATHS[kind].split('/')[3]}${status ? `-${status.toLowerCase()}` : ''}.csv`;
    return {
      name,
      stream: this.lists.csv(query, csvColumns(kind)),
    };
  }

  /** The deprecated GraphQL `leadsCsv`: the same export as one string, up to GRAPHQL_CSV_MAX_ROWS. */
  async exportCsvText(actor: Actor, kind: LeadKind, filter: LeadFilter = {}): Promise<string> {
    const { stream } = await this.exportCsv(actor, kind, filter, { maxRows: GRAPHQL_CSV_MAX_ROWS });
    return streamText(stream);
  }

  /** A one-minute link that downloads the inbox's CSV with this filter (decision 037). */
  async exportLink(actor: Actor, kind: LeadKind, filter: LeadFilter = {}): Promise<DownloadLink> {
    requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    const status = this.#status(filter.status);
    const search = searchText(filter.search)?.text;
    return this.links.issue(actor, LEAD_EXPORT_PATHS[kind], { status, search });
  }

  async #submit(kind: LeadKind, sent: unknown, actor: Actor): Promise<Receipt> {
    const input = (sent && typeof sent === 'object' ? sent : {}) as Partial<ContactInput> & BotCheckSolution;
    if (typeof input.website === 'string' && input.website.trim() !== '')
      return this.#caught(kind, input, actor);
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
      ...firstTouchOf(clean),
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
    this.#changed(kind);
    this.d.log.info({ kind, leadId: receipt.id, ip: actor.ip }, 'lead stored');
    this.d.kickOutbox();
    return receipt;
  }

  /**
   * A submission the honeypot caught: the same answer as a stored lead, never an error. Valid
   * fields are kept in the Spam folder (no attachment, no e-mail); invalid ones, or any beyond the
   * per-IP form limit, are dropped as before, answered with a decoy receipt.
   */
  async #caught(kind: LeadKind, input: Partial<ContactInput>, actor: Actor): Promise<Receipt> {
    const decoy = { id: decoyId(), createdAt: new Date() };
    const result = kind === 'contact' ? check(contactRequest, input) : check(application, input);
    if (!result.ok) {
      this.d.log.warn({ ip: actor.ip, kind }, 'honeypot filled; invalid submission dropped');
      return decoy;
    }
    try {
      await this.d.limits.consume('formPerIp', actor.ip);
    } catch {
      this.d.log.warn({ ip: actor.ip, kind }, 'honeypot filled beyond the form limit; dropped');
      return decoy;
    }
    const clean = result.data;
    const common = {
      name: clean.name,
      email: clean.email,
      country: clean.country,
      message: clean.message,
      ...firstTouchOf(clean),
    };
    const row =
      'interest' in clean
        ? await this.d.db.contactRequest.create({
            data: { ...common, interest: clean.interest, status: 'SPAM' },
          })
        : await this.d.db.jobApplication.create({
            data: {
              ...common,
              position: clean.position,
              status: 'SPAM',
              // Released later, it is an application like any other, for its vacancy (decision 053).
              vacancyId: await vacancyIdOf(this.d.db, clean.position),
            },
          });
    this.#changed(kind);
    this.d.log.warn({ ip: actor.ip, kind, leadId: row.id }, 'honeypot filled; kept as spam');
    return { id: row.id, createdAt: row.createdAt };
  }

  async #earlier(kind: LeadKind, submissionKey: string, email: string): Promise<Receipt | null> {
    const row = await leadTable(this.d.db, kind).bySubmissionKey(submissionKey);
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
          : await tx.jobApplication.create({
              data: { ...common, position: clean.position, vacancyId: await vacancyIdOf(tx, clean.position) },
            });
      await enqueueMail(tx, leadNotification(this.d.config, kind, row));
      await enqueueLeadReceived(tx, kind, row);
      return { id: row.id, createdAt: row.createdAt };
    });
  }

  /**
   * Without a status the inbox is "All" the leads still being worked on: NEW and READ. Archived
   * leads have their own filter, like a mail client's archive (the list and the CSV export agree).
   * Each status is a branch with its own index range (services/keyset.ts). `until` bounds an
   * export to the leads that had arrived when it started.
   */
  async #query(
    kind: LeadKind,
    opts: LeadFilter & { assigneeOf?: string },
    until?: Date,
  ): Promise<ListQuery<Lead>> {
    const status = this.#status(opts.status);
    const search = searchText(opts.search);
    const source = this.#source(opts.source);
    const vacancyId = checkedVacancyId(opts.vacancyId);
    const assignee = assigneeFilter(opts.assignee, opts.assigneeOf);
    if (vacancyId && kind === 'contact')
      throw invalidInput('Contact requests are not for a vacancy.', {
        vacancyId: 'Only applications have a vacancy.',
      });
    const filter = {
      branches: (status ? [status] : ['NEW', 'READ']).map((s) => Prisma.sql`"status" = ${s}`),
      where: [
        ...(until ? [Prisma.sql`"createdAt" <= ${until}`] : []),
        // With each status branch, the (source, status, createdAt, id) index's range.
        ...(source ? [Prisma.sql`"source" = ${source}`] : []),
        // With each status branch, the (vacancyId, status, createdAt, id) index's range (decision 053).
        ...(vacancyId ? [Prisma.sql`"vacancyId" = ${vacancyId}`] : []),
        // With each status branch, the (assigneeId, status, createdAt, id) index's range (decision 054).
        ...(assignee === undefined
          ? []
          : [assignee === null ? Prisma.sql`"assigneeId" IS NULL` : Prisma.sql`"assigneeId" = ${assignee}`]),
      ],
    };
    const table = leadTable(this.d.db, kind);
    const query: ListQuery<Lead> = {
      list: kind,
      table: TABLE[kind],
      filter,
      key: `${status ?? 'NEW,READ'}${source ? ` source:${source}` : ''}${vacancyId ? ` vacancy:${vacancyId}` : ''}${assignee === undefined ? '' : ` assignee:${assignee ?? '-'}`}`,
      load: (ids) => table.byIds(ids),
    };
    if (!search) return query;
    const searched = await this.lists.searched(TABLE[kind], ['name', 'email'], search, filter);
    return { ...query, search: { ...searched, key: searchKey(search) } };
  }

  #source(raw: string | null | undefined) {
    return parseInput(sourceFilter, { source: raw ?? null }).source || undefined;
  }

  #status(raw: string | null | undefined) {
    return parseInput(leadStatusFilter, { status: raw || null }, LEAD_FILTER_MESSAGE).status ?? undefined;
  }

  /** The inbox's kept counts go, on every instance (decision 037). */
  #changed(kind: LeadKind) {
    this.d.changes.publish([LIST_TAGS[TABLE[kind]]]);
  }

  async #find(kind: LeadKind, id: string): Promise<Lead> {
    const lead = await leadTable(this.d.db, kind).byId(String(id ?? ''));
    if (!lead) throw notFound(kind === 'contact' ? 'Contact request' : 'Job application');
    return lead;
  }
}

/** The inbox's owner filter: undefined (anyone), null (unassigned) or one staff id (MINE). */
function assigneeFilter(
  raw: string | null | undefined,
  viewerId: string | undefined,
): string | null | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw === 'UNASSIGNED') return null;
  if (raw === 'MINE' && viewerId) return viewerId;
  throw invalidInput('The assignee filter must be MINE or UNASSIGNED.', {
    assignee: 'Use MINE or UNASSIGNED.',
  });
}

/** Where the visit began (decision 051): checked by the form's rules; empty text is kept as null. */
function firstTouchOf(clean: Parameters<typeof leadSource>[0] & Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    landingPage: text(clean.landingPage),
    referrer: text(clean.referrer),
    utmSource: text(clean.utmSource),
    utmMedium: text(clean.utmMedium),
    utmCampaign: text(clean.utmCampaign),
    utmTerm: text(clean.utmTerm),
    utmContent: text(clean.utmContent),
    source: leadSource(clean),
  };
}
