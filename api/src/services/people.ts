import { LEAD_KINDS, type LeadKind } from '@agency/schema/inbox';
import type { Db, PersonMerge } from '../db.ts';
import { forbidden, invalidInput, notFound } from '../errors.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission, requireViewer, viewerCan } from './access.ts';
import { recordAudit } from './audit.ts';
import { maskEmail } from './data-requests.ts';
import { leadTarget } from './lead-audit.ts';
import { LEAD_ACCESS, leadTable, type Lead } from './lead-tables.ts';

/**
 * One person, many leads (decision 058). Leads are stored with the address lower-cased and
 * trimmed (the forms' rules), so "the same address" is an equality on the indexed `email` column.
 * Staff may join two addresses into one person (a row of PersonMerge) and part them again; a
 * person is every address reachable through the active merges, at most MAX_ADDRESSES of them.
 */

/** A person is named by one of their leads: no address in URLs or request logs. */
export type LeadRef = { kind: LeadKind; id: string };
export type PersonLead = { kind: LeadKind; lead: Lead };
export type Person = {
  key: string;
  emails: string[];
  /** Newest first; only the kinds the viewer may see. */
  leads: PersonLead[];
  /** The kinds the viewer may not see, so the page can say some leads are not shown. */
  hiddenKinds: LeadKind[];
  merges: PersonMerge[];
};

/** A person joins at most this many addresses; the walk over merges stops there. */
export const MAX_ADDRESSES = 20;
/** The leads a person page lists, per kind. */
export const PERSON_LEADS_SHOWN = 200;

const KEY = /^(contact|application)-([A-Za-z0-9_]{1,64})$/;
export const personKey = (ref: LeadRef) => `${ref.kind}-${ref.id}`;

export function parsePersonKey(raw: unknown, field = 'key'): LeadRef {
  const m = typeof raw === 'string' ? KEY.exec(raw) : null;
  if (!m)
    throw invalidInput('This is not a person key.', {
      [field]: 'Use a lead kind and id, e.g. contact-<id>.',
    });
  return { kind: m[1] as LeadKind, id: m[2]! };
}

/** The shape of the `owners` branch's lead-timeline entries (api/src/services/lead-timeline.ts). */
export type MergeTimelineEntry = {
  id: string;
  at: Date;
  kind: string;
  actorName: string | null;
  summary: string;
  body: string | null;
};

export class PeopleService {
  constructor(private readonly d: Pick<Deps, 'db' | 'log'>) {}

  async person(viewer: Viewer | null, key: unknown): Promise<Person> {
    const ref = parsePersonKey(key);
    requirePermission(viewer, LEAD_ACCESS[ref.kind]);
    const lead = await this.#lead(ref);
    return this.#person(requireViewer(viewer), ref, lead.email);
  }

  /** Joins the people of two leads; both leads' kinds must be the caller's. */
  async merge(actor: Actor, rawA: unknown, rawB: unknown): Promise<Person> {
    const viewer = requireViewer(actor.viewer);
    const a = parsePersonKey(rawA, 'a');
    const b = parsePersonKey(rawB, 'b');
    for (const ref of [a, b])
      if (!viewerCan(viewer, LEAD_ACCESS[ref.kind]))
        throw forbidden('You may not see one of these leads, so you cannot merge them.');
    const [leadA, leadB] = await Promise.all([this.#lead(a), this.#lead(b)]);
    const [emailA, emailB] = [leadA.email, leadB.email].sort() as [string, string];
    const [group, other] = await Promise.all([this.addresses(emailA), this.addresses(emailB)]);
    if (group.includes(emailB))
      throw invalidInput('These leads already belong to one person.', {
        b: 'Pick a lead of another person.',
      });
    if (group.length + other.length > MAX_ADDRESSES)
      throw invalidInput(`A person may have at most ${MAX_ADDRESSES} addresses.`, {
        b: 'Unmerge some addresses first.',
      });
    const kinds = [...new Set([a.kind, b.kind])].sort().join(',');
    await this.d.db.$transaction(async (tx) => {
      const row = await tx.personMerge.create({
        data: { emailA, emailB, kinds, mergedById: viewer.id, mergedByEmail: viewer.email },
      });
      await recordAudit(tx, {
        action: 'PERSON_MERGED',
        by: actor,
        target: leadTarget(a.kind, leadA),
        summary: `Merged ${maskEmail(emailA)} and ${maskEmail(emailB)} into one person`,
        details: { mergeId: row.id, leads: [personKey(a), personKey(b)] },
      });
    });
    return this.#person(viewer, a, leadA.email);
  }

  /** Parts two addresses again; whoever may see both leads' kinds may do it. Returns the merge. */
  async unmerge(actor: Actor, rawId: unknown): Promise<PersonMerge> {
    const viewer = requireViewer(actor.viewer);
    if (typeof rawId !== 'string' || !rawId || rawId.length > 64)
      throw invalidInput('Name the merge to undo.', { id: 'Send the id of a merge.' });
    const merge = await this.d.db.personMerge.findUnique({ where: { id: rawId } });
    if (!merge || merge.unmergedAt) throw notFound('Merge');
    const kinds = merge.kinds.split(',') as LeadKind[];
    if (!kinds.every((k) => LEAD_KINDS.includes(k) && viewerCan(viewer, LEAD_ACCESS[k])))
      throw forbidden('This merge joins leads you may not see, so you cannot undo it.');
    return this.d.db.$transaction(async (tx) => {
      // Conditional, so two staff undoing it at once record one unmerge.
      const done = await tx.personMerge.updateMany({
        where: { id: merge.id, unmergedAt: null },
        data: { unmergedAt: new Date(), unmergedByEmail: viewer.email },
      });
      if (done.count !== 1) throw notFound('Merge');
      await recordAudit(tx, {
        action: 'PERSON_UNMERGED',
        by: actor,
        target: { type: 'dataSubject', label: maskEmail(merge.emailA) },
        summary: `Unmerged ${maskEmail(merge.emailA)} and ${maskEmail(merge.emailB)}`,
        details: { mergeId: merge.id },
      });
      return tx.personMerge.findUniqueOrThrow({ where: { id: merge.id } });
    });
  }

  /** Every address joined to `email` by active merges (breadth-first, bounded), `email` first. */
  async addresses(email: string): Promise<string[]> {
    const seen = [email];
    let frontier = [email];
    while (frontier.length && seen.length < MAX_ADDRESSES) {
      const rows = await this.d.db.personMerge.findMany({
        where: { unmergedAt: null, OR: [{ emailA: { in: frontier } }, { emailB: { in: frontier } }] },
        select: { emailA: true, emailB: true },
        take: MAX_ADDRESSES * 4,
      });
      frontier = [];
      for (const r of rows)
        for (const e of [r.emailA, r.emailB])
          if (!seen.includes(e) && seen.length < MAX_ADDRESSES) {
            seen.push(e);
            frontier.push(e);
          }
    }
    return seen;
  }

  async #person(viewer: Viewer, ref: LeadRef, email: string): Promise<Person> {
    const emails = await this.addresses(email);
    const visible = LEAD_KINDS.filter((k) => viewerCan(viewer, LEAD_ACCESS[k]));
    const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
    const where = { email: { in: emails } };
    const [contacts, applications, merges] = await Promise.all([
      visible.includes('contact')
        ? this.d.db.contactRequest.findMany({ where, orderBy: newestFirst, take: PERSON_LEADS_SHOWN })
        : [],
      visible.includes('application')
        ? this.d.db.jobApplication.findMany({ where, orderBy: newestFirst, take: PERSON_LEADS_SHOWN })
        : [],
      this.d.db.personMerge.findMany({
        where: { unmergedAt: null, emailA: { in: emails }, emailB: { in: emails } },
        orderBy: { createdAt: 'asc' },
      }),
    ]);
    const leads: PersonLead[] = [
      ...contacts.map((lead) => ({ kind: 'contact' as const, lead })),
      ...applications.map((lead) => ({ kind: 'application' as const, lead })),
    ].sort((x, y) => y.lead.createdAt.getTime() - x.lead.createdAt.getTime());
    return {
      key: personKey(ref),
      emails,
      leads,
      hiddenKinds: LEAD_KINDS.filter((k) => !visible.includes(k)),
      merges,
    };
  }

  async #lead(ref: LeadRef): Promise<Lead> {
    const lead = await leadTable(this.d.db, ref.kind).byId(ref.id);
    if (!lead) throw notFound(ref.kind === 'contact' ? 'Contact request' : 'Job application');
    return lead;
  }
}

/**
 * The lead timeline's source of merges (kind MERGED, and UNMERGED when parted again) for the
 * `owners` branch's lead-timeline.ts. Addresses are masked as in the audit log.
 */
export function mergeTimeline(db: Db) {
  return async (kind: LeadKind, leadId: string): Promise<MergeTimelineEntry[]> => {
    const lead = await leadTable(db, kind).byId(leadId);
    if (!lead) return [];
    const rows = await db.personMerge.findMany({
      where: { OR: [{ emailA: lead.email }, { emailB: lead.email }] },
      orderBy: { createdAt: 'asc' },
      take: 100,
    });
    return rows.flatMap((m) => {
      const other = maskEmail(m.emailA === lead.email ? m.emailB : m.emailA);
      const merged: MergeTimelineEntry = {
        id: `merge-${m.id}`,
        at: m.createdAt,
        kind: 'MERGED',
        actorName: m.mergedByEmail,
        summary: `Merged with ${other} into one person`,
        body: null,
      };
      if (!m.unmergedAt) return [merged];
      return [
        merged,
        {
          id: `unmerge-${m.id}`,
          at: m.unmergedAt,
          kind: 'UNMERGED',
          actorName: m.unmergedByEmail,
          summary: `Unmerged from ${other}`,
          body: null,
        },
      ];
    });
  };
}
