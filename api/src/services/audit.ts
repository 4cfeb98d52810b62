import { AUDIT_ACTIONS, type AuditAction, type AuditTargetType } from '@agency/schema/audit';
import type { Readable } from 'node:stream';
import { Prisma, type AuditEntry, type Db } from '../db.ts';
import type { Actor, Deps } from './deps.ts';
import { requirePermission, type AccessTable } from './access.ts';
import { invalidInput } from '../errors.ts';
import type { Page } from './paging.ts';
import type { ListFilter, PageArgs } from './keyset.ts';
import { cleanSearch, searchKey, searchText, type SearchText } from './search.ts';
import { streamText } from './csv.ts';
import type { DownloadLink, DownloadLinks } from './download-links.ts';
import type { ListQuery, StaffLists } from './staff-lists.ts';

export type { AuditAction, AuditTargetType } from '@agency/schema/audit';

/**
 * The audit log (decision 030): every staff write and every security event, recorded by the
 * service that does it, so GraphQL and REST are audited alike. Append-only: nothing in the product
 * changes or deletes an entry except the retention job (services/retention.ts), and the database
 * refuses updates. An entry names who (the staff member and their address), what (the action), on
 * what (the target) and a one-line summary; never a password, token or file content, and a visitor
 * only by the kind and id of their lead.
 */

export type AuditTarget = { type: AuditTargetType; id?: string | null; label?: string | null };
/** Small facts about the action (changed field names, roles, counts): never secrets or content. */
export type AuditDetails = Record<string, string | number | boolean | null | readonly string[]>;

export type AuditEvent = {
  action: AuditAction;
  /** The request's actor (its signed-in staff member and address), or the system's own job. */
  by: Actor | 'system';
  /** Who acted when the request has no token yet but proves who they are (a sign-in, a recovery link). */
  user?: { id: string; email: string };
  target?: AuditTarget;
  summary: string;
  details?: AuditDetails;
};

/** Any client that can insert an entry: the app's, or the transaction of the change it records. */
export type AuditDb = Pick<Db, 'auditEntry'>;

// A key like these in `details` is a programming mistake: the log must never hold a secret.
const SECRET_KEY = /password|token|secret|hash|otp|recovery.?code|private.?key|credential/i;
const MAX = { summary: 500, label: 200, text: 200, list: 50 } as const;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function cleanDetails(details: AuditDetails | undefined): string | null {
  if (!details) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (SECRET_KEY.test(key)) throw new Error(`Audit details must not hold secrets (key "${key}").`);
    out[key] =
      typeof value === 'string'
        ? clip(value, MAX.text)
        : Array.isArray(value)
          ? value.slice(0, MAX.list).map((v) => clip(String(v), MAX.text))
          : value;
  }
  return JSON.stringify(out);
}

/** Records one entry. Pass the transaction of the change it describes, so neither is kept alone. */
export async function recordAudit(db: AuditDb, event: AuditEvent): Promise<void> {
  const system = event.by === 'system';
  const viewer = system ? null : ((event.by as Actor).viewer ?? null);
  const actor = event.user ?? (viewer ? { id: viewer.id, email: viewer.email } : null);
  await db.auditEntry.create({
    data: {
      action: event.action,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      ip: system ? null : (event.by as Actor).ip,
      targetType: event.target?.type ?? null,
      targetId: event.target?.id ? clip(event.target.id, MAX.label) : null,
      targetLabel: event.target?.label ? clip(event.target.label, MAX.label) : null,
      summary: clip(event.summary, MAX.summary),
      details: cleanDetails(event.details),
    },
  });
}

/**
 * Runs a change and records its entries in one transaction: a change is never kept without its
 * entry, nor an entry without its change. `entries` sees the change's result.
 */
export async function audited<T>(
  db: Db,
  change: (tx: Prisma.TransactionClient) => Promise<T>,
  entries: (result: T) => AuditEvent | readonly AuditEvent[] | null,
): Promise<T> {
  return db.$transaction(async (tx) => {
    const result = await change(tx);
    const list = entries(result);
    for (const event of list ? ([] as AuditEvent[]).concat(list) : []) await recordAudit(tx, event);
    return result;
  });
}

export type AuditFilter = {
  /** The actor's e-mail contains this, or it is their id. */
  actor?: string | null;
  action?: AuditAction | null;
  /** The target's id, or text its name contains. */
  target?: string | null;
  /** From this moment on (inclusive). */
  from?: Date | null;
  /** Before this moment (exclusive). */
  to?: Date | null;
};

const CSV_COLUMNS = [
  'createdAt',
  'action',
  'actionLabel',
  'actorEmail',
  'actorId',
  'ip',
  'targetType',
  'targetId',
  'targetLabel',
  'summary',
  'details',
];

/** Where the audit log's CSV is downloaded (rest/audit.ts). */
export const AUDIT_EXPORT_PATH = '/api/audit/export.csv';
/** The deprecated `auditLogCsv` builds one string: beyond this many entries, use the download link. */
export const AUDIT_GRAPHQL_CSV_MAX_ROWS = 10_000;
/**
 * The log grows with every staff action and its writes are not announced, so its counts are kept
 * this long and shown as estimates ("about 200,000"; decision 037).
 */
const AUDIT_COUNT_MS = 30_000;

/** Reading the log: OWNER and ADMIN, newest first. There is deliberately no way to change it. */
export class AuditService {
  /** Who may call what (decision 043): checked here on every call, GraphQL's scopes derive from it. */
  static readonly access = {
    list: 'readAuditLog',
    exportCsv: 'readAuditLog',
    exportLink: 'readAuditLog',
  } as const satisfies AccessTable<AuditService>;

  constructor(
    private readonly d: Deps,
    private readonly lists: StaffLists,
    private readonly links: DownloadLinks,
  ) {}

  /** One page of the log, newest first: keyset pages (`after`/`before`) or `offset`. */
  async list(actor: Actor, filter: AuditFilter & PageArgs): Promise<Page<AuditEntry>> {
    requirePermission(actor.viewer, AuditService.access.list);
    return this.lists.page(await this.#query(filter), filter);
  }

  /**
   * The entries matching the filter as a CSV stream (UTF-8 with BOM), newest first, read in
   * batches as the client takes it, whatever their number (decision 037). Exporting is audited
   * too, as it starts, with the number of entries up to that moment.
   */
  async exportCsv(
    actor: Actor,
    given: AuditFilter | (() => AuditFilter),
    opts: { maxRows?: number } = {},
  ): Promise<{ name: string; stream: Readable }> {
    requirePermission(actor.viewer, AuditService.access.exportCsv);
    // The REST door reads its filter only now: a stranger learns nothing of its rules (decision 037).
    const filter = typeof given === 'function' ? given() : given;
    const query = await this.#query(filter, new Date());
    const rows = await this.lists.exactCount(query);
    if (opts.maxRows !== undefined && rows > opts.maxRows)
      throw invalidInput(
        `${rows} entries match; this export holds at most ${opts.maxRows}. Download the file instead (auditLogExportLink).`,
        { from: 'Use auditLogExportLink for a file download of any size.' },
      );
    await recordAudit(this.d.db, {
      action: 'AUDIT_EXPORTED',
      by: actor,
      target: { type: 'auditLog' },
      summary: `Exported ${rows} audit ${rows === 1 ? 'entry' : 'entries'} as CSV`,
      details: { rows, ...describeFilter(filter) },
    });
    return {
      name: 'audit-log.csv',
      stream: this.lists.csv(
        query,
        CSV_COLUMNS,
        (r) => ({ ...r, actionLabel: AUDIT_ACTIONS[r.action as AuditAction]?.label ?? r.action }),
        CSV_COLUMNS.filter((c) => c !== 'actionLabel'),
      ),
    };
  }

  /** The deprecated `auditLogCsv`: the same export as one string, up to AUDIT_GRAPHQL_CSV_MAX_ROWS. */
  async csv(actor: Actor, filter: AuditFilter): Promise<string> {
    const { stream } = await this.exportCsv(actor, filter, { maxRows: AUDIT_GRAPHQL_CSV_MAX_ROWS });
    return streamText(stream);
  }

  /** A one-minute link that downloads the log's CSV with this filter (decision 037). */
  async exportLink(actor: Actor, filter: AuditFilter): Promise<DownloadLink> {
    requirePermission(actor.viewer, AuditService.access.exportLink);
    await this.#query(filter);
    return this.links.issue(actor, AUDIT_EXPORT_PATH, {
      actor: cleanSearch(filter.actor),
      action: filter.action,
      target: cleanSearch(filter.target),
      from: filter.from?.toISOString(),
      to: filter.to?.toISOString(),
    });
  }

  /**
   * The filter as SQL: the actor (their id, or text in their e-mail) and the target (its id, or
   * text in its name) are each two alternatives, every pair a branch with its own index range;
   * the action and the period apply to all. `until` bounds an export to the entries made before
   * it started.
   */
  async #query(filter: AuditFilter, until?: Date): Promise<ListQuery<AuditEntry>> {
    const actor = searchText(filter.actor);
    const target = searchText(filter.target);
    if (filter.from && filter.to && filter.from.getTime() >= filter.to.getTime()) {
      throw invalidInput('The end of the period must come after its start.', {
        to: 'Choose an end after the start.',
      });
    }
    const where: Prisma.Sql[] = [];
    if (filter.action) where.push(Prisma.sql`"action" = ${filter.action}`);
    if (filter.from) where.push(Prisma.sql`"createdAt" >= ${filter.from}`);
    if (filter.to) where.push(Prisma.sql`"createdAt" < ${filter.to}`);
    if (until) where.push(Prisma.sql`"createdAt" <= ${until}`);
    const matches: (number | null)[] = [];
    // Each of actor and target: its id exactly, or its text matching (when any row's does).
    const alternatives = async (
      text: SearchText | null,
      idColumn: string,
      column: 'actorEmail' | 'targetLabel',
    ) => {
      if (!text) return undefined;
      const byId = Prisma.sql`${Prisma.raw(`"${idColumn}"`)} = ${text.text}`;
      const found = await this.lists.search('AuditEntry', [column], text);
      if (found === 'none') return [byId];
      matches.push(found.matches);
      return [byId, found.sql];
    };
    const choices = [
      await alternatives(actor, 'actorId', 'actorEmail'),
      await alternatives(target, 'targetId', 'targetLabel'),
    ].filter((c): c is Prisma.Sql[] => !!c);
    const branches = choices.reduce<Prisma.Sql[]>(
      (product, options) =>
        product.length ? product.flatMap((p) => options.map((o) => Prisma.sql`${p} AND ${o}`)) : options,
      [],
    );
    const base: ListFilter = {
      branches: [],
      where: where.filter((w) => w !== undefined),
    };
    const query: ListQuery<AuditEntry> = {
      list: 'audit',
      table: 'AuditEntry',
      filter: base,
      key: JSON.stringify([
        filter.action ?? null,
        filter.from?.getTime() ?? null,
        filter.to?.getTime() ?? null,
      ]),
      load: (ids) => this.d.db.auditEntry.findMany({ where: { id: { in: ids } } }),
      estimateMs: AUDIT_COUNT_MS,
    };
    if (!choices.length) return query;
    return {
      ...query,
      search: {
        filter: { branches, where: base.where },
        key: JSON.stringify([actor && searchKey(actor), target && searchKey(target)]),
        matches: matches.length === choices.length ? matches : [null],
      },
    };
  }
}

/** The filter as audit details, so an export's entry says what was exported. */
function describeFilter(filter: AuditFilter): AuditDetails {
  const out: AuditDetails = {};
  if (filter.actor?.trim()) out.actor = filter.actor.trim();
  if (filter.action) out.action = filter.action;
  if (filter.target?.trim()) out.target = filter.target.trim();
  if (filter.from) out.from = filter.from.toISOString();
  if (filter.to) out.to = filter.to.toISOString();
  return out;
}
