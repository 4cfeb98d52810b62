import type { Prisma } from '../db.ts';
import type { Cleared } from './two-factor-events.ts';

/**
 * Takes every second factor off an account and ends its sessions: the authenticator app, passkeys,
 * recovery codes and pending challenges go, and the token version moves on. Called inside a
 * transaction by the owner's reset (TwoFactorService.resetFactors) and by
 * scripts/reset-two-factor.ts, the way back for an owner who lost every factor. Says what went, for
 * the audit entry the caller records in the same transaction.
 */
export async function clearFactors(tx: Prisma.TransactionClient, userId: string) {
  const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { totpSecret: true } });
  const { count: passkeys } = await tx.passkey.deleteMany({ where: { userId } });
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.authChallenge.deleteMany({ where: { userId } });
  const user = await tx.user.update({
    where: { id: userId },
    data: { totpSecret: null, totpLastStep: null, totpEnabledAt: null, tokenVersion: { increment: 1 } },
  });
  const cleared: Cleared = { authenticatorApp: before.totpSecret !== null, passkeys };
  return { user, cleared };
}
