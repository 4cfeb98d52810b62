import { STAGE_OUTCOMES } from '@agency/schema/stages';
import type { LeadKind } from '@agency/schema/inbox';
import type { LeadStage } from '../db.ts';
import { LEAD_ACCESS, type Lead } from '../services/lead-tables.ts';
import type { BoardColumn, StageTimelineEntry } from '../services/lead-stages.ts';
import type { Page } from '../services/paging.ts';
import type { RequestContext } from '../context.ts';
import { builder, scopeOf } from './builder.ts';
import { ContactRequestRef, JobApplicationRef, LeadKindEnum } from './inbox.ts';
import { cursorArgs, pageInfoFields } from './lists.ts';

const StageOutcomeEnum = builder.enumType('StageOutcome', {
  description: 'What reaching a stage means.',
  values: Object.fromEntries(
    STAGE_OUTCOMES.map((o) => [
      o,
      {
        value: o,
        description: {
          OPEN: 'Still being worked on.',
          WON: 'Won or hired.',
          LOST: 'Lost or rejected: asks for a reason.',
        }[o],
      },
    ]),
  ) as Record<
    (typeof STAGE_OUTCOMES)[number],
    { value: (typeof STAGE_OUTCOMES)[number]; description: string }
  >,
});

export const LeadStageRef = builder.objectRef<LeadStage>('LeadStage').implement({
  description: 'A stage of the sales pipeline or of hiring (decision 052).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    kind: t.field({ type: LeadKindEnum, description: 'Which pipeline.', resolve: (s) => s.kind as LeadKind }),
    name: t.exposeString('name', { description: 'Its name, as staff call it.' }),
    position: t.exposeInt('position', { description: 'Order on the board, lowest first.' }),
    outcome: t.field({
      type: StageOutcomeEnum,
      description: 'OPEN, WON or LOST (LOST asks for a reason).',
      resolve: (s) => s.outcome as (typeof STAGE_OUTCOMES)[number],
    }),
    retired: t.boolean({
      description: 'Retired: kept for its leads and history, not offered.',
      resolve: (s) => !!s.retiredAt,
    }),
  }),
});

function columnType(name: string, card: typeof ContactRequestRef) {
  const CardPage = builder.objectRef<Page<Lead>>(`${name}Cards`).implement({
    description: 'One page of a board column, newest first.',
    fields: (t) => ({
      items: t.field({ type: [card], description: 'The cards of this page.', resolve: (p) => p.items }),
      ...pageInfoFields(t, 'cards'),
    }),
  });
  return builder.objectRef<BoardColumn>(name).implement({
    description: 'A column of the board: one stage, its leads being worked on (NEW and READ).',
    fields: (t) => ({
      stage: t.field({ type: LeadStageRef, description: 'The stage.', resolve: (c) => c.stage }),
      cards: t.field({
        type: CardPage,
        description: 'Its first page of cards and their count.',
        resolve: (c) => c.page,
      }),
    }),
  });
}
const ContactBoardColumnRef = columnType('ContactBoardColumn', ContactRequestRef);
const ApplicationBoardColumnRef = columnType('ApplicationBoardColumn', JobApplicationRef);

const StageHistoryRef = builder.objectRef<StageTimelineEntry>('StageChange').implement({
  description: "One of a lead's stage changes.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    at: t.expose('at', { type: 'DateTime', description: 'When.' }),
    actorName: t.exposeString('actorName', { nullable: true, description: 'Who moved it.' }),
    summary: t.exposeString('summary', { description: 'From which stage to which.' }),
    reason: t.exposeString('body', { nullable: true, description: 'Why (lost or rejected).' }),
  }),
});

/** Each request reads a kind's stages once, however many leads name theirs. */
const stagesOf = new WeakMap<RequestContext, Map<string, Promise<LeadStage[]>>>();
async function stageOf(ctx: RequestContext, kind: LeadKind, id: string) {
  const cache = stagesOf.get(ctx) ?? new Map<string, Promise<LeadStage[]>>();
  stagesOf.set(ctx, cache);
  // Set before any await: the leads of a page ask at once, and one read serves them all.
  if (!cache.has(kind))
    cache.set(
      kind,
      ctx.viewer().then((viewer) => ctx.services.stages.list(viewer, kind, { includeRetired: true })),
    );
  return (await cache.get(kind)!).find((s) => s.id === id)!;
}

builder.objectField(ContactRequestRef, 'stage', (t) =>
  t.field({
    type: LeadStageRef,
    description: 'Its stage in the sales pipeline.',
    resolve: (l, _a, ctx) => stageOf(ctx, 'contact', l.stageId),
  }),
);
builder.objectFields(JobApplicationRef, (t) => ({
  stage: t.field({
    type: LeadStageRef,
    description: 'Its stage in hiring.',
    resolve: (l, _a, ctx) => stageOf(ctx, 'application', l.stageId),
  }),
  vacancyId: t.id({
    nullable: true,
    description: 'The vacancy applied for (null when none matched its position when it arrived).',
    resolve: (l) => ('vacancyId' in l ? l.vacancyId : null),
  }),
}));

builder.queryFields((t) => ({
  leadStages: t.field({
    type: [LeadStageRef],
    description: 'The stages of a pipeline in board order (needs the role of that inbox).',
    authScopes: scopeOf(LEAD_ACCESS.contact, LEAD_ACCESS.application),
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which pipeline.' }),
      includeRetired: t.arg.boolean({ description: 'Retired stages too (default false).' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.stages.list(await ctx.viewer(), a.kind as LeadKind, {
        includeRetired: !!a.includeRetired,
      }),
  }),
  contactBoard: t.field({
    type: [ContactBoardColumnRef],
    description: 'The sales board: a column per stage with its first cards and count (ADMIN, OWNER).',
    authScopes: scopeOf(LEAD_ACCESS.contact),
    args: { first: t.arg.int({ description: 'Cards per column, 1 to 50 (default 20).', defaultValue: 20 }) },
    resolve: async (_r, a, ctx) =>
      ctx.services.leadStages.board(await ctx.viewer(), 'contact', { first: a.first }),
  }),
  applicationBoard: t.field({
    type: [ApplicationBoardColumnRef],
    description: 'The hiring board: a column per stage with its first cards and count (ADMIN, HR, OWNER).',
    authScopes: scopeOf(LEAD_ACCESS.application),
    args: { first: t.arg.int({ description: 'Cards per column, 1 to 50 (default 20).', defaultValue: 20 }) },
    resolve: async (_r, a, ctx) =>
      ctx.services.leadStages.board(await ctx.viewer(), 'application', { first: a.first }),
  }),
  contactBoardColumn: t.field({
    type: ContactBoardColumnRef,
    description: 'More cards of one sales board column (ADMIN, OWNER).',
    authScopes: scopeOf(LEAD_ACCESS.contact),
    args: {
      stageId: t.arg.id({ required: true, description: 'The column’s stage.' }),
      first: t.arg.int({ description: 'Cards, 1 to 50 (default 20).', defaultValue: 20 }),
      ...cursorArgs(t),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.leadStages.column(await ctx.viewer(), 'contact', a.stageId, a),
  }),
  applicationBoardColumn: t.field({
    type: ApplicationBoardColumnRef,
    description: 'More cards of one hiring board column (ADMIN, HR, OWNER).',
    authScopes: scopeOf(LEAD_ACCESS.application),
    args: {
      stageId: t.arg.id({ required: true, description: 'The column’s stage.' }),
      first: t.arg.int({ description: 'Cards, 1 to 50 (default 20).', defaultValue: 20 }),
      ...cursorArgs(t),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.leadStages.column(await ctx.viewer(), 'application', a.stageId, a),
  }),
  leadStageHistory: t.field({
    type: [StageHistoryRef],
    description: "A lead's stage changes, oldest first (needs the role of that inbox).",
    authScopes: scopeOf(LEAD_ACCESS.contact, LEAD_ACCESS.application),
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      id: t.arg.id({ required: true, description: 'The lead id.' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.leadStages.history(await ctx.viewer(), a.kind as LeadKind, String(a.id)),
  }),
}));

builder.mutationFields((t) => ({
  moveLead: t.field({
    type: LeadStageRef,
    description:
      'Moves a lead to a stage of its pipeline (a LOST stage needs a reason) and returns the stage it is in. Needs the role of that inbox; kept in its history and the audit log.',
    authScopes: scopeOf(LEAD_ACCESS.contact, LEAD_ACCESS.application),
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      id: t.arg.id({ required: true, description: 'The lead id.' }),
      stageId: t.arg.id({ required: true, description: 'The stage to move it to.' }),
      reason: t.arg.string({
        description: 'Why: required for Lost and Rejected (LOST stages), up to 500 characters.',
      }),
      followUpOn: t.arg.string({
        description:
          'Also plan a follow-up on this day (YYYY-MM-DD, UTC, today or later), kept with the move (decision 055).',
      }),
    },
    resolve: async (_r, a, ctx) => {
      const kind = a.kind as LeadKind;
      const lead = await ctx.services.leadStages.moveLead(await ctx.actor(), kind, String(a.id), a);
      return stageOf(ctx, kind, lead.stageId);
    },
  }),
  moveLeads: t.int({
    description: 'The bulk bar’s "Move to stage": moves every given lead or none; returns how many moved.',
    authScopes: scopeOf(LEAD_ACCESS.contact, LEAD_ACCESS.application),
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      ids: t.arg.idList({ required: true, description: 'The leads, 1 to 200.' }),
      stageId: t.arg.id({ required: true, description: 'The stage to move them to.' }),
      reason: t.arg.string({ description: 'Why: required for LOST stages.' }),
      followUpOn: t.arg.string({
        description: 'Also plan a follow-up on this day for each of them (YYYY-MM-DD, UTC, today or later).',
      }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.leadStages.moveLeads(await ctx.actor(), a.kind as LeadKind, a.ids.map(String), a),
  }),
  createLeadStage: t.field({
    type: LeadStageRef,
    description: 'Adds a stage at the end of a pipeline (OWNER).',
    authScopes: scopeOf('manageStages'),
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which pipeline.' }),
      name: t.arg.string({ required: true, description: 'Its name, 1 to 40 characters.' }),
      outcome: t.arg({ type: StageOutcomeEnum, description: 'Default OPEN.' }),
    },
    resolve: async (_r, a, ctx) => ctx.services.stages.create(await ctx.actor(), a.kind as LeadKind, a),
  }),
  renameLeadStage: t.field({
    type: LeadStageRef,
    description: 'Renames a stage (OWNER).',
    authScopes: scopeOf('manageStages'),
    args: {
      id: t.arg.id({ required: true, description: 'The stage.' }),
      name: t.arg.string({ required: true, description: 'Its new name, 1 to 40 characters.' }),
    },
    resolve: async (_r, a, ctx) => ctx.services.stages.rename(await ctx.actor(), String(a.id), a.name),
  }),
  orderLeadStages: t.field({
    type: [LeadStageRef],
    description: 'Sets the order of a pipeline: every stage in use, once (OWNER).',
    authScopes: scopeOf('manageStages'),
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which pipeline.' }),
      ids: t.arg.idList({ required: true, description: 'Its stages in use, in the new order.' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.stages.order(await ctx.actor(), a.kind as LeadKind, a.ids.map(String)),
  }),
  retireLeadStage: t.field({
    type: LeadStageRef,
    description: 'Retires a stage, or brings it back with retired: false (OWNER). Its leads stay in it.',
    authScopes: scopeOf('manageStages'),
    args: {
      id: t.arg.id({ required: true, description: 'The stage.' }),
      retired: t.arg.boolean({ description: 'Default true.', defaultValue: true }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.stages.retire(await ctx.actor(), String(a.id), a.retired ?? true),
  }),
}));
