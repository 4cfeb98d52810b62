import type { LeadKind } from '@agency/schema/inbox';
import type { ContactRequest, JobApplication } from '../db.ts';
import type { DueLead } from '../services/lead-follow-ups.ts';
import { LEAD_ACCESS } from '../services/lead-tables.ts';
import type { TimelineEntry } from '../services/lead-timeline.ts';
import type { Staff } from '../services/lead-work-rules.ts';
import { builder, scopeOf } from './builder.ts';
import { ContactRequestRef, JobApplicationRef, LeadKindEnum } from './inbox.ts';

// Assignees, notes, follow-ups and the timeline of a lead (decisions 054, 055).

type Lead = ContactRequest | JobApplication;
const ANY_LEAD = scopeOf(LEAD_ACCESS.contact, LEAD_ACCESS.application);

const StaffMemberRef = builder.objectRef<Staff>('LeadStaffMember').implement({
  description:
    'A staff member who may see a kind of lead: one it can be assigned to, or who can be mentioned.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'User id.' }),
    name: t.exposeString('name', { description: 'Name.' }),
    email: t.exposeString('email', { description: 'E-mail address.' }),
  }),
});

const TimelineEntryRef = builder.objectRef<TimelineEntry>('LeadTimelineEntry').implement({
  description: 'One thing that happened to a lead.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique within the timeline.' }),
    at: t.expose('at', { type: 'DateTime', description: 'When.' }),
    kind: t.exposeString('kind', {
      description: 'SUBMITTED, ASSIGNED, NOTE, EMAIL, DOWNLOADED (and more as features add them).',
    }),
    actorName: t.exposeString('actorName', { nullable: true, description: 'Who did it, when known.' }),
    summary: t.exposeString('summary', { description: 'What happened, in a line.' }),
    body: t.exposeString('body', { nullable: true, description: "A note's text, an e-mail's recipient." }),
  }),
});

const DueLeadRef = builder.objectRef<DueLead>('DueLead').implement({
  description: 'A lead of yours whose follow-up is today or earlier.',
  fields: (t) => ({
    kind: t.field({ type: LeadKindEnum, description: 'Which inbox.', resolve: (l) => l.kind }),
    id: t.exposeID('id', { description: 'The lead id.' }),
    name: t.exposeString('name', { description: "The lead's name." }),
    topic: t.exposeString('topic', { description: 'Interest or position.' }),
    followUpAt: t.expose('followUpAt', {
      type: 'DateTime',
      description: 'The follow-up day (UTC midnight).',
    }),
    overdue: t.exposeBoolean('overdue', { description: 'The day has passed.' }),
  }),
});

for (const [ref, kind] of [
  [ContactRequestRef, 'contact'],
  [JobApplicationRef, 'application'],
] as const) {
  builder.objectFields(ref, (t) => ({
    assigneeId: t.exposeID('assigneeId', { nullable: true, description: 'The staff member who owns it.' }),
    assigneeName: t.string({
      nullable: true,
      description: 'Their name ("Former staff member" when the account is gone).',
      resolve: async (lead: Lead, _a, ctx) => {
        if (!lead.assigneeId) return null;
        const staff = await ctx.services.leadWork.assignable(await ctx.viewer(), kind);
        return staff.find((s) => s.id === lead.assigneeId)?.name ?? 'Former staff member';
      },
    }),
    followUpAt: t.expose('followUpAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The follow-up day (UTC midnight), if one is set.',
    }),
  }));
}

builder.queryFields((t) => ({
  lead: t.field({
    type: builder.unionType('AnyLead', {
      description: 'A contact request or a job application.',
      types: [ContactRequestRef, JobApplicationRef],
      resolveType: (lead) => ('interest' in lead ? ContactRequestRef : JobApplicationRef),
    }),
    description: 'One lead, for its page (the role of its inbox).',
    authScopes: ANY_LEAD,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      id: t.arg.id({ required: true, description: 'The lead id.' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.leadWork.lead(await ctx.viewer(), a.kind as LeadKind, String(a.id)),
  }),
  leadTimeline: t.field({
    type: [TimelineEntryRef],
    description:
      'Everything that happened to a lead, oldest first: the submission, assignments, notes, e-mails, downloads of its file (the role of its inbox).',
    authScopes: ANY_LEAD,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      id: t.arg.id({ required: true, description: 'The lead id.' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.timeline.timeline(await ctx.viewer(), a.kind as LeadKind, String(a.id)),
  }),
  leadAssignees: t.field({
    type: [StaffMemberRef],
    description:
      'Active staff who may see this kind of lead: whom it can be assigned to or who can be mentioned.',
    authScopes: ANY_LEAD,
    args: { kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }) },
    resolve: async (_r, a, ctx) => ctx.services.leadWork.assignable(await ctx.viewer(), a.kind as LeadKind),
  }),
  dueFollowUps: t.field({
    type: [DueLeadRef],
    description: 'Your leads (NEW or READ) whose follow-up is today or overdue, earliest first, at most 50.',
    authScopes: { loggedIn: true },
    resolve: async (_r, _a, ctx) => ctx.services.followUps.dueFor(await ctx.viewer()),
  }),
}));

builder.mutationFields((t) => ({
  assignLeads: t.int({
    description:
      'Assigns leads of one inbox to a staff member who may see them (null: unassigns); the assignee is told by e-mail. Returns how many changed. Recorded in the audit log.',
    authScopes: ANY_LEAD,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      ids: t.arg.idList({ required: true, description: '1 to 500 lead ids.' }),
      assigneeId: t.arg.id({ description: 'The staff member; omit or null to unassign.' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.leadWork.assignMany(
        await ctx.actor(),
        a.kind as LeadKind,
        a.ids.map(String),
        a.assigneeId ? String(a.assigneeId) : null,
      ),
  }),
  addLeadNote: t.field({
    type: TimelineEntryRef,
    description:
      'Adds an internal note; the mentioned staff (ids) are told by e-mail; followUpOn (YYYY-MM-DD, today or later) sets the follow-up. Recorded in the audit log.',
    authScopes: ANY_LEAD,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      id: t.arg.id({ required: true, description: 'The lead id.' }),
      body: t.arg.string({ required: true, description: 'The note, up to 5000 characters.' }),
      mentions: t.arg.idList({ description: 'Staff ids mentioned in the note.' }),
      followUpOn: t.arg.string({ description: 'A follow-up day, YYYY-MM-DD (UTC), today or later.' }),
    },
    resolve: async (_r, a, ctx) => {
      const n = await ctx.services.leadWork.addNote(await ctx.actor(), a.kind as LeadKind, String(a.id), {
        body: a.body,
        mentions: a.mentions?.map(String) ?? [],
        followUpOn: a.followUpOn,
      });
      return {
        id: `note:${n.id}`,
        at: n.createdAt,
        kind: 'NOTE',
        actorName: n.authorName,
        summary: 'Noted',
        body: n.body,
      };
    },
  }),
  setLeadFollowUp: t.field({
    type: 'DateTime',
    nullable: true,
    description:
      "Sets a lead's follow-up day (YYYY-MM-DD, UTC, today or later) or clears it with null; returns it. Recorded in the audit log.",
    authScopes: ANY_LEAD,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      id: t.arg.id({ required: true, description: 'The lead id.' }),
      followUpOn: t.arg.string({ description: 'YYYY-MM-DD, or null to clear.' }),
    },
    resolve: async (_r, a, ctx) =>
      (
        await ctx.services.leadWork.setFollowUp(
          await ctx.actor(),
          a.kind as LeadKind,
          String(a.id),
          a.followUpOn ?? null,
        )
      ).followUpAt,
  }),
}));
