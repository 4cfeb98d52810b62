import type { SignInResult } from '../services/sign-in.ts';
import { builder } from './builder.ts';
import { UserRef } from './users.ts';

export const SecondFactorMethodEnum = builder.enumType('SecondFactorMethod', {
  description: 'A way to finish signing in after the password.',
  values: {
    TOTP: { value: 'TOTP', description: 'A six-digit code from an authenticator app.' },
    PASSKEY: { value: 'PASSKEY', description: 'A passkey or security key (WebAuthn).' },
    RECOVERY_CODE: { value: 'RECOVERY_CODE', description: 'One of the ten single-use recovery codes.' },
  } as const,
});

const SignInStepEnum = builder.enumType('SignInStep', {
  description: 'Where a sign-in stands.',
  values: {
    SIGNED_IN: { value: 'SIGNED_IN', description: 'Done: `token` and `user` are set.' },
    SECOND_FACTOR: {
      value: 'SECOND_FACTOR',
      description:
        'The password was right; finish with one of `methods` and the `ticket` (signInWithTotp, ' +
        'signInWithRecoveryCode, startPasskeySignIn + finishPasskeySignIn) within five minutes.',
    },
    ENROL: {
      value: 'ENROL',
      description:
        'The password was right, and the account\u2019s role requires two-step sign-in, which it has not ' +
        'set up: set up a factor with the `ticket` (startTotpSetup + confirmTotpSetup, or ' +
        'startPasskeyRegistration + finishPasskeyRegistration) within fifteen minutes; that signs in.',
    },
  } as const,
});

export const SignInResultRef = builder.objectRef<SignInResult>('SignInResult').implement({
  description: 'The answer to a sign-in step: a session, or what to do next.',
  fields: (t) => ({
    step: t.field({ type: SignInStepEnum, description: 'Where the sign-in stands.', resolve: (r) => r.step }),
    token: t.exposeString('token', {
      nullable: true,
      description:
        'SIGNED_IN: the bearer token for the Authorization header (the web app stores it as "token").',
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'SIGNED_IN: the signed-in user.',
      resolve: (r) => r.user,
    }),
    ticket: t.exposeString('ticket', {
      nullable: true,
      description: 'SECOND_FACTOR and ENROL: names this sign-in in the next step. Single-use.',
    }),
    methods: t.field({
      type: [SecondFactorMethodEnum],
      description: 'SECOND_FACTOR: the ways this account can finish signing in.',
      resolve: (r) => r.methods,
    }),
    signInMethods: t.stringList({
      description:
        'How the user proved who they are (the token\u2019s `amr` claim, RFC 8176 names): pwd, otp, ' +
        'webauthn, recovery, and mfa when two factors were proved.',
      resolve: (r) => r.amr,
    }),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft', {
      nullable: true,
      description: 'After a recovery code: how many unused codes the account has left.',
    }),
  }),
});

builder.mutationFields((t) => ({
  login: t.field({
    type: SignInResultRef,
    description:
      'Signs in with e-mail and password: a session, or (for an account with two-step sign-in, or whose ' +
      'role requires it) a ticket for the next step. Rate-limited per IP and per account.',
    args: {
      email: t.arg.string({ required: true, description: 'Sign-in e-mail.' }),
      password: t.arg.string({ required: true, description: 'Password.' }),
    },
    resolve: async (_root, { email, password }, ctx) =>
      ctx.services.auth.login(email, password, await ctx.actor()),
  }),
  signInWithTotp: t.field({
    type: SignInResultRef,
    description:
      'Finishes a sign-in with the code of the authenticator app. Each code works once; wrong codes ' +
      'count against the sign-in limits, and five end the ticket.',
    args: {
      ticket: t.arg.string({ required: true, description: 'The ticket `login` answered.' }),
      code: t.arg.string({ required: true, description: 'The six digits the app shows.' }),
    },
    resolve: async (_root, { ticket, code }, ctx) =>
      ctx.services.signIn.withTotp(ticket, code, await ctx.actor()),
  }),
  signInWithRecoveryCode: t.field({
    type: SignInResultRef,
    description:
      'Finishes a sign-in with a recovery code, which is then used up. Every other session of the account ' +
      'ends and the account\u2019s address is told by e-mail.',
    args: {
      ticket: t.arg.string({ required: true, description: 'The ticket `login` answered.' }),
      code: t.arg.string({ required: true, description: 'A recovery code, e.g. 7k2m-x9qd-4hfa-pw3n.' }),
    },
    resolve: async (_root, { ticket, code }, ctx) =>
      ctx.services.signIn.withRecoveryCode(ticket, code, await ctx.actor()),
  }),
  startPasskeySignIn: t.string({
    description:
      'A WebAuthn challenge for signing in with a passkey, as JSON text (PublicKeyCredentialRequestOptionsJSON, ' +
      'for @simplewebauthn/browser startAuthentication). With a ticket: the second step after the password. ' +
      'Without: a password-free sign-in, which asks the device to verify the person. Valid five minutes, once.',
    args: {
      ticket: t.arg.string({
        description: 'The ticket `login` answered; leave out for a password-free sign-in.',
      }),
    },
    resolve: async (_root, { ticket }, ctx) =>
      JSON.stringify(await ctx.services.signIn.passkeyOptions(ticket, await ctx.actor())),
  }),
  finishPasskeySignIn: t.field({
    type: SignInResultRef,
    description: 'Signs in with the browser\u2019s answer to startPasskeySignIn (the same ticket, or none).',
    args: {
      response: t.arg.string({
        required: true,
        description: 'The JSON of the credential the browser returned (AuthenticationResponseJSON).',
      }),
      ticket: t.arg.string({ description: 'The ticket given to startPasskeySignIn, if any.' }),
    },
    resolve: async (_root, { response, ticket }, ctx) =>
      ctx.services.signIn.withPasskey(response, ticket, await ctx.actor()),
  }),
}));
