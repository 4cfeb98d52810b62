import type { PrivacyRequest } from '../db.ts';
import type { PrivacyProof } from '../services/privacy-requests.ts';
import { builder, scopeOf } from './builder.ts';
import { PrivacyRequestsService } from '../services/privacy-requests.ts';

// Visitors' privacy requests (decision 057): sent on /privacy, proven by a link, answered by staff.

const PrivacyRequestRef = builder.objectRef<PrivacyRequest>('PrivacyRequest').implement({
  description: "A visitor's proven request about their data.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Request id.' }),
    email: t.exposeString('email', { description: 'The proven address.' }),
    name: t.exposeString('name', { description: 'The name they gave.' }),
    type: t.exposeString('type', { description: 'ACCESS, EXPORT, ERASURE or CORRECTION.' }),
    details: t.exposeString('details', { description: 'What they wrote (a correction says what).' }),
    status: t.exposeString('status', { description: 'OPEN (waiting for an answer) or CLOSED.' }),
    verifiedAt: t.expose('verifiedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the address was proven.',
    }),
    dueAt: t.expose('dueAt', { type: 'DateTime', nullable: true, description: 'One month after the proof.' }),
    answer: t.exposeString('answer', { nullable: true, description: 'The answer mailed to them.' }),
    closedAt: t.expose('closedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was answered.',
    }),
    closedByName: t.exposeString('closedByName', { nullable: true, description: 'Who answered.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
  }),
});

const ProofRef = builder.objectRef<PrivacyProof>('PrivacyRequestProof').implement({
  description: 'A proven request: what it asks for and when it is due.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'ACCESS, EXPORT, ERASURE or CORRECTION.' }),
    dueAt: t.expose('dueAt', { type: 'DateTime', description: 'The answer is due by then.' }),
  }),
});

const PrivacyRequestInput = builder.inputType('PrivacyRequestInput', {
  description: 'The privacy request form on /privacy.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Full name.' }),
    email: t.string({
      required: true,
      description: 'The address their data was sent with; the link goes there.',
    }),
    type: t.string({ required: true, description: 'ACCESS, EXPORT, ERASURE or CORRECTION.' }),
    details: t.string({ description: 'Optional; required for CORRECTION (at most 3000 characters).' }),
    website: t.string({ description: 'Leave empty. A hidden field that only bots fill in.' }),
    botCheck: t.string({ description: 'A bot-check solution, as for submitContactRequest.' }),
  }),
});

builder.queryFields((t) => ({
  privacyRequests: t.field({
    type: [PrivacyRequestRef],
    description: 'Proven privacy requests: OPEN by due date, or CLOSED newest first (ADMIN, OWNER).',
    authScopes: scopeOf(PrivacyRequestsService.access.list),
    args: { state: t.arg.string({ required: true, description: 'OPEN or CLOSED.' }) },
    resolve: async (_r, a, ctx) => ctx.services.privacyRequests.list(await ctx.viewer(), a.state),
  }),
}));

builder.mutationFields((t) => ({
  sendPrivacyRequest: t.field({
    type: 'Boolean',
    description:
      'Sends the privacy request form: a single-use link to prove the address is mailed to it. Errors as for ' +
      'submitContactRequest; rate-limited per IP and per e-mail.',
    args: { input: t.arg({ type: PrivacyRequestInput, required: true, description: 'The form fields.' }) },
    resolve: async (_r, a, ctx) => ctx.services.privacyRequests.submit(a.input, await ctx.actor()),
  }),
  confirmPrivacyRequest: t.field({
    type: ProofRef,
    description: 'Proves the address with the token of the mailed link: once, within 24 hours.',
    args: { token: t.arg.string({ required: true, description: 'The token of the link.' }) },
    resolve: async (_r, a, ctx) => ctx.services.privacyRequests.confirm(a.token, await ctx.actor()),
  }),
  answerPrivacyRequest: t.field({
    type: PrivacyRequestRef,
    description: 'Mails the answer to the proven address and closes the request (ADMIN, OWNER).',
    authScopes: scopeOf(PrivacyRequestsService.access.answer),
    args: {
      id: t.arg.id({ required: true, description: 'Request id.' }),
      answer: t.arg.string({ required: true, description: 'The text mailed to the visitor.' }),
    },
    resolve: async (_r, a, ctx) =>
      ctx.services.privacyRequests.answer(await ctx.actor(), String(a.id), { answer: a.answer }),
  }),
}));
