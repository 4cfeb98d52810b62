import { randomBytes } from 'node:crypto';
import { describeDevice } from '../security/device.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requireViewer } from './access.ts';
import { recordAudit } from './audit.ts';
import type { Prisma } from '../db.ts';
import { toViewer } from './users-shared.ts';

/** How stale lastSeenAt may get: using a token writes to the database at most this often. */
const LAST_SEEN_EVERY_MS = 60_000;

export type SessionInfo = {
  id: string;
  device: string;
  ip: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the token that asked. */
  current: boolean;
  /** How it signed in (decision 031): pwd, otp, webauthn, recovery, mfa. */
  amr: string[];
};

export const parseAmr = (stored: string): string[] => stored.split(',').filter(Boolean);

/**
 * Server-side sessions behind the staff bearer tokens. Each sign-in starts one; the token names it
 * (`sid`), so a token works only while its session does: signing out ends it at once, and the
 * user's token version still ends all of them (password change or reset, role change,
 * deactivation, "end sessions"). See decision 016.
 */
export class SessionsService {
  constructor(private readonly d: Deps) {}

  /**
   * Starts a session for a user who has just proved who they are and returns its bearer token.
   * `amr` says how (decision 031); the session keeps it, and every token of the session carries it.
   */
  async start(
    user: { id: string; tokenVersion: number },
    actor: Actor,
    amr: readonly string[] = ['pwd'],
  ): Promise<{ token: string; sessionId: string }> {
    const now = Date.now();
    // The user's expired rows go now, so the table does not grow with every sign-in.
    await this.d.db.session.deleteMany({ where: { userId: user.id, expiresAt: { lt: new Date(now) } } });
    const id = randomBytes(18).toString('base64url');
    await this.d.db.session.create({
      data: {
        id,
        userId: user.id,
        tokenVersion: user.tokenVersion,
        device: describeDevice(actor.userAgent),
        userAgent: (actor.userAgent ?? '').slice(0, 500),
        ip: actor.ip,
        expiresAt: new Date(now + this.d.tokens.accessTtlSeconds * 1000),
        amr: amr.join(','),
      },
    });
    return { token: await this.d.tokens.issueAccess(user.id, user.tokenVersion, id, amr), sessionId: id };
  }

  /** A fresh token for this session after the user's token version moved on (own password change). */
  async renew(sessionId: string, user: { id: string; tokenVersion: number }): Promise<string> {
    const session = await this.d.db.session.update({
      where: { id: sessionId },
      data: { tokenVersion: user.tokenVersion },
    });
    return this.d.tokens.issueAccess(user.id, user.tokenVersion, sessionId, parseAmr(session.amr));
  }

  /** The staff member behind a bearer token, or null when it is missing, bad, signed out or revoked. */
  async viewerFromToken(token: string | undefined): Promise<Viewer | null> {
    if (!token) return null;
    const claims = await this.d.tokens.verifyAccess(token);
    return claims ? this.viewerOf(claims) : null;
  }

  /**
   * The staff member of a session that is still live, with the roles they have now, or null: for
   * the bearer token and for anything else signed for a session (a download link, decision 037).
   */
  async viewerOf(claims: { userId: string; version: number; sessionId: string }): Promise<Viewer | null> {
    const session = await this.d.db.session.findUnique({
      where: { id: claims.sessionId },
      include: { user: true },
    });
    const now = Date.now();
    if (
      !session ||
      session.userId !== claims.userId ||
      session.revokedAt ||
      session.expiresAt.getTime() <= now
    )
      return null;
    const { user } = session;
    if (!user.active || user.tokenVersion !== claims.version) return null;
    if (now - session.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
      // Not awaited: the request need not wait for bookkeeping. The condition keeps parallel
      // requests from writing it twice.
      void this.d.db.session
        .updateMany({
          where: { id: session.id, lastSeenAt: { lt: new Date(now - LAST_SEEN_EVERY_MS) } },
          data: { lastSeenAt: new Date(now) },
        })
        .catch((err: unknown) => this.d.log.warn({ err }, 'could not record session activity'));
    }
    return toViewer(user, session.id);
  }

  /** Ends the session of the asking token (sign-out). Nothing to do without one. */
  async end(actor: Actor): Promise<void> {
    const viewer = actor.viewer;
    if (!viewer) return;
    await this.d.db.$transaction(async (tx) => {
      const { count } = await tx.session.updateMany({
        where: { id: viewer.sessionId, revokedAt: null },
        data: { revokedAt: new Date() },
      });
      if (count)
        await recordAudit(tx, {
          action: 'SIGN_OUT',
          by: actor,
          target: { type: 'user', id: viewer.id, label: viewer.email },
          summary: 'Signed out',
        });
    });
    this.d.log.info({ userId: viewer.id }, 'signed out');
  }

  /** The viewer's sessions that still work: this one first, then the most recently used. */
  async list(viewer: Viewer | null): Promise<SessionInfo[]> {
    const v = requireViewer(viewer);
    const user = await this.d.db.user.findUniqueOrThrow({ where: { id: v.id } });
    const sessions = await this.d.db.session.findMany({
      where: {
        userId: v.id,
        revokedAt: null,
        expiresAt: { gt: new Date() },
        tokenVersion: user.tokenVersion,
      },
      orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }],
    });
    return sessions
      .map((s) => ({
        id: s.id,
        device: s.device,
        ip: s.ip,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        current: s.id === v.sessionId,
        amr: parseAmr(s.amr),
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** "Sign out everywhere else": ends every other session of the viewer; this one goes on. */
  async endOthers(actor: Actor): Promise<number> {
    const v = requireViewer(actor.viewer);
    const count = await this.d.db.$transaction(async (tx) => {
      const ended = await this.endAllBut(v.id, v.sessionId, tx);
      await recordAudit(tx, {
        action: 'OTHER_SESSIONS_ENDED',
        by: actor,
        target: { type: 'user', id: v.id, label: v.email },
        summary: `Signed out ${ended} other ${ended === 1 ? 'device' : 'devices'}`,
        details: { ended },
      });
      return ended;
    });
    this.d.log.info({ userId: v.id, ended: count }, 'other sessions ended');
    return count;
  }

  /**
   * Ends every session of a user but `keep` (a factor removed, a recovery code used: whoever else
   * holds a session may be the one who took the device). Pass a transaction to end them with the
   * change that calls for it.
   */
  async endAllBut(userId: string, keep: string, db: Prisma.TransactionClient = this.d.db): Promise<number> {
    const { count } = await db.session.updateMany({
      where: { userId, revokedAt: null, id: { not: keep } },
      data: { revokedAt: new Date() },
    });
    return count;
  }
}
