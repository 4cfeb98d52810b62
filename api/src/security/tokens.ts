import { createHmac, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'agency-api';
const ALGORITHMS = ['HS256'];

export type AccessClaims = { userId: string; version: number; sessionId: string; amr: string[] };
export type ResetClaims = { userId: string; resetId: string; version: number };
/** A download link's claims: whose session, and what exactly it may download (decision 037). */
export type DownloadClaims = { userId: string; version: number; sessionId: string; purpose: string };

/**
 * Signed tokens: the staff bearer token, the password-recovery link token and the download-link
 * token (decision 037), plus MACs of paging cursors. Only HS256 is
 * accepted (no "none", no algorithm confusion); each kind has its own audience so one can never
 * stand in for the other. `ver` is the user's token version: bumping it revokes older tokens.
 * `sid` names the server-side session of a staff token, which signing out ends. `amr` (RFC 8176)
 * says how the user signed in: pwd, otp, webauthn, recovery, and mfa when two factors were proved.
 */
export class Tokens {
  readonly #key: Uint8Array;
  readonly #accessTtlSeconds: number;

  constructor(secret: string, accessTtlSeconds: number) {
    this.#key = new TextEncoder().encode(secret);
    this.#accessTtlSeconds = accessTtlSeconds;
  }

  get accessTtlSeconds(): number {
    return this.#accessTtlSeconds;
  }

  issueAccess(userId: string, version: number, sessionId: string, amr: readonly string[]): Promise<string> {
    return this.#sign({ ver: version, sid: sessionId, amr }, userId, 'staff', this.#accessTtlSeconds);
  }

  /** The claims of a valid staff token; tokens from before sessions (no `sid`) are not. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const payload = await this.#verify(token, 'staff');
    if (!payload || typeof payload.ver !== 'number' || typeof payload.sid !== 'string') return null;
    const amr = Array.isArray(payload.amr) ? payload.amr.filter((m) => typeof m === 'string') : ['pwd'];
    return { userId: payload.sub as string, version: payload.ver, sessionId: payload.sid, amr };
  }

  issueReset(userId: string, resetId: string, version: number, ttlSeconds: number): Promise<string> {
    return this.#sign({ ver: version, jti: resetId }, userId, 'password-reset', ttlSeconds);
  }

  async verifyReset(token: string): Promise<ResetClaims | null> {
    const payload = await this.#verify(token, 'password-reset');
    if (!payload || typeof payload.ver !== 'number' || typeof payload.jti !== 'string') return null;
    return { userId: payload.sub as string, resetId: payload.jti, version: payload.ver };
  }

  /**
   * A short-lived download link's token: bound to the session that asked for it (signing out, a
   * password or role change ends it, as for the bearer token) and to one `purpose` (what, with
   * which filters), which the door compares with the request it arrives with.
   */
  issueDownload(
    userId: string,
    version: number,
    sessionId: string,
    purpose: string,
    ttlSeconds: number,
  ): Promise<string> {
    return this.#sign({ ver: version, sid: sessionId, pur: purpose }, userId, 'download', ttlSeconds);
  }

  async verifyDownload(token: string): Promise<DownloadClaims | null> {
    const payload = await this.#verify(token, 'download');
    if (!payload || typeof payload.ver !== 'number' || typeof payload.sid !== 'string') return null;
    if (typeof payload.pur !== 'string') return null;
    return {
      userId: payload.sub as string,
      version: payload.ver,
      sessionId: payload.sid,
      purpose: payload.pur,
    };
  }

  /**
   * A tag proving this server made `data` for `purpose` (a list's paging cursor): HMAC-SHA256 under
   * the signing secret, which every instance shares, cut to 96 bits.
   */
  mac(purpose: string, data: string): string {
    return createHmac('sha256', this.#key)
      .update(`${purpose}\n${data}`)
      .digest()
      .subarray(0, 12)
      .toString('base64url');
  }

  verifyMac(purpose: string, data: string, tag: string): boolean {
    const expected = Buffer.from(this.mac(purpose, data));
    const given = Buffer.from(tag);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  #sign(claims: Record<string, unknown>, subject: string, audience: string, ttlSeconds: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.#key);
  }

  async #verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience,
      });
      return typeof payload.sub === 'string' ? payload : null;
    } catch {
      return null;
    }
  }
}
