import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { passkeyNaming } from '@agency/schema/two-factor';
import {
  challengeOf,
  parseCredentialResponse,
  relyingParty,
  type RelyingParty,
} from '../security/webauthn.ts';
import type { ChallengeRow, Challenges } from './challenges.ts';
import type { Prisma } from '../db.ts';
import type { Deps } from './deps.ts';
import { parseInput } from './input.ts';
import { AppError, invalidInput, notFound } from '../errors.ts';
import { recoveryCodesForNewFactor } from './recovery-codes.ts';

/** How long the browser's passkey prompt may stay open. */
const CHALLENGE_TTL_SECONDS = 5 * 60;
const EXPIRED = 'This passkey request has expired or was already used. Please try again.';
const NOT_VERIFIED = 'The passkey could not be verified. Please try again.';

export type PasskeyInfo = {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  /** True for a passkey synced between devices (e.g. through a password manager). */
  synced: boolean;
};

type PasskeyRow = {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  deviceType: string;
};
const toInfo = (p: PasskeyRow): PasskeyInfo => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt,
  synced: p.deviceType === 'multiDevice',
});

const transportsOf = (stored: string) =>
  (stored ? stored.split(',') : undefined) as
    ('usb' | 'nfc' | 'ble' | 'internal' | 'hybrid' | 'cable' | 'smart-card')[] | undefined;

/**
 * Passkeys and security keys (WebAuthn, through SimpleWebAuthn). Challenges live in the database,
 * are taken (deleted) before an answer is verified and expire after five minutes, so each works
 * once and on any instance. The relying party is SITE_URL's host and origin.
 */
export class PasskeyFactor {
  constructor(
    private readonly d: Deps,
    private readonly challenges: Challenges,
  ) {}

  get rp(): RelyingParty {
    return relyingParty(this.d.config.siteUrl, this.d.config.site.name);
  }

  async list(userId: string): Promise<PasskeyInfo[]> {
    const rows = await this.d.db.passkey.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
    return rows.map(toInfo);
  }

  async registrationOptions(user: {
    id: string;
    email: string;
    name: string;
  }): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.d.db.passkey.findMany({ where: { userId: user.id } });
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: user.email,
      userDisplayName: user.name,
      // The account id (opaque, no personal data) is the user handle a discoverable passkey returns.
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
      // Discoverable when the authenticator can, so the key also signs in without a password.
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: CHALLENGE_TTL_SECONDS * 1000,
    });
    await this.challenges.create('PASSKEY_REGISTER', {
      id: options.challenge,
      userId: user.id,
      ttlSeconds: CHALLENGE_TTL_SECONDS,
    });
    return options;
  }

  /**
   * Verifies the browser's answer to registrationOptions and stores the passkey; `record` writes the
   * audit entry in the same transaction.
   */
  async register(
    userId: string,
    responseText: string,
    nameInput: string | null | undefined,
    record: (tx: Prisma.TransactionClient, passkey: PasskeyInfo) => Promise<void>,
  ): Promise<{ passkey: PasskeyInfo; recoveryCodes: string[] | null }> {
    const { name } = parseInput(passkeyNaming, { name: nameInput });
    const response = parseCredentialResponse(responseText, 'registration');
    const challenge = challengeOf(response);
    const row = challenge ? await this.challenges.consume('PASSKEY_REGISTER', challenge) : null;
    if (!row || row.userId !== userId) throw invalidInput(EXPIRED, { response: EXPIRED });
    let info;
    try {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: row.id,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        // As a second factor a plain security key (presence only) is enough; a password-free
        // sign-in asks for user verification itself.
        requireUserVerification: false,
      });
      if (!result.verified) throw new Error('not verified');
      info = result.registrationInfo;
    } catch (err) {
      this.d.log.info({ err, userId }, 'passkey registration refused');
      throw invalidInput(NOT_VERIFIED, { response: NOT_VERIFIED });
    }
    const { credential } = info;
    if (await this.d.db.passkey.findUnique({ where: { id: credential.id } }))
      throw new AppError('CONFLICT', 'This passkey is already registered.');
    return this.d.db.$transaction(async (tx) => {
      const passkey = await tx.passkey.create({
        data: {
          id: credential.id,
          userId,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: BigInt(credential.counter),
          transports: (credential.transports ?? []).join(','),
          name,
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
        },
      });
      const recoveryCodes = await recoveryCodesForNewFactor(tx, userId);
      await record(tx, toInfo(passkey));
      return { passkey: toInfo(passkey), recoveryCodes };
    });
  }

  /**
   * Options for signing in: with a user (the second step after a password) only their passkeys are
   * offered; without one (a password-free sign-in) the browser offers any passkey it holds for this
   * site, and the person must verify themselves on the device (PIN or biometrics).
   */
  async authenticationOptions(
    userId: string | null,
    data: Record<string, unknown> = {},
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const allow = userId ? await this.d.db.passkey.findMany({ where: { userId } }) : undefined;
    if (allow && allow.length === 0) throw notFound('Passkey');
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      allowCredentials: allow?.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
      userVerification: userId ? 'preferred' : 'required',
      timeout: CHALLENGE_TTL_SECONDS * 1000,
    });
    await this.challenges.create('PASSKEY_SIGN_IN', {
      id: options.challenge,
      userId,
      data,
      ttlSeconds: CHALLENGE_TTL_SECONDS,
    });
    return options;
  }

  /**
   * Reads a sign-in answer and takes its challenge, so it can never be answered twice. A malformed
   * answer is a 400; an unknown, expired or used challenge too (the person just tries again).
   */
  async takeSignInChallenge(
    responseText: string,
  ): Promise<{ response: AuthenticationResponseJSON; challenge: ChallengeRow }> {
    const response = parseCredentialResponse(responseText, 'authentication');
    const id = challengeOf(response);
    const challenge = id ? await this.challenges.consume('PASSKEY_SIGN_IN', id) : null;
    if (!challenge) throw invalidInput(EXPIRED, { response: EXPIRED });
    return { response, challenge };
  }

  /**
   * Verifies a sign-in answer against its (taken) challenge: the passkey's owner when it is one of
   * ours, signed for this site, and (for the challenge's user, if it names one) theirs; else null.
   */
  async verifySignIn(
    response: AuthenticationResponseJSON,
    challenge: ChallengeRow,
    requireUserVerification: boolean,
  ): Promise<{ userId: string; passkeyId: string } | null> {
    const passkey = await this.d.db.passkey.findUnique({ where: { id: String(response.id) } });
    if (!passkey || (challenge.userId && passkey.userId !== challenge.userId)) return null;
    const handle = response.response.userHandle;
    if (handle && isoBase64URL.toUTF8String(handle) !== passkey.userId) return null;
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.id,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        credential: {
          id: passkey.id,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: Number(passkey.counter),
          transports: transportsOf(passkey.transports),
        },
        requireUserVerification,
      });
      if (!result.verified) return null;
      // Conditional on the counter read, so a cloned key racing the real one cannot both pass.
      const { count } = await this.d.db.passkey.updateMany({
        where: { id: passkey.id, counter: passkey.counter },
        data: { counter: BigInt(result.authenticationInfo.newCounter), lastUsedAt: new Date() },
      });
      if (count !== 1) return null;
    } catch (err) {
      this.d.log.info({ err, passkeyId: passkey.id }, 'passkey sign-in refused');
      return null;
    }
    return { userId: passkey.userId, passkeyId: passkey.id };
  }

  /** Removes one of the user's passkeys. */
  async remove(userId: string, id: string, db: Prisma.TransactionClient): Promise<void> {
    const { count } = await db.passkey.deleteMany({ where: { id, userId } });
    if (count !== 1) throw notFound('Passkey');
  }
}
