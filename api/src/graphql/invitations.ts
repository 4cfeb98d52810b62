import { InvitationsService, type PublicInvitation } from '../services/invitations.ts';
import { builder, scopeOf } from './builder.ts';
import { RoleEnum, UserRef } from './users.ts';

const InvitationStatusEnum = builder.enumType('InvitationStatus', {
  description: 'Where an invitation stands.',
  values: {
    OPEN: { description: 'Sent; the link works until it expires.' },
    EXPIRED: { description: 'The link expired: send it again for a new one.' },
    ACCEPTED: { description: 'The invitee chose a password; the account exists.' },
    REVOKED: { description: 'Withdrawn: the link no longer works.' },
  },
});

const InvitationRef = builder.objectRef<PublicInvitation>('Invitation').implement({
  description: 'An invitation of a colleague to the admin area (decision 061).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The invitation id.' }),
    email: t.exposeString('email', { description: 'The invited address.' }),
    roles: t.field({
      type: [RoleEnum],
      description: 'The roles the account will have.',
      resolve: (i) => i.roles,
    }),
    status: t.field({
      type: InvitationStatusEnum,
      description: 'Where it stands.',
      resolve: (i) => i.status,
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'When the current link stops working.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', description: 'When the current link was sent.' }),
    createdByEmail: t.exposeString('createdByEmail', { nullable: true, description: 'Who invited.' }),
  }),
});

const InvitationPreviewRef = builder
  .objectRef<{ email: string; roles: PublicInvitation['roles']; expiresAt: Date }>('InvitationPreview')
  .implement({
    description: 'What the invitation page shows before the invitee types anything.',
    fields: (t) => ({
      email: t.exposeString('email', { description: 'The invited address (the sign-in e-mail).' }),
      roles: t.field({ type: [RoleEnum], description: 'The roles offered.', resolve: (p) => p.roles }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
    }),
  });

const InvitationInput = builder.inputType('InvitationInput', {
  description: 'Who to invite.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'Their e-mail, which becomes their sign-in.' }),
    roles: t.field({
      type: [RoleEnum],
      required: true,
      description: 'As UserCreateInput.roles. Only the OWNER grants ADMIN.',
    }),
  }),
});

const AcceptInvitationInput = builder.inputType('AcceptInvitationInput', {
  description: 'The invitee’s answer to the link.',
  fields: (t) => ({
    id: t.string({ required: true, description: 'The invitation id from the link.' }),
    token: t.string({ required: true, description: 'The token from the link.' }),
    name: t.string({ required: true, description: 'Their display name.' }),
    password: t.string({
      required: true,
      description: 'Their password: 10-128 characters with a letter and a digit.',
    }),
  }),
});

builder.queryFields((t) => ({
  invitations: t.field({
    type: [InvitationRef],
    description: 'Invitations not yet accepted, newest first (ADMIN, OWNER).',
    authScopes: scopeOf(InvitationsService.access.list),
    resolve: async (_root, _args, ctx) => ctx.services.invitations.list(await ctx.viewer()),
  }),
  invitationPreview: t.field({
    type: InvitationPreviewRef,
    description: 'The address and roles of an open invitation link (public: the link is the proof).',
    args: {
      id: t.arg.string({ required: true, description: 'The invitation id from the link.' }),
      token: t.arg.string({ required: true, description: 'The token from the link.' }),
    },
    resolve: (_root, { id, token }, ctx) => ctx.services.invitations.preview(id, token),
  }),
}));

builder.mutationFields((t) => ({
  inviteUser: t.field({
    type: InvitationRef,
    description: 'Invites a colleague by e-mail: a single-use link that expires (ADMIN, OWNER).',
    authScopes: scopeOf(InvitationsService.access.invite),
    args: {
      input: t.arg({ type: InvitationInput, required: true, description: 'Who and with which roles.' }),
    },
    resolve: async (_root, { input }, ctx) => ctx.services.invitations.invite(await ctx.actor(), input),
  }),
  resendInvitation: t.field({
    type: InvitationRef,
    description: 'Sends a new link with a fresh lifetime; the earlier link stops working (ADMIN, OWNER).',
    authScopes: scopeOf(InvitationsService.access.resend),
    args: { id: t.arg.id({ required: true, description: 'The invitation id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.invitations.resend(await ctx.actor(), String(id)),
  }),
  revokeInvitation: t.field({
    type: InvitationRef,
    description: 'Withdraws an invitation: its link stops working (ADMIN, OWNER).',
    authScopes: scopeOf(InvitationsService.access.revoke),
    args: { id: t.arg.id({ required: true, description: 'The invitation id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.invitations.revoke(await ctx.actor(), String(id)),
  }),
  acceptInvitation: t.field({
    type: UserRef,
    description:
      'The invitee chooses their name and password; the account is created and the link is spent (public). ' +
      'Sign in afterwards; a role that needs a second factor enrols it then.',
    args: { input: t.arg({ type: AcceptInvitationInput, required: true, description: 'The answer.' }) },
    resolve: async (_root, { input }, ctx) => ctx.services.invitations.accept(await ctx.actor(), input),
  }),
}));
