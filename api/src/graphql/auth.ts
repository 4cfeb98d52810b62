import { SOURCE_COUNT_DAYS, type SourceCount } from '../services/leads.ts';
import type { LoginResult } from '../services/auth.ts';
import type { SessionInfo } from '../services/sessions.ts';
import { builder } from './builder.ts';
import { UserRef } from './users.ts';

const AuthPayloadRef = builder.objectRef<LoginResult>('AuthPayload').implement({
  description: 'A signed-in session.',
  fields: (t) => ({
    token: t.exposeString('token', {
      description: 'Bearer token for the Authorization header (stored by the web app under "token").',
    }),
    user: t.field({ type: UserRef, description: 'The signed-in user.', resolve: (p) => p.user }),
  }),
});

const SessionRef = builder.objectRef<SessionInfo>('Session').implement({
  description: 'A device signed into your account.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable identifier.' }),
    device: t.exposeString('device', { description: 'Browser and system, e.g. "Firefox on Windows".' }),
    ip: t.exposeString('ip', { description: 'The address it signed in from.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it signed in.' }),
    lastSeenAt: t.expose('lastSeenAt', {
      type: 'DateTime',
      description: 'When it was last used (updated at most once a minute).',
    }),
    current: t.exposeBoolean('current', { description: 'True for the session that asks.' }),
    signInMethods: t.stringList({
      description:
        'How it signed in (RFC 8176 names): pwd, otp (authenticator app), webauthn (passkey), recovery ' +
        '(recovery code), and mfa when two factors were proved.',
      resolve: (s) => s.amr,
    }),
  }),
});

type FailedEmail = {
  id: string;
  to: string;
  subject: string;
  lastError: string | null;
  attempts: number;
  createdAt: Date;
};

const FailedEmailRef = builder.objectRef<FailedEmail>('FailedEmail').implement({
  description: 'An e-mail the site gave up sending after its retries.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Outbox message id.' }),
    to: t.exposeString('to', { description: 'Recipients.' }),
    subject: t.exposeString('subject', { description: 'Subject line.' }),
    lastError: t.exposeString('lastError', { nullable: true, description: "The mail server's last error." }),
    attempts: t.exposeInt('attempts', { description: 'How many times sending was tried.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the e-mail was queued.' }),
  }),
});

const SourceCountRef = builder.objectRef<SourceCount>('LeadSourceCount').implement({
  description: 'How many leads came from one source.',
  fields: (t) => ({
    source: t.exposeString('source', {
      description: 'utm_source (lower-case), else the referrer\'s host, else "direct".',
    }),
    count: t.exposeInt('count', { description: 'How many leads.' }),
  }),
});

const DashboardRef = builder
  .objectRef<{
    articleCount: number | null;
    vacancyCount: number | null;
    newContactRequests: number | null;
    newJobApplications: number | null;
    failedEmailCount: number | null;
    failedEmails: FailedEmail[] | null;
    contactRequestSources: SourceCount[] | null;
    jobApplicationSources: SourceCount[] | null;
  }>('Dashboard')
  .implement({
    description: 'What the dashboard shows first. A count is null when the viewer may not see that area.',
    fields: (t) => ({
      articleCount: t.exposeInt('articleCount', {
        nullable: true,
        description: 'All articles, drafts included.',
      }),
      vacancyCount: t.exposeInt('vacancyCount', {
        nullable: true,
        description: 'All vacancies, hidden included.',
      }),
      newContactRequests: t.exposeInt('newContactRequests', {
        nullable: true,
        description: 'Contact requests with status NEW.',
      }),
      newJobApplications: t.exposeInt('newJobApplications', {
        nullable: true,
        description: 'Job applications with status NEW.',
      }),
      failedEmailCount: t.exposeInt('failedEmailCount', {
        nullable: true,
        description: 'E-mails the site finally failed to send (ADMIN, OWNER).',
      }),
      failedEmails: t.field({
        type: [FailedEmailRef],
        nullable: true,
        description: 'The five most recent of them, newest first (ADMIN, OWNER).',
        resolve: (d) => d.failedEmails,
      }),
      contactRequestSources: t.field({
        type: [SourceCountRef],
        nullable: true,
        description: `Contact requests of the last ${SOURCE_COUNT_DAYS} days by source, most first (ADMIN, OWNER).`,
        resolve: (d) => d.contactRequestSources,
      }),
      jobApplicationSources: t.field({
        type: [SourceCountRef],
        nullable: true,
        description: `Job applications of the last ${SOURCE_COUNT_DAYS} days by source, most first (ADMIN, HR, OWNER).`,
        resolve: (d) => d.jobApplicationSources,
      }),
    }),
  });

builder.queryFields((t) => ({
  me: t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user, or null without a valid token.',
    resolve: async (_root, _args, ctx) => {
      const viewer = await ctx.viewer();
      return viewer ? ctx.services.auth.me(viewer) : null;
    },
  }),
  mySessions: t.field({
    type: [SessionRef],
    description:
      'Your devices that are signed in: this one first, then the most recently used (any signed-in user).',
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => ctx.services.sessions.list(await ctx.viewer()),
  }),
  dashboard: t.field({
    type: DashboardRef,
    description: 'Counts for the dashboard (any signed-in user).',
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => ctx.services.dashboard(await ctx.viewer()),
  }),
}));

builder.mutationFields((t) => ({
  logout: t.boolean({
    description:
      'Signs out: the session of the token sent ends on the server at once. Always true, also ' +
      'without a token or with one that no longer works.',
    resolve: async (_root, _args, ctx) => {
      await ctx.services.sessions.end(await ctx.actor());
      return true;
    },
  }),
  signOutOtherSessions: t.int({
    description:
      'Ends every other session of your account ("sign out everywhere else"); this one goes on. ' +
      'Returns how many ended.',
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => ctx.services.sessions.endOthers(await ctx.actor()),
  }),
  changeEmail: t.field({
    type: UserRef,
    description: 'Changes your own sign-in e-mail; needs your current password. The old address is told.',
    authScopes: { loggedIn: true },
    args: {
      currentPassword: t.arg.string({ required: true, description: 'Your current password.' }),
      email: t.arg.string({ required: true, description: 'The new e-mail address.' }),
    },
    resolve: async (_root, { currentPassword, email }, ctx) =>
      ctx.services.auth.changeEmail(await ctx.actor(), currentPassword, email),
  }),
  requestPasswordRecovery: t.boolean({
    description:
      'E-mails a link to set a new password, valid 30 minutes and once. Always returns true: the answer never ' +
      'tells whether the address has an account.',
    args: {
      email: t.arg.string({ required: true, description: 'The account e-mail.' }),
      botCheck: t.arg.string({
        description:
          'The solution of a bot-check challenge, as for ContactRequestInput.botCheck; a missing or invalid ' +
          'one fails with BAD_USER_INPUT naming botCheck.',
      }),
    },
    resolve: async (_root, { email, botCheck }, ctx) => {
      await ctx.services.auth.requestRecovery(email, await ctx.actor(), botCheck);
      return true;
    },
  }),
  setNewPassword: t.boolean({
    description:
      'Sets a new password with the id and token of a recovery link; ends all sessions of that user.',
    args: {
      userId: t.arg.id({ required: true, description: 'The {id} part of the link.' }),
      token: t.arg.string({ required: true, description: 'The {linkJwt} part of the link.' }),
      password: t.arg.string({
        required: true,
        description: 'New password: 10-128 characters with a letter and a digit.',
      }),
    },
    resolve: async (_root, { userId, token, password }, ctx) => {
      await ctx.services.auth.setNewPassword(String(userId), token, password, await ctx.actor());
      return true;
    },
  }),
  changePassword: t.field({
    type: AuthPayloadRef,
    description: 'Changes your own password; other sessions end and a fresh token is returned.',
    authScopes: { loggedIn: true },
    args: {
      currentPassword: t.arg.string({ required: true, description: 'Your current password.' }),
      newPassword: t.arg.string({ required: true, description: 'The new password.' }),
    },
    resolve: async (_root, { currentPassword, newPassword }, ctx) =>
      ctx.services.auth.changePassword(await ctx.actor(), currentPassword, newPassword),
  }),
}));
