import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { normaliseRoles, ROLES, type Role } from '@agency/schema/roles';
import { currentPasswordCheck } from '@agency/schema/users';
import type { Db, Prisma, User } from '../db.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { requirePermission, requireViewer, type AccessTable } from './access.ts';
import type { Challenges } from './challenges.ts';
import { checkCurrentPassword } from './current-password.ts';
import { clearFactors } from './factor-reset.ts';
import { parseInput } from './input.ts';
import type { Actor, Deps } from './deps.ts';
import { forbidden, invalidInput, notFound } from '../errors.ts';
import type { PasskeyFactor, PasskeyInfo } from './passkey-factor.ts';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.ts';
import type { SessionsService } from './sessions.ts';
import type { SecondFactorMethod, SignInResult, SignInService } from './sign-in.ts';
import type { TotpFactor, TotpSetup } from './totp-factor.ts';
import type { Factor, TwoFactorEvents } from './two-factor-events.ts';
import type { TwoFactorPolicy } from './two-factor-policy.ts';
import { parseRoles, toPublicUser, type PublicUser } from './users-shared.ts';

export type TwoFactorStatus = {
  /** The user's role must sign in with a second factor. */
  required: boolean;
  totpEnabledAt: Date | null;
  passkeys: PasskeyInfo[];
  recoveryCodesLeft: number;
};

/** A factor set up: new recovery codes when the user had none, and a session when it ended a sign-in. */
export type Enrolled = { recoveryCodes: string[] | null; signIn: SignInResult | null; passkey?: PasskeyInfo };

type Store = Db | Prisma.TransactionClient;

const LAST_FACTOR = 'Your role requires two-step sign-in: add another method before removing this one.';

/**
 * A staff member's own second factors (the profile), the owner's policy of which roles need one,
 * and the owner's reset for someone who lost their device. Setting a factor up works for a signed-in
 * user or with an enrolment ticket (a role that requires two factors, at the next sign-in).
 */
export class TwoFactorService {
  /** Who may call what beyond one's own account (decision 043); GraphQL's scopes derive from it. */
  static readonly access = {
    requiredRoles: 'manageUsers',
    setRequiredRoles: 'manageTwoFactorPolicy',
    resetFactors: 'resetTwoFactor',
  } as const satisfies AccessTable<TwoFactorService>;

  constructor(
    private readonly d: Deps,
    private readonly sessions: SessionsService,
    private readonly signIn: SignInService,
    private readonly challenges: Challenges,
    private readonly totp: TotpFactor,
    private readonly passkeys: PasskeyFactor,
    private readonly policy: TwoFactorPolicy,
    private readonly events: TwoFactorEvents,
  ) {}

  async status(actor: Actor): Promise<TwoFactorStatus> {
    const v = requireViewer(actor.viewer);
    const user = await this.d.db.user.findUniqueOrThrow({ where: { id: v.id } });
    return {
      required: await this.policy.requiredFor(v.roles),
      totpEnabledAt: user.totpEnabledAt,
      passkeys: await this.passkeys.list(v.id),
      recoveryCodesLeft: await recoveryCodesLeft(this.d.db, v.id),
    };
  }

  /** The factors each of these users has set up (for the users list). */
  async methodsOfUsers(ids: readonly string[]): Promise<Map<string, SecondFactorMethod[]>> {
    const rows = await this.d.db.user.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, totpSecret: true, _count: { select: { passkeys: true } } },
    });
    return new Map(
      rows.map((r) => [
        r.id,
        [...(r.totpSecret ? (['TOTP'] as const) : []), ...(r._count.passkeys ? (['PASSKEY'] as const) : [])],
      ]),
    );
  }

  async startTotpSetup(actor: Actor, ticket?: string | null): Promise<TotpSetup> {
    return this.totp.start(await this.#enrolling(actor, ticket));
  }

  async confirmTotpSetup(
    actor: Actor,
    setupId: string,
    code: string,
    ticket?: string | null,
  ): Promise<Enrolled> {
    const user = await this.#enrolling(actor, ticket);
    const { recoveryCodes } = await this.totp.confirm(user.id, setupId, code, (tx) =>
      this.events.factorAdded(tx, actor, user, { kind: 'TOTP' }, { atSignIn: !!ticket }),
    );
    return { recoveryCodes, signIn: ticket ? await this.signIn.finishEnrolment(ticket, actor, 'otp') : null };
  }

  async startPasskeyRegistration(
    actor: Actor,
    ticket?: string | null,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.passkeys.registrationOptions(await this.#enrolling(actor, ticket));
  }

  async finishPasskeyRegistration(
    actor: Actor,
    response: string,
    name: string | null | undefined,
    ticket?: string | null,
  ): Promise<Enrolled> {
    const user = await this.#enrolling(actor, ticket);
    const { passkey, recoveryCodes } = await this.passkeys.register(user.id, response, name, (tx, added) =>
      this.events.factorAdded(
        tx,
        actor,
        user,
        { kind: 'PASSKEY', id: added.id, name: added.name },
        { atSignIn: !!ticket },
      ),
    );
    return {
      passkey,
      recoveryCodes,
      signIn: ticket ? await this.signIn.finishEnrolment(ticket, actor, 'webauthn') : null,
    };
  }

  /** Switches the authenticator app off (current password needed); other sessions end. */
  async removeTotp(actor: Actor, currentPassword: string): Promise<TwoFactorStatus> {
    const v = requireViewer(actor.viewer);
    await this.#checkPassword(actor, currentPassword);
    await this.#refuseLastFactor(v.id, v.roles);
    await this.d.db.$transaction(async (tx) => {
      if (!(await this.totp.remove(v.id, tx))) throw notFound('Authenticator app');
      await this.#afterRemoval(tx, actor, { kind: 'TOTP' });
    });
    return this.status(actor);
  }

  /** Removes one of the viewer's passkeys (current password needed); other sessions end. */
  async removePasskey(actor: Actor, id: string, currentPassword: string): Promise<TwoFactorStatus> {
    const v = requireViewer(actor.viewer);
    await this.#checkPassword(actor, currentPassword);
    const passkey = await this.d.db.passkey.findFirst({ where: { id: String(id ?? ''), userId: v.id } });
    if (!passkey) throw notFound('Passkey');
    await this.#refuseLastFactor(v.id, v.roles);
    await this.d.db.$transaction(async (tx) => {
      await this.passkeys.remove(v.id, passkey.id, tx);
      await this.#afterRemoval(tx, actor, { kind: 'PASSKEY', id: passkey.id, name: passkey.name });
    });
    return this.status(actor);
  }

  /** Ten new recovery codes in place of the old ones (current password needed). */
  async renewRecoveryCodes(actor: Actor, currentPassword: string): Promise<string[]> {
    const v = requireViewer(actor.viewer);
    await this.#checkPassword(actor, currentPassword);
    if (!(await this.#factorCount(v.id)))
      throw invalidInput('Set up an authenticator app or a passkey first: recovery codes stand in for one.');
    return this.d.db.$transaction(async (tx) => {
      const codes = await replaceRecoveryCodes(tx, v.id);
      await this.events.recoveryCodesRenewed(tx, actor, v);
      return codes;
    });
  }

  async requiredRoles(actor: Actor): Promise<Role[]> {
    requirePermission(actor.viewer, TwoFactorService.access.requiredRoles);
    return this.policy.requiredRoles();
  }

  /** The owner chooses the roles that must sign in with two factors; it applies from their next sign-in. */
  async setRequiredRoles(actor: Actor, input: readonly string[]): Promise<Role[]> {
    requirePermission(actor.viewer, TwoFactorService.access.setRequiredRoles);
    const list = Array.isArray(input) ? input.map(String) : [];
    const roles = normaliseRoles(list);
    if (roles.length !== new Set(list).size) {
      const msg = `Choose among the roles ${ROLES.join(', ')}.`;
      throw invalidInput(msg, { roles: msg });
    }
    return this.d.db.$transaction(async (tx) => {
      const before = await this.policy.requiredRoles(tx);
      const saved = await this.policy.setRequiredRoles(roles, tx);
      await this.events.policyChanged(tx, actor, before, saved);
      return saved;
    });
  }

  /**
   * For someone who lost their device and codes: the owner removes every factor of the account, ends
   * its sessions and e-mails the person. Their role's requirement then leads them through enrolment
   * at the next sign-in. The owner's own account is not reset here.
   */
  async resetFactors(actor: Actor, id: string): Promise<PublicUser> {
    const v = requirePermission(actor.viewer, TwoFactorService.access.resetFactors);
    const target = await this.d.db.user.findUnique({ where: { id: String(id ?? '') } });
    if (!target) throw notFound('User');
    if (target.id === v.id || parseRoles(target.roles).includes('OWNER'))
      throw forbidden('The owner account cannot be changed here.');
    const updated = await this.d.db.$transaction(async (tx) => {
      const { user, cleared } = await clearFactors(tx, target.id);
      await this.events.factorsReset(tx, actor, target, cleared);
      await enqueueMail(tx, {
        to: [target.email],
        subject: 'Your two-step sign-in was reset',
        text: [
          `Hello ${target.name},`,
          '',
          'The site owner removed the authenticator app, passkeys and recovery codes of your admin',
          'account, and signed it out everywhere. Sign in with your password; if your role requires',
          'two-step sign-in you will be asked to set it up again.',
          '',
          'If you did not ask for this, tell the site owner at once.',
        ].join('\n'),
      });
      return user;
    });
    this.d.kickOutbox();
    return toPublicUser(updated);
  }

  /** The current password, of the right type and size, then right (decision 016's limits apply). */
  #checkPassword(actor: Actor, input: string) {
    const { currentPassword } = parseInput(currentPasswordCheck, { currentPassword: input });
    return checkCurrentPassword(this.d, actor, currentPassword);
  }

  /** The signed-in viewer, or the user of an enrolment ticket. */
  async #enrolling(actor: Actor, ticket?: string | null): Promise<User> {
    if (ticket) return this.signIn.enrollingUser(ticket);
    const v = requireViewer(actor.viewer);
    return this.d.db.user.findUniqueOrThrow({ where: { id: v.id } });
  }

  async #factorCount(userId: string, db: Store = this.d.db): Promise<number> {
    const user = await db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { totpSecret: true, _count: { select: { passkeys: true } } },
    });
    return (user.totpSecret ? 1 : 0) + user._count.passkeys;
  }

  async #refuseLastFactor(userId: string, roles: readonly Role[]): Promise<void> {
    if ((await this.#factorCount(userId)) <= 1 && (await this.policy.requiredFor(roles)))
      throw forbidden(LAST_FACTOR);
  }

  /**
   * After a factor goes, in its transaction: whoever else holds a session may have the device, so
   * every other session ends; with no factor left the recovery codes stand in for nothing and go too.
   */
  async #afterRemoval(tx: Prisma.TransactionClient, actor: Actor, factor: Factor): Promise<void> {
    const v = requireViewer(actor.viewer);
    if ((await this.#factorCount(v.id, tx)) === 0) {
      await tx.recoveryCode.deleteMany({ where: { userId: v.id } });
      await this.challenges.removeAllOf(v.id, tx);
    }
    const ended = await this.sessions.endAllBut(v.id, v.sessionId, tx);
    await this.events.factorRemoved(tx, actor, v, factor, ended);
  }
}
