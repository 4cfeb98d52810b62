import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { recoveryCodeSignIn, totpSignIn } from '@agency/schema/two-factor';
import type { User } from '../db.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { randomToken, ticketId, type ChallengeRow, type Challenges } from './challenges.ts';
import type { Actor, Deps } from './deps.ts';
import { parseInput } from './input.ts';
import { AppError } from '../errors.ts';
import type { PasskeyFactor } from './passkey-factor.ts';
import { recoveryCodesLeft, spendRecoveryCode } from './recovery-codes.ts';
import type { SessionsService } from './sessions.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import type { TotpFactor } from './totp-factor.ts';
import type { TwoFactorEvents } from './two-factor-events.ts';
import type { TwoFactorPolicy } from './two-factor-policy.ts';
import { parseRoles, toPublicUser, type PublicUser } from './users-shared.ts';

/** A ticket for the second step lives five minutes; one for enrolment gives time to install an app. */
const SECOND_FACTOR_TTL_SECONDS = 5 * 60;
const ENROL_TTL_SECONDS = 15 * 60;
/** Wrong codes one ticket takes before the password must be typed again (the limits count too). */
const MAX_WRONG_PER_TICKET = 5;

const TICKET_GONE = 'This sign-in has expired. Please sign in again.';
const WRONG_CODE = 'That code is not right. Please try again.';
const WRONG_RECOVERY = 'That recovery code is not right or was already used.';
const PASSKEY_REFUSED = 'This passkey was not accepted. Please try again or use another way.';
const TOO_MANY = 'Too many wrong attempts. Please sign in again.';

export type SignInStep = 'SIGNED_IN' | 'SECOND_FACTOR' | 'ENROL';
export type SecondFactorMethod = 'TOTP' | 'PASSKEY' | 'RECOVERY_CODE';
type Purpose = 'SECOND_FACTOR' | 'ENROL';

export type SignInResult = {
  step: SignInStep;
  /** SIGNED_IN: the bearer token and the user. */
  token: string | null;
  user: PublicUser | null;
  /** SECOND_FACTOR and ENROL: names this sign-in in the next step. */
  ticket: string | null;
  /** SECOND_FACTOR: the ways the user can finish. */
  methods: SecondFactorMethod[];
  /** How the user proved who they are so far (RFC 8176 names). */
  amr: string[];
  /** After a recovery code: how many are left. */
  recoveryCodesLeft: number | null;
  /** The new session (SIGNED_IN), for ending the others; not part of the API. */
  sessionId?: string;
};

const pending = (step: SignInStep, ticket: string, methods: SecondFactorMethod[]): SignInResult => ({
  step,
  token: null,
  user: null,
  ticket,
  methods,
  amr: ['pwd'],
  recoveryCodesLeft: null,
});

/**
 * Everything between a correct password and a session, and the ways in that need no password
 * (decision 031). The step after the password is named by a ticket: random, stored as a hash,
 * single-use, short-lived, void after a few wrong codes or when the user's token version moves
 * (password changed, factors reset). Every factor tried counts against the sign-in limits.
 */
export class SignInService {
  constructor(
    private readonly d: Deps,
    private readonly sessions: SessionsService,
    private readonly limits: SignInLimits,
    private readonly challenges: Challenges,
    private readonly totp: TotpFactor,
    private readonly passkeys: PasskeyFactor,
    private readonly policy: TwoFactorPolicy,
    private readonly events: TwoFactorEvents,
  ) {}

  /** The ways a user can finish signing in; empty when they have no second factor. */
  async methodsOf(userId: string): Promise<SecondFactorMethod[]> {
    const user = await this.d.db.user.findUnique({
      where: { id: userId },
      select: { totpSecret: true, _count: { select: { passkeys: true } } },
    });
    if (!user) return [];
    const methods: SecondFactorMethod[] = [];
    if (user.totpSecret) methods.push('TOTP');
    if (user._count.passkeys > 0) methods.push('PASSKEY');
    if (methods.length && (await recoveryCodesLeft(this.d.db, userId)) > 0) methods.push('RECOVERY_CODE');
    return methods;
  }

  /** The user typed the right password: sign them in, or ask for the second step or enrolment. */
  async afterPassword(user: User, actor: Actor): Promise<SignInResult> {
    const methods = await this.methodsOf(user.id);
    if (methods.length) return pending('SECOND_FACTOR', await this.#ticket(user, 'SECOND_FACTOR'), methods);
    if (await this.policy.requiredFor(parseRoles(user.roles)))
      return pending('ENROL', await this.#ticket(user, 'ENROL'), []);
    return this.#complete(user, actor, ['pwd']);
  }

  async withTotp(ticketInput: string, codeInput: string, actor: Actor): Promise<SignInResult> {
    const { ticket, code } = parseInput(totpSignIn, { ticket: ticketInput, code: codeInput });
    const { row, user } = await this.#open(ticket, 'SECOND_FACTOR');
    const attempt = await this.limits.begin(user.email, actor.ip);
    if (!(await this.totp.check(user.id, code))) {
      await attempt.failed();
      await this.#wrong(row, actor, user, 'TOTP', WRONG_CODE, 'code');
    }
    await attempt.succeeded();
    return this.#finish(row, user, actor, ['pwd', 'otp', 'mfa']);
  }

  /** A recovery code: single-use; the user's other sessions end and they are told by e-mail. */
  async withRecoveryCode(ticketInput: string, codeInput: string, actor: Actor): Promise<SignInResult> {
    const { ticket, code } = parseInput(recoveryCodeSignIn, { ticket: ticketInput, code: codeInput });
    const { row, user } = await this.#open(ticket, 'SECOND_FACTOR');
    const attempt = await this.limits.begin(user.email, actor.ip);
    if (!(await spendRecoveryCode(this.d.db, user.id, code))) {
      await attempt.failed();
      await this.#wrong(row, actor, user, 'RECOVERY_CODE', WRONG_RECOVERY, 'code');
    }
    await attempt.succeeded();
    const result = await this.#finish(row, user, actor, ['pwd', 'recovery', 'mfa']);
    // The other sessions end, the user is told and the log says so, all or none.
    const left = await this.d.db.$transaction(async (tx) => {
      const ended = await this.sessions.endAllBut(user.id, result.sessionId!, tx);
      const left = await recoveryCodesLeft(tx, user.id);
      await enqueueMail(tx, {
        to: [user.email],
        subject: 'A recovery code was used to sign in to your admin account',
        text: [
          `Hello ${user.name},`,
          '',
          `One of your recovery codes was just used to sign in (from ${actor.ip}). Every other`,
          `session of your account was signed out. You have ${left} recovery code${left === 1 ? '' : 's'} left;`,
          'create new ones on your profile page.',
          '',
          'If this was not you, ask the site owner to reset your sign-in methods and change your password.',
        ].join('\n'),
      });
      await this.events.recoveryCodeUsed(tx, actor, user, left, ended);
      return left;
    });
    this.d.kickOutbox();
    return { ...result, recoveryCodesLeft: left };
  }

  /**
   * A passkey challenge: for the second step (with a ticket: only that user's passkeys) or for a
   * password-free sign-in (without one).
   */
  async passkeyOptions(
    ticket: string | null | undefined,
    actor: Actor,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    if (!ticket) {
      // Anyone may ask, and each answer is a row until it expires: bounded per address.
      await this.d.limits.consume('passkeyChallengesPerIp', actor.ip);
      return this.passkeys.authenticationOptions(null);
    }
    const { row, user } = await this.#open(ticket, 'SECOND_FACTOR');
    return this.passkeys.authenticationOptions(user.id, { ticket: row.id });
  }

  async withPasskey(
    responseText: string,
    ticket: string | null | undefined,
    actor: Actor,
  ): Promise<SignInResult> {
    return ticket
      ? this.#passkeyAsSecondFactor(responseText, ticket, actor)
      : this.#passkeyWithoutPassword(responseText, actor);
  }

  async #passkeyAsSecondFactor(responseText: string, ticket: string, actor: Actor): Promise<SignInResult> {
    const { row, user } = await this.#open(ticket, 'SECOND_FACTOR');
    const { response, challenge } = await this.passkeys.takeSignInChallenge(responseText);
    if (challenge.userId !== user.id || challenge.data.ticket !== row.id)
      throw new AppError('UNAUTHENTICATED', TICKET_GONE);
    const attempt = await this.limits.begin(user.email, actor.ip);
    if (!(await this.passkeys.verifySignIn(response, challenge, false))) {
      await attempt.failed();
      await this.#wrong(row, actor, user, 'PASSKEY', PASSKEY_REFUSED, 'response');
    }
    await attempt.succeeded();
    return this.#finish(row, user, actor, ['pwd', 'webauthn', 'mfa']);
  }

  /**
   * A passkey alone: the device verified the person (PIN or biometrics) and holds the key, two
   * factors in one, so it also satisfies a role that requires two-factor sign-in.
   */
  async #passkeyWithoutPassword(responseText: string, actor: Actor): Promise<SignInResult> {
    const { response, challenge } = await this.passkeys.takeSignInChallenge(responseText);
    if (challenge.userId) throw new AppError('UNAUTHENTICATED', TICKET_GONE);
    const attempt = await this.limits.beginWithoutAccount(actor.ip);
    const verified = await this.passkeys.verifySignIn(response, challenge, true);
    const user = verified ? await this.d.db.user.findUnique({ where: { id: verified.userId } }) : null;
    if (!user || !user.active) {
      await attempt.failed();
      await this.events.secondFactorFailed(this.d.db, actor, user, 'PASSKEY');
      throw new AppError('UNAUTHENTICATED', PASSKEY_REFUSED, { fields: { response: PASSKEY_REFUSED } });
    }
    await attempt.succeeded(user.email);
    return this.#complete(user, actor, ['webauthn', 'mfa']);
  }

  /** The user of a valid enrolment ticket: they may set up a factor before they have a session. */
  async enrollingUser(ticket: string): Promise<User> {
    return (await this.#open(ticket, 'ENROL')).user;
  }

  /** Ends an enrolment ticket with a session: the user has just proved the factor they set up. */
  async finishEnrolment(ticket: string, actor: Actor, factor: 'otp' | 'webauthn'): Promise<SignInResult> {
    const { row, user } = await this.#open(ticket, 'ENROL');
    return this.#finish(row, user, actor, ['pwd', factor, 'mfa']);
  }

  async #ticket(user: User, purpose: Purpose): Promise<string> {
    const ticket = randomToken();
    await this.challenges.create('SIGN_IN', {
      id: ticketId(ticket),
      userId: user.id,
      data: { purpose, version: user.tokenVersion },
      ttlSeconds: purpose === 'ENROL' ? ENROL_TTL_SECONDS : SECOND_FACTOR_TTL_SECONDS,
    });
    return ticket;
  }

  /** A ticket that still works, and its user; UNAUTHENTICATED otherwise (back to the password). */
  async #open(ticket: string, purpose: Purpose): Promise<{ row: ChallengeRow; user: User }> {
    const text = String(ticket ?? '');
    const row = text ? await this.challenges.peek('SIGN_IN', ticketId(text)) : null;
    const user = row?.userId ? await this.d.db.user.findUnique({ where: { id: row.userId } }) : null;
    if (
      !row ||
      !user ||
      !user.active ||
      row.data.purpose !== purpose ||
      row.data.version !== user.tokenVersion
    )
      throw new AppError('UNAUTHENTICATED', TICKET_GONE);
    return { row, user };
  }

  /** Counts a wrong factor against the ticket and says so; the last allowed one ends the ticket. */
  async #wrong(
    row: ChallengeRow,
    actor: Actor,
    user: User,
    method: SecondFactorMethod,
    message: string,
    field: string,
  ): Promise<never> {
    await this.events.secondFactorFailed(this.d.db, actor, user, method);
    const alive = await this.challenges.countFailure(row.id, MAX_WRONG_PER_TICKET);
    const text = alive ? message : TOO_MANY;
    throw new AppError('UNAUTHENTICATED', text, { fields: { [field]: text } });
  }

  /** Takes the ticket (once only) and starts the session. */
  async #finish(row: ChallengeRow, user: User, actor: Actor, amr: string[]): Promise<SignInResult> {
    if (!(await this.challenges.consume('SIGN_IN', row.id)))
      throw new AppError('UNAUTHENTICATED', TICKET_GONE);
    return this.#complete(user, actor, amr);
  }

  async #complete(user: User, actor: Actor, amr: string[]): Promise<SignInResult> {
    const { token, sessionId } = await this.sessions.start(user, actor, amr);
    const updated = await this.d.db.user.update({
      where: { id: user.id },
      data: { lastLoginAt: new Date() },
    });
    // Every way in ends here, so each sign-in is audited once, whichever steps it took.
    await this.events.signedIn(this.d.db, actor, user, amr);
    return {
      step: 'SIGNED_IN',
      token,
      user: toPublicUser(updated),
      ticket: null,
      methods: [],
      amr,
      recoveryCodesLeft: null,
      sessionId,
    };
  }
}
