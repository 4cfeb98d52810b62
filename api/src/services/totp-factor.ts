import { newTotpSecret, qrCodeSvg, totpStep, totpUri } from '../security/totp.ts';
import { randomToken, type Challenges } from './challenges.ts';
import type { Prisma } from '../db.ts';
import type { Deps } from './deps.ts';
import { AppError, invalidInput } from '../errors.ts';
import { recoveryCodesForNewFactor } from './recovery-codes.ts';

/** Time to open the app, scan the code and type the first code. */
const SETUP_TTL_SECONDS = 15 * 60;
const SETUP_EXPIRED = 'This set-up has expired. Please start again.';
const WRONG_SETUP_CODE = 'That code is not right. Type the six digits your app shows now.';
const ALREADY = 'An authenticator app is already set up. Remove it first to set up another.';

export type TotpSetup = {
  /** Names this set-up when confirming it. */
  setupId: string;
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: string;
  /** The otpauth:// link the QR code holds. */
  uri: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
};

/**
 * The authenticator-app factor (TOTP, RFC 6238). A set-up keeps its secret in the database until the
 * first code confirms it, so a scan that never finishes leaves nothing switched on.
 */
export class TotpFactor {
  constructor(
    private readonly d: Deps,
    private readonly challenges: Challenges,
  ) {}

  async start(user: { id: string; email: string; totpSecret: string | null }): Promise<TotpSetup> {
    if (user.totpSecret) throw new AppError('CONFLICT', ALREADY);
    const secret = newTotpSecret();
    const setupId = randomToken(18);
    await this.challenges.create('TOTP_SETUP', {
      id: setupId,
      userId: user.id,
      data: { secret },
      ttlSeconds: SETUP_TTL_SECONDS,
    });
    const uri = totpUri(this.d.config.site.name, user.email, secret);
    return { setupId, secret, uri, qrSvg: await qrCodeSvg(uri) };
  }

  /**
   * Switches the app on once its first code is right, and returns new recovery codes when the user
   * had none left to use (null when their codes stay). `record` writes the audit entry in the same
   * transaction.
   */
  async confirm(
    userId: string,
    setupId: string,
    code: string,
    record: (tx: Prisma.TransactionClient) => Promise<void>,
  ): Promise<{ recoveryCodes: string[] | null }> {
    const setup = await this.challenges.peek('TOTP_SETUP', String(setupId ?? ''));
    if (!setup || setup.userId !== userId) throw invalidInput(SETUP_EXPIRED, { setupId: SETUP_EXPIRED });
    const secret = String(setup.data.secret ?? '');
    const step = await totpStep(secret, code);
    if (step === null) throw invalidInput(WRONG_SETUP_CODE, { code: WRONG_SETUP_CODE });
    if (!(await this.challenges.consume('TOTP_SETUP', setup.id)))
      throw invalidInput(SETUP_EXPIRED, { setupId: SETUP_EXPIRED });
    return this.d.db.$transaction(async (tx) => {
      // Only if none was switched on meanwhile (another tab's set-up).
      const { count } = await tx.user.updateMany({
        where: { id: userId, totpSecret: null },
        // The confirming code is spent like any other: it cannot sign in afterwards.
        data: { totpSecret: secret, totpLastStep: step, totpEnabledAt: new Date() },
      });
      if (count !== 1) throw new AppError('CONFLICT', ALREADY);
      const recoveryCodes = await recoveryCodesForNewFactor(tx, userId);
      await record(tx);
      return { recoveryCodes };
    });
  }

  /**
   * True when the code is the user's current one and has not been used: the accepted time step is
   * recorded by a conditional update, so a code works once even if two instances see it together.
   */
  async check(userId: string, code: string): Promise<boolean> {
    const user = await this.d.db.user.findUnique({
      where: { id: userId },
      select: { totpSecret: true, totpLastStep: true },
    });
    if (!user?.totpSecret) return false;
    const step = await totpStep(user.totpSecret, code, user.totpLastStep);
    if (step === null) return false;
    const { count } = await this.d.db.user.updateMany({
      where: {
        id: userId,
        totpSecret: user.totpSecret,
        OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }],
      },
      data: { totpLastStep: step },
    });
    return count === 1;
  }

  /** Switches the app off; false when there was none. */
  async remove(userId: string, db: Prisma.TransactionClient): Promise<boolean> {
    const { count } = await db.user.updateMany({
      where: { id: userId, totpSecret: { not: null } },
      data: { totpSecret: null, totpLastStep: null, totpEnabledAt: null },
    });
    return count === 1;
  }
}
