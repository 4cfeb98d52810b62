import type { LeadKind } from '@agency/schema/inbox';
import { can } from '@agency/schema/roles';
import type { Prisma } from '../db.ts';
import { invalidInput, notFound } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { requirePermission } from './access.ts';
import { recordAudit } from './audit.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { leadDescription, leadTarget } from './lead-audit.ts';
import { LEAD_ACCESS, leadTable, type Lead } from './lead-tables.ts';
import { checkedFollowUp, checkedNote, leadAddress, type Staff } from './lead-work-rules.ts';
import { LIST_TAGS } from './list-counts.ts';
import { parseRoles } from './users-shared.ts';

const TABLE = { contact: 'contactRequest', application: 'jobApplication' } as const;

/**
 * Who works a lead and what they noted (decisions 054, 055): the assignee, internal notes with
 * @mentions, and the follow-up date. Each write is committed with its audit entry and its e-mails
 * (the outbox, tied to the lead so they go with it), in one transaction.
 */
export class LeadWorkService {
  constructor(private readonly d: Deps) {}

  /** Active staff who may see this kind of lead: the only ones it can be assigned to or mention. */
  async assignable(viewer: Viewer | null, kind: LeadKind): Promise<Staff[]> {
    requirePermission(viewer, LEAD_ACCESS[kind]);
    return this.#staff(kind);
  }

  async lead(viewer: Viewer | null, kind: LeadKind, id: string): Promise<Lead> {
    requirePermission(viewer, LEAD_ACCESS[kind]);
    return this.#find(kind, id);
  }

  /** Sets (or with null clears) the lead's assignee; the new assignee is told by e-mail. */
  async assign(actor: Actor, kind: LeadKind, id: string, userId: string | null): Promise<Lead> {
    const v = requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    const lead = await this.#find(kind, id);
    const to = userId ? await this.#assignee(kind, userId) : null;
    if ((lead.assigneeId ?? null) === (to?.id ?? null)) return lead;
    await this.d.db.$transaction(async (tx) => {
      await this.#assignIn(tx, v, actor, kind, lead, to);
    });
    this.#changed(kind);
    this.d.kickOutbox();
    return (await leadTable(this.d.db, kind).byId(lead.id)) ?? lead;
  }

  /** The inbox's bulk "Assign": each lead as `assign` would, in one transaction. */
  async assignMany(
    actor: Actor,
    kind: LeadKind,
    ids: readonly string[],
    userId: string | null,
  ): Promise<number> {
    const v = requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 500)
      throw invalidInput('Choose 1 to 500 leads.', { ids: 'Choose 1 to 500 leads.' });
    const to = userId ? await this.#assignee(kind, userId) : null;
    const leads = await leadTable(this.d.db, kind).byIds(ids.map(String));
    const changing = leads.filter((l) => (l.assigneeId ?? null) !== (to?.id ?? null));
    await this.d.db.$transaction(async (tx) => {
      for (const lead of changing) await this.#assignIn(tx, v, actor, kind, lead, to);
    });
    if (changing.length) {
      this.#changed(kind);
      this.d.kickOutbox();
    }
    return changing.length;
  }

  /**
   * Adds an internal note. `mentions` are staff ids the author picked (the @ autocomplete); each
   * must be able to see the lead, and each is told by e-mail. A note may set the follow-up date.
   */
  async addNote(
    actor: Actor,
    kind: LeadKind,
    id: string,
    input: { body?: unknown; mentions?: unknown; followUpOn?: unknown },
    now = new Date(),
  ) {
    const v = requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    const { body, mentionIds, followUpAt } = checkedNote(input, now);
    const lead = await this.#find(kind, id);
    const staff = await this.#staff(kind);
    const mentioned = mentionIds.map((m) => {
      const who = staff.find((s) => s.id === m);
      if (!who)
        throw invalidInput('You can mention only staff who may see this lead.', {
          mentions: `No staff member who may see this lead has the id ${m.slice(0, 40)}.`,
        });
      return who;
    });
    const note = await this.d.db.$transaction(async (tx) => {
      const note = await tx.leadNote.create({
        data: {
          leadKind: kind,
          leadId: lead.id,
          authorId: v.id,
          authorName: v.name,
          body,
          mentions: mentioned.map((m) => m.id).join(','),
          followUpAt,
        },
      });
      if (followUpAt) await this.#table(tx, kind).update({ where: { id: lead.id }, data: { followUpAt } });
      for (const who of mentioned.filter((m) => m.id !== v.id))
        await enqueueMail(tx, {
          to: [who.email],
          subject: `${v.name} mentioned you on ${leadDescription(kind, lead)}`,
          text: [
            `${v.name} wrote:`,
            '',
            body,
            '',
            `Open the lead: ${leadAddress(this.d.config, kind, lead.id)}`,
          ].join('\n'),
          lead: { kind, id: lead.id },
        });
      await recordAudit(tx, {
        action: 'LEAD_NOTE_ADDED',
        by: actor,
        target: leadTarget(kind, lead),
        summary: `Added a note to ${leadDescription(kind, lead)}`,
        // Not the text: it may quote the visitor (decision 030).
        details: {
          mentions: mentioned.length,
          ...(followUpAt ? { followUpOn: followUpAt.toISOString().slice(0, 10) } : {}),
        },
      });
      return note;
    });
    if (mentioned.some((m) => m.id !== v.id)) this.d.kickOutbox();
    return note;
  }

  /** Sets the follow-up date (YYYY-MM-DD, today or later) or clears it with null (decision 055). */
  async setFollowUp(actor: Actor, kind: LeadKind, id: string, on: unknown, now = new Date()): Promise<Lead> {
    requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    const followUpAt = on === null || on === '' ? null : checkedFollowUp(on, now);
    const lead = await this.#find(kind, id);
    if ((lead.followUpAt?.getTime() ?? null) === (followUpAt?.getTime() ?? null)) return lead;
    return this.d.db.$transaction(async (tx) => {
      const updated = await this.#table(tx, kind).update({ where: { id: lead.id }, data: { followUpAt } });
      await recordAudit(tx, {
        action: 'LEAD_FOLLOW_UP_SET',
        by: actor,
        target: leadTarget(kind, lead),
        summary: followUpAt
          ? `Set a follow-up on ${followUpAt.toISOString().slice(0, 10)} for ${leadDescription(kind, lead)}`
          : `Cleared the follow-up of ${leadDescription(kind, lead)}`,
        details: { followUpOn: followUpAt ? followUpAt.toISOString().slice(0, 10) : null },
      });
      return updated as Lead;
    });
  }

  async #assignIn(
    tx: Prisma.TransactionClient,
    v: Viewer,
    actor: Actor,
    kind: LeadKind,
    lead: Lead,
    to: Staff | null,
  ) {
    // Two people assigning at once both land, in order, on the timeline; the later one holds.
    await this.#table(tx, kind).update({ where: { id: lead.id }, data: { assigneeId: to?.id ?? null } });
    await tx.leadAssignment.create({
      data: {
        leadKind: kind,
        leadId: lead.id,
        assigneeId: to?.id ?? null,
        assigneeName: to?.name ?? null,
        byId: v.id,
        byName: v.name,
      },
    });
    if (to && to.id !== v.id)
      await enqueueMail(tx, {
        to: [to.email],
        subject: `${v.name} assigned you ${leadDescription(kind, lead)}`,
        text: [
          `${v.name} assigned you ${leadDescription(kind, lead)} from ${lead.name}.`,
          '',
          `Open the lead: ${leadAddress(this.d.config, kind, lead.id)}`,
        ].join('\n'),
        lead: { kind, id: lead.id },
      });
    await recordAudit(tx, {
      action: 'LEAD_ASSIGNED',
      by: actor,
      target: leadTarget(kind, lead),
      summary: to
        ? `Assigned ${leadDescription(kind, lead)} to ${to.email}`
        : `Unassigned ${leadDescription(kind, lead)}`,
      details: { from: lead.assigneeId ?? null, to: to?.id ?? null },
    });
  }

  /** The inbox's kept counts (the Mine and Unassigned filters') go, on every instance (decision 037). */
  #changed(kind: LeadKind) {
    this.d.changes.publish([LIST_TAGS[kind === 'contact' ? 'ContactRequest' : 'JobApplication']]);
  }

  async #assignee(kind: LeadKind, userId: unknown): Promise<Staff> {
    const who = (await this.#staff(kind)).find((s) => s.id === String(userId));
    if (!who)
      throw invalidInput('This person may not see this kind of lead, or has no active account.', {
        assigneeId: 'Choose a staff member who may see this kind of lead.',
      });
    return who;
  }

  async #staff(kind: LeadKind): Promise<Staff[]> {
    const users = await this.d.db.user.findMany({
      where: { active: true },
      select: { id: true, name: true, email: true, roles: true },
      orderBy: { name: 'asc' },
    });
    return users
      .filter((u) => can(parseRoles(u.roles), LEAD_ACCESS[kind]))
      .map(({ id, name, email }) => ({ id, name, email }));
  }

  #table(tx: Prisma.TransactionClient, kind: LeadKind) {
    // Both delegates take the same update; the cast keeps one code path for the two tables.
    return tx[TABLE[kind]] as unknown as Prisma.TransactionClient['contactRequest'];
  }

  async #find(kind: LeadKind, id: string): Promise<Lead> {
    const lead = await leadTable(this.d.db, kind).byId(String(id ?? ''));
    if (!lead) throw notFound(kind === 'contact' ? 'Contact request' : 'Job application');
    return lead;
  }
}
