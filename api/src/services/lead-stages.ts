import type { LeadKind } from '@agency/schema/inbox';
import { BOARD_PAGE_MAX, stageMove } from '@agency/schema/stages';
import { Prisma, type Db, type LeadStage } from '../db.ts';
import { AppError, invalidInput, notFound } from '../errors.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { recordAudit } from './audit.ts';
import { parseInput } from './input.ts';
import { leadDescription, leadTarget } from './lead-audit.ts';
import { LEAD_ACCESS, leadTable, type Lead } from './lead-tables.ts';
import { checkedFollowUp } from './lead-work-rules.ts';
import { LIST_TAGS } from './list-counts.ts';
import type { Page } from './paging.ts';
import type { PageArgs } from './keyset.ts';
import type { ListQuery, StaffLists } from './staff-lists.ts';
import { checkedKind, TABLE, type StagesService } from './stages.ts';
import { enqueueWebhookEvent, leadPayload } from './webhook-events.ts';

/** One entry of a lead's timeline: the shape of owners' `TimelineEntry` (lead-timeline.ts). */
export type StageTimelineEntry = {
  id: string;
  at: Date;
  kind: string;
  actorName: string | null;
  summary: string;
  body: string | null;
};

/** Leads moved at once by the inbox's bulk bar, at most. */
export const BULK_MOVE_MAX = 200;

/** `followUpOn` (YYYY-MM-DD, today or later) also plans a follow-up with the move (decision 055). */
export type StageMove = { stageId: unknown; reason?: unknown; followUpOn?: unknown };
export type BoardColumn = { stage: LeadStage; page: Page<Lead> };

const owner = (kind: LeadKind, leadId: string) =>
  kind === 'contact' ? { contactRequestId: leadId } : { jobApplicationId: leadId };

/** The follow-up planned with a move, checked before anything is written; undefined for none. */
const followUpOf = (move: StageMove) =>
  move.followUpOn === undefined || move.followUpOn === null || move.followUpOn === ''
    ? undefined
    : checkedFollowUp(move.followUpOn, new Date());

/**
 * Moving leads through their pipeline and the board (decision 052). A move is one transaction:
 * the lead's stage, a history row and an audit entry, so none is kept without the others.
 */
export class LeadStagesService {
  constructor(
    private readonly d: Deps,
    private readonly stages: StagesService,
    private readonly lists: StaffLists,
  ) {}

  /**
   * Moves one lead to a stage; a LOST stage (Lost, Rejected) needs a reason. Moving a lead to the
   * stage it is in changes nothing but the follow-up. With `followUpOn`, the follow-up date is set
   * in the same transaction, so a move and its "call back on" are kept together or not at all.
   */
  async moveLead(actor: Actor, kind: LeadKind, leadId: string, move: StageMove): Promise<Lead> {
    requirePermission(actor.viewer, LEAD_ACCESS[checkedKind(kind)]);
    const { stage, reason } = await this.#checked(kind, move);
    const followUpAt = followUpOf(move);
    const lead = await leadTable(this.d.db, kind).byId(String(leadId ?? ''));
    if (!lead) throw notFound(kind === 'contact' ? 'Contact request' : 'Job application');
    if (lead.stageId === stage.id && !followUpAt) return lead;
    await this.d.db.$transaction(async (tx) => {
      if (lead.stageId !== stage.id) await this.#move(tx, actor, kind, lead, stage, reason);
      if (followUpAt) await this.#followUp(tx, actor, kind, lead, followUpAt);
    });
    this.d.changes.publish([LIST_TAGS[TABLE[kind]]]);
    return (await leadTable(this.d.db, kind).byId(lead.id)) ?? lead;
  }

  /** The bulk bar's "Move to stage": every lead or none (one transaction); returns how many moved. */
  async moveLeads(actor: Actor, kind: LeadKind, ids: readonly string[], move: StageMove): Promise<number> {
    requirePermission(actor.viewer, LEAD_ACCESS[checkedKind(kind)]);
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > BULK_MOVE_MAX)
      throw invalidInput(`Choose 1 to ${BULK_MOVE_MAX} leads.`, {
        ids: `Choose 1 to ${BULK_MOVE_MAX} leads.`,
      });
    const { stage, reason } = await this.#checked(kind, move);
    const followUpAt = followUpOf(move);
    const leads = await leadTable(this.d.db, kind).byIds([...new Set(ids.map(String))]);
    if (leads.length !== new Set(ids).size)
      throw invalidInput('Some of these leads are gone: reload the list.', {
        ids: 'Some leads no longer exist.',
      });
    const moving = leads.filter((l) => l.stageId !== stage.id);
    await this.d.db.$transaction(async (tx) => {
      for (const lead of moving) await this.#move(tx, actor, kind, lead, stage, reason);
      if (followUpAt) for (const lead of leads) await this.#followUp(tx, actor, kind, lead, followUpAt);
    });
    if (moving.length) this.d.changes.publish([LIST_TAGS[TABLE[kind]]]);
    return moving.length;
  }

  /**
   * The board: each stage in use, and each retired one still holding leads, with its first page of
   * cards (newest first) and its count. Only leads being worked on (NEW and READ) are on it.
   */
  async board(viewer: Viewer | null, kind: LeadKind, args: PageArgs = {}): Promise<BoardColumn[]> {
    requirePermission(viewer, LEAD_ACCESS[checkedKind(kind)]);
    checkedColumnPage(args);
    const all = await this.stages.list(viewer, kind, { includeRetired: true });
    const columns = await Promise.all(
      all.map(async (stage) => ({ stage, page: await this.lists.page(this.#column(kind, stage.id), args) })),
    );
    return columns.filter((c) => !c.stage.retiredAt || c.page.items.length > 0);
  }

  /** More cards of one column (keyset pages, `after` the last card shown). */
  async column(
    viewer: Viewer | null,
    kind: LeadKind,
    stageId: unknown,
    args: PageArgs = {},
  ): Promise<BoardColumn> {
    requirePermission(viewer, LEAD_ACCESS[checkedKind(kind)]);
    const stage = await this.stages.find(this.d.db, stageId, 'stageId');
    if (stage.kind !== kind)
      throw invalidInput('That stage belongs to the other pipeline.', {
        stageId: 'Choose a stage of this pipeline.',
      });
    checkedColumnPage(args);
    return { stage, page: await this.lists.page(this.#column(kind, stage.id), args) };
  }

  /** A lead's stage changes, oldest first: a TimelineSource (lead-timeline.ts) for its timeline. */
  async history(viewer: Viewer | null, kind: LeadKind, leadId: string): Promise<StageTimelineEntry[]> {
    requirePermission(viewer, LEAD_ACCESS[checkedKind(kind)]);
    return stageTimeline(this.d.db)(kind, leadId);
  }

  async #checked(kind: LeadKind, move: StageMove) {
    const stage = await this.stages.target(this.d.db, kind, move.stageId);
    const { reason } = parseInput(stageMove, { reason: move.reason ?? null });
    if (stage.outcome === 'LOST' && !reason)
      throw invalidInput(`Say why the lead goes to ${stage.name}.`, {
        reason: `Give a reason for ${stage.name}.`,
      });
    return { stage, reason: reason || null };
  }

  async #move(
    tx: Prisma.TransactionClient,
    actor: Actor,
    kind: LeadKind,
    lead: Lead,
    stage: LeadStage,
    reason: string | null,
  ) {
    // Only from the stage it was read in: two people moving one lead at once make one move each,
    // in turn, never a history row whose "from" is stale.
    const where = { id: lead.id, stageId: lead.stageId };
    const moved =
      kind === 'contact'
        ? await tx.contactRequest.updateMany({ where, data: { stageId: stage.id } })
        : await tx.jobApplication.updateMany({ where, data: { stageId: stage.id } });
    if (moved.count !== 1)
      throw new AppError('CONFLICT', 'Someone else moved this lead just now: reload to see where it is.');
    const from = await tx.leadStage.findUnique({ where: { id: lead.stageId } });
    await tx.leadStageChange.create({
      data: {
        ...owner(kind, lead.id),
        fromStageId: lead.stageId,
        fromName: from?.name ?? null,
        toStageId: stage.id,
        toName: stage.name,
        reason,
        actorId: actor.viewer?.id ?? null,
        actorName: actor.viewer?.name ?? null,
      },
    });
    await recordAudit(tx, {
      action: 'LEAD_STAGE_CHANGED',
      by: actor,
      target: leadTarget(kind, lead),
      summary: `Moved ${leadDescription(kind, lead)} from ${from?.name ?? 'no stage'} to ${stage.name}`,
      // The reason is staff's words about a person: kept with the lead (erased with it), not here.
      details: { from: from?.name ?? null, to: stage.name, ...(reason ? { withReason: true } : {}) },
    });
    // Announced to the webhooks that may read this kind of lead, with the move (decision 062).
    await enqueueWebhookEvent(tx, 'lead.stage_changed', {
      kind,
      lead: leadPayload(kind, { ...lead, stageId: stage.id }),
      from: from ? { id: from.id, name: from.name } : null,
      to: { id: stage.id, name: stage.name },
    });
  }

  async #followUp(tx: Prisma.TransactionClient, actor: Actor, kind: LeadKind, lead: Lead, at: Date) {
    if (kind === 'contact')
      await tx.contactRequest.update({ where: { id: lead.id }, data: { followUpAt: at } });
    else await tx.jobApplication.update({ where: { id: lead.id }, data: { followUpAt: at } });
    const day = at.toISOString().slice(0, 10);
    await recordAudit(tx, {
      action: 'LEAD_FOLLOW_UP_SET',
      by: actor,
      target: leadTarget(kind, lead),
      summary: `Set a follow-up on ${day} for ${leadDescription(kind, lead)}`,
      details: { followUpOn: day },
    });
  }

  #column(kind: LeadKind, stageId: string): ListQuery<Lead> {
    const table = leadTable(this.d.db, kind);
    return {
      list: `board-${kind}-${stageId}`,
      table: TABLE[kind],
      // Each status a branch of the (stageId, status, createdAt, id) index, in list order.
      filter: {
        branches: ['NEW', 'READ'].map((s) => Prisma.sql`"stageId" = ${stageId} AND "status" = ${s}`),
        where: [],
      },
      key: `stage:${stageId}`,
      load: (ids) => table.byIds(ids),
    };
  }
}

/** A board column's page: at most BOARD_PAGE_MAX cards (the keyset lists check the rest). */
function checkedColumnPage(args: PageArgs) {
  if ((args.first ?? 20) > BOARD_PAGE_MAX)
    throw invalidInput(`A column page holds at most ${BOARD_PAGE_MAX} cards.`, {
      first: `1 to ${BOARD_PAGE_MAX}.`,
    });
}

/**
 * The TimelineSource of stage changes (kind 'STAGE_CHANGED'): the integrator adds it to the list
 * lead-timeline.ts merges. It does not check access: the timeline service does, per kind.
 */
export function stageTimeline(db: Db) {
  return async (kind: LeadKind, leadId: string): Promise<StageTimelineEntry[]> => {
    const rows = await db.leadStageChange.findMany({
      where: owner(kind, leadId),
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map((r) => ({
      id: `stage-${r.id}`,
      at: r.createdAt,
      kind: 'STAGE_CHANGED',
      actorName: r.actorName,
      summary: r.fromName ? `Moved from ${r.fromName} to ${r.toName}` : `Moved to ${r.toName}`,
      body: r.reason,
    }));
  };
}
