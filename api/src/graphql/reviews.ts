import { PREVIEW_EXPIRY_DAYS } from '@agency/schema/previews';
import type { PreviewLinkView, ReviewEventView, ReviewStatus, OpenedPreview } from '../services/reviews.ts';
import { REVIEW_PERMISSION, ReviewsService } from '../services/reviews.ts';
import { builder, scopeOf } from './builder.ts';
import { ArticleRef } from './articles.ts';
import { VacancyRef } from './vacancies.ts';

/**
 * Preview links, comments and approvals without an account, and the owner's approval rule
 * (decision 049). Resolvers call ReviewsService, which checks who calls, then the fields.
 */

const PreviewKindEnum = builder.enumType('PreviewKind', {
  description: 'What a preview link or a review is about.',
  values: {
    ARTICLE: { description: 'A blog article (staff who manage articles).' },
    VACANCY: { description: 'A vacancy (staff who manage vacancies).' },
  } as const,
});

const PreviewLinkStateEnum = builder.enumType('PreviewLinkState', {
  description: 'Whether a preview link still opens its page.',
  values: {
    ACTIVE: { description: 'It works until it expires.' },
    EXPIRED: { description: 'Its time ran out.' },
    REVOKED: { description: 'Staff ended it.' },
  } as const,
});

const ReviewEventTypeEnum = builder.enumType('ReviewEventType', {
  description: 'What happened in a review.',
  values: {
    COMMENT: { description: 'A comment through a preview link.' },
    APPROVAL: {
      description: 'An approval, through a preview link or by ADMIN/OWNER in the editor.',
    },
    SUBMITTED: { description: 'A copywriter or HR member submitted it for review.' },
  } as const,
});

const PreviewLinkRef = builder.objectRef<PreviewLinkView>('PreviewLink').implement({
  description: 'A secret preview link. Its token is shown once, when it is made; only its hash is kept.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier (to revoke it).' }),
    kind: t.field({
      type: PreviewKindEnum,
      description: 'What it shows.',
      resolve: (l) => l.kind as 'ARTICLE',
    }),
    state: t.field({ type: PreviewLinkStateEnum, description: 'Whether it works.', resolve: (l) => l.state }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When it stops working.' }),
    revokedAt: t.expose('revokedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When staff ended it; null while not revoked.',
    }),
  }),
});

const CreatedPreviewLinkRef = builder
  .objectRef<{ link: PreviewLinkView; token: string; url: string }>('CreatedPreviewLink')
  .implement({
    description: 'A new preview link with its secret: shown this once, never again.',
    fields: (t) => ({
      link: t.field({ type: PreviewLinkRef, description: 'The link.', resolve: (c) => c.link }),
      token: t.exposeString('token', { description: 'The secret token (the last part of the URL).' }),
      url: t.exposeString('url', { description: 'The address to share: SITE_URL/preview/{token}.' }),
    }),
  });

const ReviewEventRef = builder.objectRef<ReviewEventView>('ReviewEvent').implement({
  description: 'A comment, an approval or a submission for review.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    type: t.field({
      type: ReviewEventTypeEnum,
      description: 'What happened.',
      resolve: (e) => e.type as 'COMMENT',
    }),
    name: t.exposeString('name', { description: 'Who: the name a reviewer gave, or the staff member.' }),
    text: t.exposeString('text', { description: 'The comment or note; empty when none.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    viaLink: t.boolean({
      description: 'True when it came through a preview link.',
      resolve: (e) => !!e.linkId,
    }),
    current: t.exposeBoolean('current', {
      description:
        'True when it is about the content as it will be published now; an approval of older content no longer counts.',
    }),
  }),
});

const ReviewStatusRef = builder.objectRef<ReviewStatus>('ReviewStatus').implement({
  description: "An article's or vacancy's review, as the editor shows it.",
  fields: (t) => ({
    approvalRequired: t.exposeBoolean('approvalRequired', {
      description: 'The owner requires an approval before anything is published.',
    }),
    approved: t.exposeBoolean('approved', {
      description: 'An approval covers the content as it will be published now.',
    }),
    inReview: t.exposeBoolean('inReview', {
      description: 'Submitted for review and not approved since.',
    }),
    canPublish: t.exposeBoolean('canPublish', {
      description: 'You may publish this content now (always for ADMIN and OWNER).',
    }),
    canApprove: t.exposeBoolean('canApprove', {
      description: 'You may approve it in the editor (ADMIN, OWNER).',
    }),
    events: t.field({
      type: [ReviewEventRef],
      description: 'Comments, approvals and submissions, newest first (the last 100).',
      resolve: (s) => s.events,
    }),
    links: t.field({
      type: [PreviewLinkRef],
      description: 'Its preview links, newest first (the last 50), without their tokens.',
      resolve: (s) => s.links,
    }),
  }),
});

const PreviewRef = builder.objectRef<OpenedPreview>('Preview').implement({
  description: 'What a preview link opens: the page as it will be published, and its review.',
  fields: (t) => ({
    state: t.field({
      type: PreviewLinkStateEnum,
      description: 'ACTIVE; EXPIRED or REVOKED links show nothing else.',
      resolve: (p) => p.state,
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
    kind: t.field({
      type: PreviewKindEnum,
      nullable: true,
      description: 'What it shows; null when the link no longer works.',
      resolve: (p) => p.content?.kind ?? null,
    }),
    article: t.field({
      type: ArticleRef,
      nullable: true,
      description: 'The article as it will be published (kind ARTICLE).',
      resolve: (p) => (p.content?.kind === 'ARTICLE' ? p.content.article : null),
    }),
    vacancy: t.field({
      type: VacancyRef,
      nullable: true,
      description: 'The vacancy as it will be published (kind VACANCY).',
      resolve: (p) => (p.content?.kind === 'VACANCY' ? p.content.vacancy : null),
    }),
    approved: t.exposeBoolean('approved', {
      description: 'An approval covers the content shown.',
    }),
    events: t.field({
      type: [ReviewEventRef],
      description: 'Comments and approvals so far, newest first.',
      resolve: (p) => p.events,
    }),
  }),
});

const staffScope = scopeOf(REVIEW_PERMISSION.ARTICLE, REVIEW_PERMISSION.VACANCY);

builder.queryFields((t) => ({
  preview: t.field({
    type: PreviewRef,
    nullable: true,
    description:
      'What a preview link shows (anyone holding its token): null for an unknown token. Never cached.',
    args: { token: t.arg.string({ required: true, description: 'The token from the link.' }) },
    resolve: (_root, { token }, ctx) => ctx.services.reviews.open(token),
  }),
  reviewStatus: t.field({
    type: ReviewStatusRef,
    description: 'The review of an article (article staff) or a vacancy (vacancy staff).',
    authScopes: staffScope,
    args: {
      kind: t.arg({ type: PreviewKindEnum, required: true, description: 'Article or vacancy.' }),
      id: t.arg.id({ required: true, description: 'Its id.' }),
    },
    resolve: async (_root, { kind, id }, ctx) => ctx.services.reviews.status(await ctx.viewer(), kind, id),
  }),
  publishApprovalRequired: t.boolean({
    description: 'Whether an approval is required before anything is published (any staff member).',
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => ctx.services.reviews.approvalRequired(await ctx.viewer()),
  }),
}));

builder.mutationFields((t) => ({
  createPreviewLink: t.field({
    type: CreatedPreviewLinkRef,
    description: `Makes a secret preview link (staff who may edit the record). It works for expiresInDays: ${PREVIEW_EXPIRY_DAYS.join(', ')} (default ${PREVIEW_EXPIRY_DAYS[0]}).`,
    authScopes: staffScope,
    args: {
      kind: t.arg({ type: PreviewKindEnum, required: true, description: 'Article or vacancy.' }),
      id: t.arg.id({ required: true, description: 'Its id.' }),
      expiresInDays: t.arg.int({ description: 'How many days it works.' }),
    },
    resolve: async (_root, { kind, id, expiresInDays }, ctx) =>
      ctx.services.reviews.createLink(await ctx.actor(), kind, id, { expiresInDays }),
  }),
  revokePreviewLink: t.field({
    type: PreviewLinkRef,
    description: 'Ends a preview link at once, on every instance (staff who may edit the record).',
    authScopes: staffScope,
    args: {
      kind: t.arg({ type: PreviewKindEnum, required: true, description: 'What the link shows.' }),
      id: t.arg.id({ required: true, description: 'The link id.' }),
    },
    resolve: async (_root, { kind, id }, ctx) => ctx.services.reviews.revokeLink(await ctx.actor(), kind, id),
  }),
  commentOnPreview: t.field({
    type: ReviewEventRef,
    description:
      'Leaves a comment through a working preview link, no account needed (rate limited per address). The staff are e-mailed.',
    args: {
      token: t.arg.string({ required: true, description: 'The token from the link.' }),
      name: t.arg.string({ required: true, description: 'Your name (up to 100 characters).' }),
      text: t.arg.string({ required: true, description: 'The comment (up to 2,000 characters).' }),
    },
    resolve: async (_root, { token, name, text }, ctx) =>
      ctx.services.reviews.comment(await ctx.actor(), token, { name, text }),
  }),
  approvePreview: t.field({
    type: ReviewEventRef,
    description:
      'Approves the content a working preview link shows, no account needed (rate limited per address). The staff are e-mailed.',
    args: {
      token: t.arg.string({ required: true, description: 'The token from the link.' }),
      name: t.arg.string({ required: true, description: 'Your name (up to 100 characters).' }),
      text: t.arg.string({ description: 'An optional note (up to 2,000 characters).' }),
    },
    resolve: async (_root, { token, name, text }, ctx) =>
      ctx.services.reviews.approveByLink(await ctx.actor(), token, { name, text: text ?? undefined }),
  }),
  approveContent: t.field({
    type: ReviewEventRef,
    description: 'Approves an article or vacancy as it will be published, in the editor (ADMIN, OWNER).',
    authScopes: scopeOf(ReviewsService.access.approve),
    args: {
      kind: t.arg({ type: PreviewKindEnum, required: true, description: 'Article or vacancy.' }),
      id: t.arg.id({ required: true, description: 'Its id.' }),
      note: t.arg.string({ description: 'An optional note.' }),
    },
    resolve: async (_root, { kind, id, note }, ctx) =>
      ctx.services.reviews.approve(await ctx.actor(), kind, id, note),
  }),
  submitForReview: t.field({
    type: ReviewEventRef,
    description:
      'Asks ADMIN and OWNER to approve and publish an article or vacancy (staff who may edit it); they are e-mailed.',
    authScopes: staffScope,
    args: {
      kind: t.arg({ type: PreviewKindEnum, required: true, description: 'Article or vacancy.' }),
      id: t.arg.id({ required: true, description: 'Its id.' }),
      note: t.arg.string({ description: 'An optional note for the reviewers.' }),
    },
    resolve: async (_root, { kind, id, note }, ctx) =>
      ctx.services.reviews.submit(await ctx.actor(), kind, id, note),
  }),
  setPublishApprovalRequired: t.boolean({
    description:
      'Whether copywriters and HR need an approval before they publish (OWNER). ADMIN and OWNER always publish.',
    authScopes: scopeOf(ReviewsService.access.setApprovalRequired),
    args: { required: t.arg.boolean({ required: true, description: 'True to require approvals.' }) },
    resolve: async (_root, { required }, ctx) =>
      ctx.services.reviews.setApprovalRequired(await ctx.actor(), required),
  }),
}));
