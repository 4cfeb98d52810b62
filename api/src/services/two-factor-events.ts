import type { Logger } from 'pino';
import { describeDevice } from '../security/device.ts';
import { recordAudit, type AuditDb, type AuditDetails } from './audit.ts';
import type { Actor } from './deps.ts';

/** The account an event is about (and, for its own changes, who acted). */
export type Account = { id: string; email: string };

/** A second factor, named as the audit log shows it: never its secret or public key. */
export type Factor = { kind: 'TOTP' } | { kind: 'PASSKEY'; id: string; name: string };

/** What the owner's reset or the reset script took off an account. */
export type Cleared = { authenticatorApp: boolean; passkeys: number };

// The token's amr names (decision 031) in words; "mfa" only says that two of them were used.
const METHOD_NAMES: Record<string, string> = {
  pwd: 'password',
  otp: 'authenticator app',
  webauthn: 'passkey',
  recovery: 'recovery code',
};
const FAILED_METHOD: Record<string, string> = {
  TOTP: 'an authenticator code',
  RECOVERY_CODE: 'a recovery code',
  PASSKEY: 'a passkey',
};

const methodsInWords = (amr: readonly string[]) =>
  amr
    .map((m) => METHOD_NAMES[m])
    .filter(Boolean)
    .join(' + ');
const factorName = (f: Factor) => (f.kind === 'TOTP' ? 'the authenticator app' : `the passkey “${f.name}”`);
const factorDetails = (f: Factor): AuditDetails =>
  f.kind === 'TOTP' ? { kind: f.kind } : { kind: f.kind, passkeyId: f.id };
const userTarget = (u: Account) => ({ type: 'user' as const, id: u.id, label: u.email });
const otherDevices = (n: number) => `signed out ${n} other ${n === 1 ? 'device' : 'devices'}`;

/**
 * The security events of two-factor sign-in, each in one named place: every service that causes one
 * calls it here, and each goes to the log and the audit log (decision 030). Pass the transaction of
 * the change an event describes, so neither is kept without the other. Never a code, secret, key or
 * ticket in here: ids, kinds, names and counts only.
 */
export class TwoFactorEvents {
  constructor(private readonly log: Pick<Logger, 'info' | 'warn'>) {}

  /** A user added a factor (an authenticator app confirmed, a passkey registered). */
  async factorAdded(
    db: AuditDb,
    actor: Actor,
    user: Account,
    factor: Factor,
    opts: { atSignIn?: boolean } = {},
  ): Promise<void> {
    this.log.info(
      { event: 'factor.added', userId: user.id, ...factorDetails(factor), ip: actor.ip },
      'second factor added',
    );
    await recordAudit(db, {
      action: 'TWO_FACTOR_ADDED',
      by: actor,
      user,
      target: userTarget(user),
      summary: `Added ${factorName(factor)}${opts.atSignIn ? ' while signing in, as the role requires' : ''}`,
      details: factorDetails(factor),
    });
  }

  /** A user removed a factor; `ended` of their other sessions were ended with it. */
  async factorRemoved(
    db: AuditDb,
    actor: Actor,
    user: Account,
    factor: Factor,
    ended: number,
  ): Promise<void> {
    this.log.info(
      { event: 'factor.removed', userId: user.id, ...factorDetails(factor), ended, ip: actor.ip },
      'second factor removed',
    );
    await recordAudit(db, {
      action: 'TWO_FACTOR_REMOVED',
      by: actor,
      user,
      target: userTarget(user),
      summary: `Removed ${factorName(factor)}; ${otherDevices(ended)}`,
      details: { ...factorDetails(factor), ended },
    });
  }

  /** A user replaced their recovery codes with ten new ones. */
  async recoveryCodesRenewed(db: AuditDb, actor: Actor, user: Account): Promise<void> {
    this.log.info({ event: 'recovery.renewed', userId: user.id, ip: actor.ip }, 'recovery codes renewed');
    await recordAudit(db, {
      action: 'RECOVERY_CODES_RENEWED',
      by: actor,
      user,
      target: userTarget(user),
      summary: 'Created new recovery codes; the old ones stopped working',
    });
  }

  /** A recovery code signed someone in: `left` codes remain, `ended` other sessions were ended. */
  async recoveryCodeUsed(
    db: AuditDb,
    actor: Actor,
    user: Account,
    left: number,
    ended: number,
  ): Promise<void> {
    this.log.warn(
      { event: 'recovery.used', userId: user.id, left, ended, ip: actor.ip },
      'recovery code used',
    );
    await recordAudit(db, {
      action: 'RECOVERY_CODE_USED',
      by: actor,
      user,
      target: userTarget(user),
      summary: `Used a recovery code to sign in (${left} left); ${otherDevices(ended)}`,
      details: { left, ended },
    });
  }

  /**
   * Every factor of a user was removed and their sessions ended: by the owner on the Users screen
   * (the user was e-mailed), or by scripts/reset-two-factor.ts from the server's shell ('system').
   */
  async factorsReset(db: AuditDb, by: Actor | 'system', user: Account, cleared: Cleared): Promise<void> {
    const byOwner = by !== 'system';
    this.log.warn(
      { event: 'factors.reset', by: byOwner ? by.viewer?.id : 'script', userId: user.id, ...cleared },
      'second factors reset',
    );
    await recordAudit(db, {
      action: 'TWO_FACTOR_RESET',
      by,
      target: userTarget(user),
      summary: byOwner
        ? `Reset the two-step sign-in of ${user.email}; every session ended and they were e-mailed`
        : `Reset the two-step sign-in of ${user.email} from the server (scripts/reset-two-factor.ts); every session ended`,
      details: { ...cleared, ...(byOwner ? {} : { via: 'scripts/reset-two-factor.ts' }) },
    });
  }

  /** The owner changed which roles must sign in with two factors. */
  async policyChanged(
    db: AuditDb,
    actor: Actor,
    before: readonly string[],
    after: readonly string[],
  ): Promise<void> {
    this.log.info(
      { event: 'policy.changed', by: actor.viewer?.id, before, requiredRoles: after, ip: actor.ip },
      'two-factor policy changed',
    );
    await recordAudit(db, {
      action: 'TWO_FACTOR_POLICY_CHANGED',
      by: actor,
      target: { type: 'system', label: 'Two-step sign-in' },
      summary: after.length
        ? `Two-step sign-in is now required for ${after.join(', ')}`
        : 'Two-step sign-in is now required for no role',
      details: { roles: after, before },
    });
  }

  /** Any completed sign-in, once; `amr` says how (a password alone, or with a second factor, or a passkey). */
  async signedIn(db: AuditDb, actor: Actor, user: Account, amr: readonly string[]): Promise<void> {
    this.log.info({ event: 'signin', userId: user.id, amr, ip: actor.ip }, 'login');
    const how = amr.length === 1 && amr[0] === 'pwd' ? '' : ` with ${methodsInWords(amr)}`;
    await recordAudit(db, {
      action: 'SIGN_IN',
      by: actor,
      user,
      target: userTarget(user),
      summary: `Signed in${how} (${describeDevice(actor.userAgent)})`,
      details: { methods: amr },
    });
  }

  /**
   * A wrong second factor at sign-in (a code, recovery code or passkey), after a right password; or
   * a refused password-free passkey, whose account may be unknown. Who tried is not proven, so the
   * entry names the account as its target only.
   */
  async secondFactorFailed(db: AuditDb, actor: Actor, user: Account | null, method: string): Promise<void> {
    this.log.info(
      { event: 'signin.factor-failed', userId: user?.id, method, ip: actor.ip },
      'second factor refused',
    );
    const what = FAILED_METHOD[method] ?? method;
    await recordAudit(db, {
      action: 'SECOND_FACTOR_FAILED',
      by: actor,
      target: user ? userTarget(user) : undefined,
      summary: user
        ? `Refused ${what} for ${user.email}`
        : `Refused ${what} that belongs to no active account`,
      details: { method },
    });
  }
}
