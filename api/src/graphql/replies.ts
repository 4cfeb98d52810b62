import type { LeadKind } from '@agency/schema/inbox';
import type { ReplyTemplate } from '../db.ts';
import type { ReplyContext, SentReply } from '../services/replies.ts';
import { builder, scopeOf } from './builder.ts';
import { ReplyTemplatesService } from '../services/reply-templates.ts';
import { LeadKindEnum } from './inbox.ts';

// Replies to leads and their templates (decision 056).

const ReplyTemplateRef = builder.objectRef<ReplyTemplate>('ReplyTemplate').implement({
  description: 'A reply staff may start from: {{name}}, {{vacancy}} and {{sender}} are filled in.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Template id.' }),
    name: t.exposeString('name', { description: 'What staff choose it by (unique).' }),
    kind: t.exposeString('kind', {
      description: 'any, contact or application: the leads it is offered for.',
    }),
    subject: t.exposeString('subject', { description: 'Subject line, with placeholders.' }),
    body: t.exposeString('body', { description: 'Text, with placeholders.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'Last change.' }),
  }),
});

const LeadReplyRef = builder.objectRef<SentReply>('LeadReply').implement({
  description: 'An e-mail staff sent to a lead from its page.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Reply id.' }),
    to: t.exposeString('to', { description: "The lead's address." }),
    subject: t.exposeString('subject', { description: 'Subject line as sent.' }),
    body: t.exposeString('body', { description: 'Text as sent.' }),
    senderName: t.exposeString('senderName', { description: 'Who sent it.' }),
    delivery: t.exposeString('delivery', {
      description:
        'PENDING (queued or being sent, retried with backoff), SENT, or FAILED (the outbox gave up).',
    }),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: "The mail server's last error when FAILED.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was queued.' }),
  }),
});

const ReplyContextRef = builder.objectRef<ReplyContext>('LeadReplyContext').implement({
  description: "What a template is filled with for this lead and sender, and the reply's addresses.",
  fields: (t) => ({
    to: t.exposeString('to', { description: "The lead's address." }),
    name: t.exposeString('name', { description: '{{name}}' }),
    vacancy: t.exposeString('vacancy', { nullable: true, description: '{{vacancy}} (applications only).' }),
    sender: t.exposeString('sender', { description: '{{sender}}: the signed-in staff member.' }),
    from: t.exposeString('from', { description: 'From (REPLY_FROM).' }),
    replyTo: t.exposeString('replyTo', { description: "Reply-To: the sender's own address." }),
  }),
});

const ReplyTemplateInput = builder.inputType('ReplyTemplateInput', {
  description: 'A template. A placeholder other than {{name}}, {{vacancy}}, {{sender}} is refused, named.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'At most 80 characters, unique.' }),
    kind: t.string({
      required: true,
      description: 'any, contact or application ({{vacancy}}: application only).',
    }),
    subject: t.string({ required: true, description: 'At most 200 characters.' }),
    body: t.string({ required: true, description: 'At most 10000 characters.' }),
  }),
});

const LeadReplyInput = builder.inputType('LeadReplyInput', {
  description: 'A reply as the sender edited it (placeholders already filled in).',
  fields: (t) => ({
    subject: t.string({ required: true, description: 'At most 200 characters.' }),
    body: t.string({ required: true, description: 'At most 10000 characters.' }),
    templateId: t.id({ description: 'The template it started from, if any.' }),
    clientKey: t.string({
      description:
        'One key per draft (8-100 of A-Z a-z 0-9 - _): a send repeated under it is one reply and one e-mail.',
    }),
  }),
});

const ANSWERERS = scopeOf('readContactRequests', 'readJobApplications');

builder.queryFields((t) => ({
  replyTemplates: t.field({
    type: [ReplyTemplateRef],
    description: 'Reply templates for a kind of lead (or all the viewer may use), by name.',
    authScopes: ANSWERERS,
    args: { kind: t.arg({ type: LeadKindEnum, description: 'Only those offered for this kind.' }) },
    resolve: async (_r, a, ctx) =>
      ctx.services.replyTemplates.list(await ctx.viewer(), (a.kind as LeadKind) ?? null),
  }),
  leadReplyContext: t.field({
    type: ReplyContextRef,
    description: 'The values placeholders take for this lead and viewer (HR: applications only).',
    authScopes: ANSWERERS,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      id: t.arg.id({ required: true, description: 'The lead.' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.replies.context(await ctx.viewer(), a.kind as LeadKind, String(a.id)),
  }),
  leadReplies: t.field({
    type: [LeadReplyRef],
    description: 'Replies sent to this lead, newest first, with their delivery.',
    authScopes: ANSWERERS,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      id: t.arg.id({ required: true, description: 'The lead.' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.replies.list(await ctx.viewer(), a.kind as LeadKind, String(a.id)),
  }),
}));

builder.mutationFields((t) => ({
  sendLeadReply: t.field({
    type: LeadReplyRef,
    description:
      'E-mails the lead from REPLY_FROM (Reply-To: the sender) through the outbox, recorded with it in one transaction. ' +
      'HR may answer applications only.',
    authScopes: ANSWERERS,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      id: t.arg.id({ required: true, description: 'The lead.' }),
      input: t.arg({ type: LeadReplyInput, required: true, description: 'The reply.' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.replies.send(await ctx.actor(), a.kind as LeadKind, String(a.id), a.input),
  }),
  createReplyTemplate: t.field({
    type: ReplyTemplateRef,
    description: 'Adds a reply template (ADMIN, OWNER).',
    authScopes: scopeOf(ReplyTemplatesService.access.create),
    args: { input: t.arg({ type: ReplyTemplateInput, required: true, description: 'The template.' }) },
    resolve: async (_r, a, ctx) => ctx.services.replyTemplates.create(await ctx.actor(), a.input),
  }),
  updateReplyTemplate: t.field({
    type: ReplyTemplateRef,
    description: 'Changes a reply template (ADMIN, OWNER).',
    authScopes: scopeOf(ReplyTemplatesService.access.update),
    args: {
      id: t.arg.id({ required: true, description: 'Template id.' }),
      input: t.arg({ type: ReplyTemplateInput, required: true, description: 'The template.' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.replyTemplates.update(await ctx.actor(), String(a.id), a.input),
  }),
  deleteReplyTemplate: t.field({
    type: 'Boolean',
    description: 'Deletes a reply template; replies sent with it keep their text (ADMIN, OWNER).',
    authScopes: scopeOf(ReplyTemplatesService.access.remove),
    args: { id: t.arg.id({ required: true, description: 'Template id.' }) },
    resolve: async (_r, a, ctx) => ctx.services.replyTemplates.remove(await ctx.actor(), String(a.id)),
  }),
}));
