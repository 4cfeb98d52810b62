import type { Db, Prisma } from '../db.ts';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from '../security/recovery-codes.ts';

type Store = Db | Prisma.TransactionClient;

/** Replaces a user's recovery codes with ten new ones and returns them: the only time they are readable. */
export async function replaceRecoveryCodes(db: Store, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(normaliseRecoveryCode(code)!) })),
  });
  return codes;
}

/**
 * New codes when a factor is added and the user holds none they could still use (their first
 * factor, or all ten spent); null when they already have codes, which stay valid.
 */
export async function recoveryCodesForNewFactor(db: Store, userId: string): Promise<string[] | null> {
  const left = await db.recoveryCode.count({ where: { userId, usedAt: null } });
  return left > 0 ? null : replaceRecoveryCodes(db, userId);
}

export const recoveryCodesLeft = (db: Store, userId: string) =>
  db.recoveryCode.count({ where: { userId, usedAt: null } });

/**
 * Spends one code: true when it was one of the user's unused codes. The update is conditional on
 * `usedAt` still being empty, so a code works once even when two instances get it at once.
 */
export async function spendRecoveryCode(db: Store, userId: string, input: string): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (!code) return false;
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}
