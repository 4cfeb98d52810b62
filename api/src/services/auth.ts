import { randomBytes } from 'node:crypto';
import { emailError, normaliseEmail } from '@agency/schema/forms';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordProblem } from '@agency/schema/passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../security/passwords.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requireViewer } from './access.ts';
import { AppError, invalidInput } from './errors.ts';
import type { SessionsService } from './sessions.ts';
import { toPublicUser, type PublicUser } from './users-shared.ts';

export const RECOVERY_TTL_SECONDS = 30 * 60;
const INVALID_LOGIN = 'Wrong e-mail or password.';
export const INVALID_LINK =
  'This password link is invalid, expired or already used. Please request a new one.';

export type LoginResult = { token: string; user: PublicUser };

const WRONG_CURRENT_PASSWORD = 'The current password is wrong.';

export class AuthService {
  constructor(
    private readonly d: Deps,
    private readonly sessions: SessionsService,
  ) {}

  /** The staff member behind a bearer token, or null when the token is missing, bad or revoked. */
  viewerFromToken(token: string | undefined): Promise<Viewer | null> {
    return this.sessions.viewerFromToken(token);
  }

  /**
   * Signs in. Only failures count against the limits (decision 016): too many from one address, or
   * from one address against one account, refuse that address (429); many against one account from
   * anywhere slow the failing addresses down, while an address that is not failing (or signed
   * into this account lately) gets in at once.
   */
  async login(emailInput: string, password: string, actor: Actor): Promise<LoginResult> {
    const email = normaliseEmail(String(emailInput ?? '').trim());
    if (emailError(email) || !password) throw invalidInput(INVALID_LOGIN);
    const pair = `${email}|${actor.ip}`;
    // Each attempt takes a point before the password is checked, so parallel attempts cannot slip
    // past a used-up budget; a success gives its point back.
    await this.d.limits.consume('loginFailuresPerIp', actor.ip);
    try {
      await this.d.limits.consume('loginFailuresPerAccountAndIp', pair);
    } catch (err) {
      await this.d.limits.refund('loginFailuresPerIp', actor.ip);
      throw err;
    }
    await this.#slowDownIfAttacked(email, actor.ip, pair);
    const user = await this.d.db.user.findUnique({ where: { email } });
    // Verify against a dummy hash for unknown accounts so timing does not reveal which exist.
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !ok || !user.active) {
      await this.d.limits.add('loginFailuresPerAccount', email);
      throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    }
    await Promise.all([
      this.d.limits.refund('loginFailuresPerIp', actor.ip),
      this.d.limits.reset('loginFailuresPerAccountAndIp', pair),
      this.d.limits.remember(pair),
    ]);
    const updated = await this.d.db.user.update({
      where: { id: user.id },
      data: { lastLoginAt: new Date() },
    });
    this.d.log.info({ userId: user.id, ip: actor.ip }, 'login');
    return { token: await this.sessions.start(user, actor), user: toPublicUser(updated) };
  }

  /**
   * An account with more failures from anywhere than its threshold is under attack: attempts on it
   * wait longer with every further failure, unless they come from an address that signed into it
   * in the last two weeks or has failed nowhere (the owner's), which go through at once. Refusing
   * instead would let anyone lock the owner out.
   */
  async #slowDownIfAttacked(email: string, ip: string, pair: string): Promise<void> {
    const { stepMs, maxMs } = this.d.config.loginSlowdown;
    const limits = this.d.limits;
    const over =
      (await limits.used('loginFailuresPerAccount', email)) - limits.points('loginFailuresPerAccount') + 1;
    if (over <= 0 || stepMs <= 0) return;
    if (await limits.isKnown(pair)) return;
    // This attempt's own point is already counted.
    if ((await limits.used('loginFailuresPerIp', ip)) <= 1) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(maxMs, stepMs * over)));
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
  async requestRecovery(emailInput: string, actor: Actor): Promise<void> {
    const email = normaliseEmail(String(emailInput ?? '').trim());
    if (emailError(email))
      throw invalidInput('Please enter a valid e-mail address.', {
        email: 'Please enter a valid e-mail address.',
      });
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

  async setNewPassword(userId: string, linkToken: string, password: string): Promise<void> {
    const claims = await this.d.tokens.verifyReset(String(linkToken ?? ''));
    if (!claims || claims.userId !== userId) throw invalidInput(INVALID_LINK);
    const problem = passwordProblem(String(password ?? ''));
    if (problem) throw invalidInput(problem, { password: problem });
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
    });
    this.d.log.info({ userId }, 'password reset');
  }

  /** Changes the viewer's own password, ends their other sessions and returns a fresh token. */
  async changePassword(actor: Actor, currentPassword: string, newPassword: string): Promise<LoginResult> {
    const v = requireViewer(actor.viewer);
    await this.#checkCurrentPassword(v, currentPassword, actor.ip);
    const problem = passwordProblem(String(newPassword ?? ''));
    if (problem) throw invalidInput(problem, { newPassword: problem });
    const updated = await this.d.db.user.update({
      where: { id: v.id },
      data: { passwordHash: await hashPassword(newPassword), tokenVersion: { increment: 1 } },
    });
    // The bump ends every session; this device goes on with a fresh token for its own.
    return { token: await this.sessions.renew(v.sessionId, updated), user: toPublicUser(updated) };
  }

  /**
   * Changes the viewer's own sign-in e-mail, which needs their current password (an open session
   * alone is not enough), and tells the old address, so a hijacked account does not change hands
   * silently. Sessions go on.
   */
  async changeEmail(actor: Actor, currentPassword: string, newEmail: string): Promise<PublicUser> {
    const v = requireViewer(actor.viewer);
    const user = await this.#checkCurrentPassword(v, currentPassword, actor.ip);
    const email = normaliseEmail(String(newEmail ?? '').trim());
    if (emailError(email))
      throw invalidInput('Please enter a valid e-mail address.', {
        email: 'Please enter a valid e-mail address.',
      });
    if (email === user.email)
      throw invalidInput('This is already your e-mail address.', {
        email: 'This is already your e-mail address.',
      });
    if (await this.d.db.user.findUnique({ where: { email } })) {
      throw new AppError('CONFLICT', 'A user with this e-mail already exists.', {
        fields: { email: 'A user with this e-mail already exists.' },
      });
    }
    const updated = await this.d.db.$transaction(async (tx) => {
      const changed = await tx.user.update({ where: { id: user.id }, data: { email } });
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

  /**
   * The current password, checked under the sign-in limits of this account and address: a stolen
   * token must not turn the profile into a way to guess the password without limit.
   */
  async #checkCurrentPassword(v: Viewer, currentPassword: string, ip: string) {
    const user = await this.d.db.user.findUniqueOrThrow({ where: { id: v.id } });
    const pair = `${user.email}|${ip}`;
    await this.d.limits.consume('loginFailuresPerAccountAndIp', pair);
    if (!(await verifyPassword(user.passwordHash, String(currentPassword ?? '')))) {
      await this.d.limits.add('loginFailuresPerAccount', user.email);
      throw invalidInput(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    await this.d.limits.reset('loginFailuresPerAccountAndIp', pair);
    return user;
  }
}
