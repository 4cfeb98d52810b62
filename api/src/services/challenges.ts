import { createHash, randomBytes } from 'node:crypto';
import type { Db, Prisma } from '../db.ts';

/**
 * The kinds of short-lived state sign-in and enrolment keep (decision 031):
 * - SIGN_IN: a ticket for the step after the password (a second factor, or enrolment).
 * - TOTP_SETUP: an authenticator-app secret shown but not yet confirmed with a code.
 * - PASSKEY_REGISTER / PASSKEY_SIGN_IN: WebAuthn challenges.
 */
export type ChallengeKind = 'SIGN_IN' | 'TOTP_SETUP' | 'PASSKEY_REGISTER' | 'PASSKEY_SIGN_IN';

export type ChallengeRow = {
  id: string;
  kind: string;
  userId: string | null;
  data: Record<string, unknown>;
  attempts: number;
  expiresAt: Date;
};

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
/** Tickets are stored by their hash, so a copy of the database holds no ticket that works. */
export const ticketId = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * Single-use, expiring state in the database rather than in memory, so a step begun on one instance
 * can be finished on another. "Consume" deletes the row under its conditions, and only the caller
 * whose delete removed it goes on: two requests racing with one challenge get one success.
 */
export class Challenges {
  constructor(private readonly db: Db) {}

  async create(
    kind: ChallengeKind,
    opts: { id: string; userId: string | null; data?: Record<string, unknown>; ttlSeconds: number },
  ): Promise<void> {
    const now = Date.now();
    // This user's stale rows go now; the hourly sweep takes the rest.
    if (opts.userId)
      await this.db.authChallenge.deleteMany({
        where: { userId: opts.userId, expiresAt: { lt: new Date(now) } },
      });
    await this.db.authChallenge.create({
      data: {
        id: opts.id,
        kind,
        userId: opts.userId,
        data: JSON.stringify(opts.data ?? {}),
        expiresAt: new Date(now + opts.ttlSeconds * 1000),
      },
    });
  }

  /** The row if it exists, is of this kind and has not expired; it stays. */
  async peek(kind: ChallengeKind, id: string): Promise<ChallengeRow | null> {
    if (!id || id.length > 200) return null;
    const row = await this.db.authChallenge.findUnique({ where: { id } });
    if (!row || row.kind !== kind || row.expiresAt.getTime() <= Date.now()) return null;
    return { ...row, data: parseData(row.data) };
  }

  /** The row, removed so nobody can use it again; null when missing, expired or already taken. */
  async consume(kind: ChallengeKind, id: string): Promise<ChallengeRow | null> {
    const row = await this.peek(kind, id);
    if (!row) return null;
    const { count } = await this.db.authChallenge.deleteMany({
      where: { id, kind, expiresAt: { gt: new Date() } },
    });
    return count === 1 ? row : null;
  }

  /**
   * Counts one wrong answer against a row; false once it has had `max` (the row is then removed).
   * Conditional, so parallel wrong answers cannot exceed the budget.
   */
  async countFailure(id: string, max: number): Promise<boolean> {
    const { count } = await this.db.authChallenge.updateMany({
      where: { id, attempts: { lt: max - 1 } },
      data: { attempts: { increment: 1 } },
    });
    if (count === 1) return true;
    await this.db.authChallenge.deleteMany({ where: { id } });
    return false;
  }

  /** Removes every pending challenge of a user (their last factor went); pass the change's transaction. */
  async removeAllOf(userId: string, db: Prisma.TransactionClient): Promise<void> {
    await db.authChallenge.deleteMany({ where: { userId } });
  }

  /** Deletes expired rows; run by the hourly sweep. */
  async sweepExpired(): Promise<number> {
    const { count } = await this.db.authChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    return count;
  }
}

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
