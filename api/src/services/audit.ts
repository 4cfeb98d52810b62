import { AUDIT_ACTIONS, type AuditAction, type AuditTargetType } from '@agency/schema/audit';
import type { Db, Prisma } from '../db.ts';
import type { AuditEntry } from '../generated/prisma-sqlite/client.ts';
import type { Actor, Deps } from './deps.ts';
import { requirePermission } from './access.ts';
import { invalidInput } from '../errors.ts';
import { clampPage, type Page } from './paging.ts';
import { containsText } from './search.ts';
import { toCsv } from './csv.ts';

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

/** More than this many entries in one CSV is a filter mistake: the answer asks for a narrower one. */
export const AUDIT_CSV_MAX_ROWS = 100_000;
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

/** Reading the log: OWNER and ADMIN, newest first. There is deliberately no way to change it. */
export class AuditService {
  constructor(private readonly d: Deps) {}

  async list(
    actor: Actor,
    filter: AuditFilter & { first?: number | null; offset?: number | null },
  ): Promise<Page<AuditEntry>> {
    requirePermission(actor.viewer, 'readAuditLog');
    const { take, skip } = clampPage(filter.first, filter.offset);
    const where = this.#where(filter);
    const [items, total] = await Promise.all([
      this.d.db.auditEntry.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take, skip }),
      this.d.db.auditEntry.count({ where }),
    ]);
    return { items, total, hasMore: skip + items.length < total };
  }

  /** The entries matching the filter as CSV (UTF-8 with BOM), newest first. Exporting is audited too. */
  async csv(actor: Actor, filter: AuditFilter): Promise<string> {
    requirePermission(actor.viewer, 'readAuditLog');
    const where = this.#where(filter);
    const total = await this.d.db.auditEntry.count({ where });
    if (total > AUDIT_CSV_MAX_ROWS) {
      throw invalidInput(
        `${total} entries match; one export holds at most ${AUDIT_CSV_MAX_ROWS}. Choose a shorter period.`,
        { from: 'Choose a shorter period.' },
      );
    }
    const rows = await this.d.db.auditEntry.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    await recordAudit(this.d.db, {
      action: 'AUDIT_EXPORTED',
      by: actor,
      target: { type: 'auditLog' },
      summary: `Exported ${rows.length} audit ${rows.length === 1 ? 'entry' : 'entries'} as CSV`,
      details: { rows: rows.length, ...describeFilter(filter) },
    });
    return toCsv(
      CSV_COLUMNS,
      rows.map((r) => ({ ...r, actionLabel: AUDIT_ACTIONS[r.action as AuditAction]?.label ?? r.action })),
    );
  }

  #where(filter: AuditFilter): Prisma.AuditEntryWhereInput {
    const actor = filter.actor?.trim();
    const target = filter.target?.trim();
    if (filter.from && filter.to && filter.from.getTime() >= filter.to.getTime()) {
      throw invalidInput('The end of the period must come after its start.', {
        to: 'Choose an end after the start.',
      });
    }
    const and: Prisma.AuditEntryWhereInput[] = [];
    if (actor)
      and.push({
        OR: [{ actorId: actor }, { actorEmail: containsText(this.d.config, actor.toLowerCase()) }],
      });
    if (target)
      and.push({ OR: [{ targetId: target }, { targetLabel: containsText(this.d.config, target) }] });
    if (filter.action) and.push({ action: filter.action });
    if (filter.from || filter.to)
      and.push({
        createdAt: { ...(filter.from ? { gte: filter.from } : {}), ...(filter.to ? { lt: filter.to } : {}) },
      });
    return and.length ? { AND: and } : {};
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
