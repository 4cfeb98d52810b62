import type { RequestContext } from '../context.ts';
import type { PasskeyInfo } from '../services/passkey-factor.ts';
import type { TotpSetup } from '../services/totp-factor.ts';
import type { Enrolled, TwoFactorStatus } from '../services/two-factor.ts';
import type { SecondFactorMethod } from '../services/sign-in.ts';
import { builder, scopeOf } from './builder.ts';
import { TwoFactorService } from '../services/two-factor.ts';
import { SecondFactorMethodEnum, SignInResultRef } from './sign-in.ts';
import { RoleEnum, UserRef } from './users.ts';

const PasskeyRef = builder.objectRef<PasskeyInfo>('Passkey').implement({
  description: 'A passkey or security key of your account.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The credential id.' }),
    name: t.exposeString('name', { description: 'The name you gave it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it last signed in.',
    }),
    synced: t.exposeBoolean('synced', {
      description: 'True for a passkey synced between devices (e.g. by a password manager).',
    }),
  }),
});

const TwoFactorStatusRef = builder.objectRef<TwoFactorStatus>('TwoFactorStatus').implement({
  description: 'Your two-step sign-in.',
  fields: (t) => ({
    required: t.exposeBoolean('required', {
      description: 'Your role must sign in with a second factor (the owner\u2019s setting).',
    }),
    totpEnabledAt: t.expose('totpEnabledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the authenticator app was set up; null without one.',
    }),
    passkeys: t.field({
      type: [PasskeyRef],
      description: 'Your passkeys, oldest first.',
      resolve: (s) => s.passkeys,
    }),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft', { description: 'Unused recovery codes.' }),
  }),
});

const TotpSetupRef = builder.objectRef<TotpSetup>('TotpSetup').implement({
  description:
    'An authenticator app being set up: scan the QR code (or type the secret), then confirm a code.',
  fields: (t) => ({
    setupId: t.exposeID('setupId', {
      description: 'Names this set-up for confirmTotpSetup (valid 15 minutes).',
    }),
    secret: t.exposeString('secret', { description: 'The secret in base32, for apps that cannot scan.' }),
    uri: t.exposeString('uri', { description: 'The otpauth:// link the QR code holds.' }),
    qrSvg: t.exposeString('qrSvg', { description: 'The QR code as an SVG document, drawn by the server.' }),
  }),
});

const EnrolmentRef = builder.objectRef<Enrolled>('TwoFactorEnrolment').implement({
  description: 'A second factor set up.',
  fields: (t) => ({
    recoveryCodes: t.stringList({
      nullable: true,
      description:
        'Ten new single-use recovery codes when you had none left (shown this once: keep them safe); null ' +
        'when your codes stay as they were.',
      resolve: (e) => e.recoveryCodes,
    }),
    passkey: t.field({
      type: PasskeyRef,
      nullable: true,
      description: 'The passkey added.',
      resolve: (e) => e.passkey,
    }),
    signIn: t.field({
      type: SignInResultRef,
      nullable: true,
      description: 'When set up with an enrolment ticket: the session it signs in with.',
      resolve: (e) => e.signIn,
    }),
  }),
});

// The users list asks for every row's methods: one query for all of them per request, not one each.
type Batch = { ids: Set<string>; started: boolean; loaded: Promise<Map<string, SecondFactorMethod[]>> };
const batches = new WeakMap<RequestContext, Batch>();

function methodsFor(ctx: RequestContext, userId: string): Promise<SecondFactorMethod[]> {
  let batch = batches.get(ctx);
  if (!batch || batch.started) {
    const next: Batch = { ids: new Set(), started: false, loaded: Promise.resolve(new Map()) };
    // The resolvers of one list run in the same turn; the query goes after them, with every id.
    next.loaded = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next.started = true;
      return ctx.services.twoFactor.methodsOfUsers([...next.ids]);
    });
    batches.set(ctx, next);
    batch = next;
  }
  batch.ids.add(userId);
  return batch.loaded.then((all) => all.get(userId) ?? []);
}

builder.objectFields(UserRef, (t) => ({
  twoFactorMethods: t.field({
    type: [SecondFactorMethodEnum],
    description: 'The second factors the account has set up (TOTP, PASSKEY); empty without two-step sign-in.',
    resolve: (u, _args, ctx) => methodsFor(ctx, u.id),
  }),
}));

const loggedInOrTicket = (_parent: unknown, args: { ticket?: string | null }) =>
  args.ticket ? true : { loggedIn: true };

builder.queryFields((t) => ({
  myTwoFactor: t.field({
    type: TwoFactorStatusRef,
    description: 'Your authenticator app, passkeys and recovery codes (any signed-in user).',
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => ctx.services.twoFactor.status(await ctx.actor()),
  }),
  twoFactorRequiredRoles: t.field({
    type: [RoleEnum],
    description:
      'The roles that must sign in with a second factor (ADMIN, OWNER; only the OWNER changes them).',
    authScopes: scopeOf(TwoFactorService.access.requiredRoles),
    resolve: async (_root, _args, ctx) => ctx.services.twoFactor.requiredRoles(await ctx.actor()),
  }),
}));

const ticketArg = { description: 'An enrolment ticket from `login` (step ENROL); leave out when signed in.' };

builder.mutationFields((t) => ({
  startTotpSetup: t.field({
    type: TotpSetupRef,
    description:
      'Starts setting up an authenticator app: a secret and its QR code (signed in, or with an enrolment ticket).',
    authScopes: loggedInOrTicket,
    args: { ticket: t.arg.string(ticketArg) },
    resolve: async (_root, { ticket }, ctx) =>
      ctx.services.twoFactor.startTotpSetup(await ctx.actor(), ticket),
  }),
  confirmTotpSetup: t.field({
    type: EnrolmentRef,
    description: 'Switches the authenticator app on with its first code; with a ticket, also signs in.',
    authScopes: loggedInOrTicket,
    args: {
      setupId: t.arg.id({ required: true, description: 'From startTotpSetup.' }),
      code: t.arg.string({ required: true, description: 'The six digits the app shows.' }),
      ticket: t.arg.string(ticketArg),
    },
    resolve: async (_root, { setupId, code, ticket }, ctx) =>
      ctx.services.twoFactor.confirmTotpSetup(await ctx.actor(), String(setupId), code, ticket),
  }),
  startPasskeyRegistration: t.string({
    description:
      'A WebAuthn challenge for adding a passkey, as JSON text (PublicKeyCredentialCreationOptionsJSON, for ' +
      '@simplewebauthn/browser startRegistration). Valid five minutes, once.',
    authScopes: loggedInOrTicket,
    args: { ticket: t.arg.string(ticketArg) },
    resolve: async (_root, { ticket }, ctx) =>
      JSON.stringify(await ctx.services.twoFactor.startPasskeyRegistration(await ctx.actor(), ticket)),
  }),
  finishPasskeyRegistration: t.field({
    type: EnrolmentRef,
    description: 'Adds the passkey the browser created; with a ticket, also signs in.',
    authScopes: loggedInOrTicket,
    args: {
      response: t.arg.string({
        required: true,
        description: 'The JSON of the credential the browser returned (RegistrationResponseJSON).',
      }),
      name: t.arg.string({ description: 'A name for it, e.g. "Laptop" (at most 60 characters).' }),
      ticket: t.arg.string(ticketArg),
    },
    resolve: async (_root, { response, name, ticket }, ctx) =>
      ctx.services.twoFactor.finishPasskeyRegistration(await ctx.actor(), response, name, ticket),
  }),
  removeTotp: t.field({
    type: TwoFactorStatusRef,
    description: 'Removes your authenticator app (needs your password); your other sessions end.',
    authScopes: { loggedIn: true },
    args: { currentPassword: t.arg.string({ required: true, description: 'Your current password.' }) },
    resolve: async (_root, { currentPassword }, ctx) =>
      ctx.services.twoFactor.removeTotp(await ctx.actor(), currentPassword),
  }),
  removePasskey: t.field({
    type: TwoFactorStatusRef,
    description: 'Removes one of your passkeys (needs your password); your other sessions end.',
    authScopes: { loggedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The passkey.' }),
      currentPassword: t.arg.string({ required: true, description: 'Your current password.' }),
    },
    resolve: async (_root, { id, currentPassword }, ctx) =>
      ctx.services.twoFactor.removePasskey(await ctx.actor(), String(id), currentPassword),
  }),
  renewRecoveryCodes: t.stringList({
    description: 'Ten new recovery codes in place of your old ones (needs your password). Shown this once.',
    authScopes: { loggedIn: true },
    args: { currentPassword: t.arg.string({ required: true, description: 'Your current password.' }) },
    resolve: async (_root, { currentPassword }, ctx) =>
      ctx.services.twoFactor.renewRecoveryCodes(await ctx.actor(), currentPassword),
  }),
  setTwoFactorRequiredRoles: t.field({
    type: [RoleEnum],
    description:
      'Chooses the roles that must sign in with a second factor (OWNER). Their members set one up at their next sign-in.',
    authScopes: scopeOf(TwoFactorService.access.setRequiredRoles),
    args: { roles: t.arg({ type: [RoleEnum], required: true, description: 'The roles; empty for none.' }) },
    resolve: async (_root, { roles }, ctx) =>
      ctx.services.twoFactor.setRequiredRoles(await ctx.actor(), roles),
  }),
  resetUserTwoFactor: t.field({
    type: UserRef,
    description:
      'Removes every second factor of a staff account whose owner lost their device (OWNER): its sessions end and ' +
      'the person is e-mailed.',
    authScopes: scopeOf(TwoFactorService.access.resetFactors),
    args: { id: t.arg.id({ required: true, description: 'The user id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.twoFactor.resetFactors(await ctx.actor(), String(id)),
  }),
}));
