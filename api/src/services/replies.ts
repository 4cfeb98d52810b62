import { replyInput } from '@agency/schema/replies';
import type { LeadKind } from '@agency/schema/inbox';
import type { Db, LeadReply } from '../db.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { recordAudit } from './audit.ts';
import { invalidInput, notFound } from '../errors.ts';
import { parseInput, recordId } from './input.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { LEAD_ACCESS, leadTable, type Lead } from './lead-tables.ts';
import { leadDescription, leadTarget } from './lead-audit.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === 'P2002';

/** PENDING (queued or being sent), SENT or FAILED (the outbox gave up); as the outbox row says. */
export type ReplyDelivery = 'PENDING' | 'SENT' | 'FAILED';
export type SentReply = LeadReply & { delivery: ReplyDelivery; lastError: string | null };

/** What the reply panel needs to fill a template: the same values the API would use. */
export type ReplyContext = {
  to: string;
  name: string;
  vacancy: string | null;
  sender: string;
  from: string;
  replyTo: string;
};

/**
 * Replies to leads from the product (decision 056). Whoever may read a kind of lead may answer it
 * (HR: applications only). The reply row and its outbox message are written in one transaction,
 * so a reply is never recorded unsent nor sent unrecorded; the panel's key for a draft makes a
 * send repeated after a lost answer one reply and one e-mail. From is REPLY_FROM, Reply-To the
 * sender's own address, so the lead's answer reaches the person who wrote.
 */
export class RepliesService {
  constructor(private readonly d: Deps) {}

  async context(viewer: Viewer | null, kind: LeadKind, leadId: string): Promise<ReplyContext> {
    const v = requirePermission(viewer, LEAD_ACCESS[kind]);
    const lead = await this.#lead(kind, leadId);
    return {
      to: lead.email,
      name: lead.name,
      vacancy: 'position' in lead ? lead.position : null,
      sender: v.name,
      from: this.d.config.mail.replyFrom,
      replyTo: v.email,
    };
  }

  async list(viewer: Viewer | null, kind: LeadKind, leadId: string): Promise<SentReply[]> {
    requirePermission(viewer, LEAD_ACCESS[kind]);
    const lead = await this.#lead(kind, leadId);
    const rows = await this.d.db.leadReply.findMany({
      where: kind === 'contact' ? { contactRequestId: lead.id } : { jobApplicationId: lead.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 200,
    });
    return withDelivery(this.d.db, rows);
  }

  async send(actor: Actor, kind: LeadKind, leadId: string, input: unknown): Promise<SentReply> {
    const v = requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    const lead = await this.#lead(kind, leadId);
    const reply = parseInput(replyInput, input);
    if (reply.clientKey) {
      const earlier = await this.#earlier(reply.clientKey, kind, lead.id);
      if (earlier) return earlier;
    }
    if (lead.status === 'SPAM')
      throw invalidInput('This lead is in the Spam folder: release it first.', {
        id: 'Release the lead from the Spam folder first.',
      });
    if (reply.templateId) {
      const template = await this.d.db.replyTemplate.findUnique({ where: { id: reply.templateId } });
      if (!template || (template.kind !== 'any' && template.kind !== kind))
        throw invalidInput('That template is not one for this lead.', {
          templateId: 'Choose a template for this kind of lead.',
        });
    }
    let row: LeadReply;
    try {
      row = await this.d.db.$transaction(async (tx) => {
        const mail = await enqueueMail(tx, {
          to: [lead.email],
          subject: reply.subject,
          text: reply.body,
          from: this.d.config.mail.replyFrom,
          replyTo: v.email,
          lead: { kind, id: lead.id },
        });
        const created = await tx.leadReply.create({
          data: {
            contactRequestId: kind === 'contact' ? lead.id : null,
            jobApplicationId: kind === 'application' ? lead.id : null,
            outboxMessageId: mail.id,
            templateId: reply.templateId ?? null,
            senderId: v.id,
            senderName: v.name,
            to: lead.email,
            subject: reply.subject,
            body: reply.body,
            clientKey: reply.clientKey ?? null,
          },
        });
        await recordAudit(tx, {
          action: 'LEAD_REPLIED',
          by: actor,
          target: leadTarget(kind, lead),
          summary: `Replied to ${leadDescription(kind, lead)}`,
          details: { template: reply.templateId ?? null },
        });
        return created;
      });
    } catch (err) {
      // Two sends of one draft at once: the other one committed; this one is that reply.
      if (reply.clientKey && isUniqueViolation(err)) {
        const earlier = await this.#earlier(reply.clientKey, kind, lead.id);
        if (earlier) return earlier;
      }
      throw err;
    }
    this.d.kickOutbox();
    return (await withDelivery(this.d.db, [row]))[0]!;
  }

  async #earlier(clientKey: string, kind: LeadKind, leadId: string): Promise<SentReply | null> {
    const row = await this.d.db.leadReply.findUnique({ where: { clientKey } });
    if (!row) return null;
    if ((kind === 'contact' ? row.contactRequestId : row.jobApplicationId) !== leadId)
      throw invalidInput('This key belongs to another reply.', {
        clientKey: 'Use a new key for a new reply.',
      });
    return (await withDelivery(this.d.db, [row]))[0]!;
  }

  async #lead(kind: LeadKind, id: string): Promise<Lead & { name: string; email: string }> {
    const lead = await leadTable(this.d.db, kind).byId(recordId(id));
    if (!lead) throw notFound(kind === 'contact' ? 'Contact request' : 'Application');
    return lead;
  }
}

async function withDelivery(db: Db, rows: LeadReply[]): Promise<SentReply[]> {
  const mails = await db.outboxMessage.findMany({
    where: { id: { in: rows.map((r) => r.outboxMessageId) } },
    select: { id: true, status: true, lastError: true },
  });
  const byId = new Map(mails.map((m) => [m.id, m]));
  return rows.map((r) => {
    const m = byId.get(r.outboxMessageId);
    // SENDING is the outbox's claim on a message in flight; a row gone was sent and later cleared.
    const delivery: ReplyDelivery = !m
      ? 'SENT'
      : m.status === 'SENT' || m.status === 'FAILED'
        ? m.status
        : 'PENDING';
    return { ...r, delivery, lastError: delivery === 'FAILED' ? (m?.lastError ?? null) : null };
  });
}

/** The timeline's shape (lead-timeline.ts of the `owners` branch); kept here until the merge. */
export type ReplyTimelineEntry = {
  id: string;
  at: Date;
  kind: string;
  actorName: string | null;
  summary: string;
  body: string | null;
};

/**
 * The lead timeline's source of replies (kind 'REPLY'): the caller (the timeline service) has
 * checked the viewer may see the lead.
 */
export const replyTimeline =
  (db: Db) =>
  async (kind: LeadKind, leadId: string): Promise<ReplyTimelineEntry[]> => {
    const rows = await db.leadReply.findMany({
      where: kind === 'contact' ? { contactRequestId: leadId } : { jobApplicationId: leadId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: 500,
    });
    const sent = await withDelivery(db, rows);
    return sent.map((r) => ({
      id: `reply:${r.id}`,
      at: r.createdAt,
      kind: 'REPLY',
      actorName: r.senderName,
      summary: `${r.senderName} replied: ${r.subject}${r.delivery === 'FAILED' ? ' (not delivered)' : ''}`,
      body: r.body,
    }));
  };
