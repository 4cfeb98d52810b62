import type { Deps } from './deps.ts';

/** One counted attempt at proving who someone is: settle it as a success or a failure. */
export type SignInAttempt = {
  succeeded: () => Promise<void>;
  failed: () => Promise<void>;
};

/**
 * The sign-in limits of decision 016, for every way of proving who one is: a password, an
 * authenticator-app code, a recovery code or a passkey. Only failures count: too many from one
 * address, or from one address against one account, refuse that address (429); many against one
 * account from anywhere slow the failing addresses down, while an address that is not failing (or
 * signed into this account lately) gets in at once.
 */
export class SignInLimits {
  constructor(private readonly d: Deps) {}

  /**
   * Takes this attempt's points before anything is checked, so parallel attempts cannot slip past a
   * used-up budget; a success gives them back. `email` is the account tried.
   */
  async begin(email: string, ip: string): Promise<SignInAttempt> {
    const limits = this.d.limits;
    const pair = `${email}|${ip}`;
    await limits.consume('loginFailuresPerIp', ip);
    try {
      await limits.consume('loginFailuresPerAccountAndIp', pair);
    } catch (err) {
      await limits.refund('loginFailuresPerIp', ip);
      throw err;
    }
    await this.#slowDownIfAttacked(email, ip, pair);
    return {
      succeeded: async () => {
        await Promise.all([
          limits.refund('loginFailuresPerIp', ip),
          limits.reset('loginFailuresPerAccountAndIp', pair),
          limits.remember(pair),
        ]);
      },
      failed: () => limits.add('loginFailuresPerAccount', email),
    };
  }

  /**
   * A password-free passkey sign-in names no account before it is verified: it counts against the
   * address only, and a success is then credited to the account it turned out to be.
   */
  async beginWithoutAccount(ip: string): Promise<{
    succeeded: (email: string) => Promise<void>;
    failed: () => Promise<void>;
  }> {
    const limits = this.d.limits;
    await limits.consume('loginFailuresPerIp', ip);
    return {
      succeeded: async (email) => {
        const pair = `${email}|${ip}`;
        await Promise.all([
          limits.refund('loginFailuresPerIp', ip),
          limits.reset('loginFailuresPerAccountAndIp', pair),
          limits.remember(pair),
        ]);
      },
      failed: async () => {},
    };
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
}
