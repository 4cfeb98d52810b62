import { randomBytes } from 'node:crypto';
import { emailError, normaliseEmail } from '@agency/schema/forms';
import {
  emailChange,
  passwordChange,
  passwordReset,
  recoveryRequest,
  signIn,
  USER_MESSAGES,
} from '@agency/schema/users';
import { enqueueMail } from '../mail/outbox.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../security/passwords.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requireViewer } from './access.ts';
import { audited, recordAudit } from './audit.ts';
import { AppError, invalidInput } from '../errors.ts';
import { checkCurrentPassword } from './current-password.ts';
import { parseInput } from './input.ts';
import type { SessionsService } from './sessions.ts';
import type { SignInResult, SignInService } from './sign-in.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import { toPublicUser, type PublicUser } from './users-shared.ts';

export const RECOVERY_TTL_SECONDS = 30 * 60;
const INVALID_LOGIN = 'Wrong e-mail or password.';
export const INVALID_LINK =
  'This password link is invalid, expired or already used. Please request a new one.';

export type LoginResult = { token: string; user: PublicUser };

export class AuthService {
  constructor(
    private readonly d: Deps,
    private readonly sessions: SessionsService,
    private readonly limits: SignInLimits,
    private readonly signIn: SignInService,
  ) {}

  /** The staff member behind a bearer token, or null when the token is missing, bad or revoked. */
  viewerFromToken(token: string | undefined): Promise<Viewer | null> {
    return this.sessions.viewerFromToken(token);
  }

  /**
   * Signs in with a password. Only failures count against the limits (decision 016, in
   * SignInLimits). A right password for an account with a second factor, or whose role requires one,
   * answers a ticket for the next step instead of a session (decision 031).
   */
  async login(emailInput: string, passwordInput: string, actor: Actor): Promise<SignInResult> {
    const { email: typed, password } = parseInput(signIn, { email: emailInput, password: passwordInput });
    const email = normaliseEmail(typed.trim());
    // A malformed address cannot belong to an account: it fails as a wrong password would.
    if (emailError(email)) throw invalidInput(INVALID_LOGIN);
    const attempt = await this.limits.begin(email, actor.ip);
    const user = await this.d.db.user.findUnique({ where: { email } });
    // Verify against a dummy hash for unknown accounts so timing does not reveal which exist.
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !ok || !user.active) {
      await attempt.failed();
      const reason = !user ? 'unknown account' : !ok ? 'wrong password' : 'deactivated account';
      await recordAudit(this.d.db, {
        action: 'SIGN_IN_FAILED',
        by: actor,
        target: { type: 'user', id: user?.id ?? null, label: email },
        summary: `Failed sign-in as ${email}: ${reason}`,
        details: { reason },
      });
      throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    }
    await attempt.succeeded();
    // A session (audited as SIGN_IN when it starts), or a ticket for the second step.
    return this.signIn.afterPassword(user, actor);
  }

  async me(viewer: Viewer | null): Promise<PublicUser> {
    const v = requireViewer(viewer);
    const user = await this.d.db.user.findUniqueOrThrow({ where: { id: v.id } });
    return toPublicUser(user);
  }

  /**
   * E-mails a single-use link valid for 30 minutes. The answer is the same whether or not the
   * address belongs to someone; the per-account limit therefore fails silently.
   */
  async requestRecovery(emailInput: string, actor: Actor, botCheck?: unknown): Promise<void> {
    const { email } = parseInput(recoveryRequest, { email: emailInput });
    // Refused loudly, unlike the silent per-account limit: it says nothing about the account.
    await this.d.botCheck.verify(botCheck, actor.ip);
    await this.d.limits.consume('recoveryPerIp', actor.ip);
    if (!(await this.d.limits.tryConsume('recoveryPerAccount', email))) return;
    const user = await this.d.db.user.findUnique({ where: { email } });
    if (!user || !user.active) return;
    const resetId = randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + RECOVERY_TTL_SECONDS * 1000);
    const linkToken = await this.d.tokens.issueReset(
      user.id,
      resetId,
      user.tokenVersion,
      RECOVERY_TTL_SECONDS,
    );
    // Built from SITE_URL only: a forged Host header must not redirect the link elsewhere.
    const link = `${this.d.config.siteUrl}/admin-panel/new-password/${encodeURIComponent(user.id)}/${linkToken}`;
    await this.d.db.$transaction(async (tx) => {
      await tx.passwordResetToken.create({ data: { id: resetId, userId: user.id, expiresAt } });
      // Whoever asked is not known to be the account's owner: the entry names the account as its target.
      await recordAudit(tx, {
        action: 'PASSWORD_RECOVERY_REQUESTED',
        by: actor,
        target: { type: 'user', id: user.id, label: user.email },
        summary: `A password link was e-mailed to ${user.email}`,
      });
      await enqueueMail(tx, {
        to: [user.email],
        subject: 'Set a new password for the admin area',
        text: [
          `Hello ${user.name},`,
          '',
          'Someone (hopefully you) asked to reset the password of your admin account.',
          `Open this link within 30 minutes to choose a new password:`,
          '',
          link,
          '',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      });
    });
    this.d.kickOutbox();
  }

  async setNewPassword(
    userIdInput: string,
    tokenInput: string,
    passwordInput: string,
    actor: Actor,
  ): Promise<void> {
    const { userId, token, password } = parseInput(passwordReset, {
      userId: userIdInput,
      token: tokenInput,
      password: passwordInput,
    });
    const claims = await this.d.tokens.verifyReset(token);
    if (!claims || claims.userId !== userId) throw invalidInput(INVALID_LINK);
    const passwordHash = await hashPassword(password);
    await this.d.db.$transaction(async (tx) => {
      const reset = await tx.passwordResetToken.findUnique({ where: { id: claims.resetId } });
      const user = await tx.user.findUnique({ where: { id: userId } });
      const valid =
        reset &&
        !reset.usedAt &&
        reset.userId === userId &&
        reset.expiresAt > new Date() &&
        user &&
        user.active &&
        user.tokenVersion === claims.version;
      if (!valid) throw invalidInput(INVALID_LINK);
      // Marking the link used only if nobody else did in the meantime keeps it single-use.
      const used = await tx.passwordResetToken.updateMany({
        where: { id: reset.id, usedAt: null },
        data: { usedAt: new Date() },
      });
      if (used.count !== 1) throw invalidInput(INVALID_LINK);
      await tx.user.update({
        where: { id: userId },
        data: { passwordHash, tokenVersion: { increment: 1 } },
      });
      await recordAudit(tx, {
        action: 'PASSWORD_RESET',
        by: actor,
        user,
        target: { type: 'user', id: user.id, label: user.email },
        summary: 'Set a new password with a recovery link; every session ended',
      });
    });
    this.d.log.info({ userId }, 'password reset');
  }

  /** Changes the viewer's own password, ends their other sessions and returns a fresh token. */
  async changePassword(actor: Actor, currentInput: string, newInput: string): Promise<LoginResult> {
    const v = requireViewer(actor.viewer);
    const { currentPassword, newPassword } = parseInput(passwordChange, {
      currentPassword: currentInput,
      newPassword: newInput,
    });
    await checkCurrentPassword(this.d, actor, currentPassword);
    const passwordHash = await hashPassword(newPassword);
    const updated = await audited(
      this.d.db,
      (tx) => tx.user.update({ where: { id: v.id }, data: { passwordHash, tokenVersion: { increment: 1 } } }),
      (user) => ({
        action: 'PASSWORD_CHANGED',
        by: actor,
        target: { type: 'user', id: user.id, label: user.email },
        summary: 'Changed own password; the other sessions ended',
      }),
    );
    // The bump ends every session; this device goes on with a fresh token for its own.
    return { token: await this.sessions.renew(v.sessionId, updated), user: toPublicUser(updated) };
  }

  /**
   * Changes the viewer's own sign-in e-mail, which needs their current password (an open session
   * alone is not enough), and tells the old address, so a hijacked account does not change hands
   * silently. Sessions go on.
   */
  async changeEmail(actor: Actor, currentInput: string, emailInput: string): Promise<PublicUser> {
    requireViewer(actor.viewer);
    const { currentPassword, email } = parseInput(emailChange, {
      currentPassword: currentInput,
      email: emailInput,
    });
    const user = await checkCurrentPassword(this.d, actor, currentPassword);
    if (email === user.email)
      throw invalidInput(USER_MESSAGES.emailUnchanged, { email: USER_MESSAGES.emailUnchanged });
    if (await this.d.db.user.findUnique({ where: { email } })) {
      throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, {
        fields: { email: USER_MESSAGES.emailTaken },
      });
    }
    const updated = await this.d.db.$transaction(async (tx) => {
      const changed = await tx.user.update({ where: { id: user.id }, data: { email } });
      await recordAudit(tx, {
        action: 'EMAIL_CHANGED',
        by: actor,
        target: { type: 'user', id: user.id, label: email },
        summary: `Changed own e-mail from ${user.email} to ${email}`,
        details: { from: user.email, to: email },
      });
      await enqueueMail(tx, {
        to: [user.email],
        subject: 'The e-mail address of your admin account was changed',
        text: [
          `Hello ${user.name},`,
          '',
          `The sign-in e-mail of your admin account was changed from ${user.email} to ${email}.`,
          'This address will get no more e-mail about the account.',
          '',
          'If you did not do this, ask the site owner or an administrator to lock the account and',
          'end its sessions at once.',
        ].join('\n'),
      });
      return changed;
    });
    this.d.kickOutbox();
    this.d.log.info({ userId: user.id }, 'own e-mail changed');
    return toPublicUser(updated);
  }
}
