/**
 * A software WebAuthn authenticator for API tests: real P-256 keys (node:crypto), real CBOR
 * attestation objects ("none" attestation) and real ES256 assertion signatures, so the server's
 * SimpleWebAuthn verification runs exactly as it does for a browser's answer.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

type Credential = {
  id: Buffer;
  privateKey: KeyObject;
  /** The user handle (base64url) the registration options named. */
  userHandle: string;
  rpId: string;
  counter: number;
};

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// Authenticator data flags (WebAuthn §6.1).
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  /** `origin` is what the "browser" reports; `userVerified` whether the device checked a PIN. */
  constructor(
    private readonly origin: string,
    private readonly userVerified = true,
  ) {}

  /** Answers PublicKeyCredentialCreationOptionsJSON as @simplewebauthn/browser's startRegistration would. */
  create(optionsJson: string, opts: { origin?: string } = {}) {
    const options = JSON.parse(optionsJson);
    const rpId: string = options.rp.id;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = randomBytes(32);
    const credential: Credential = { id, privateKey, userHandle: options.user.id, rpId, counter: 0 };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | AT | (this.userVerified ? UV : 0)]),
      Buffer.alloc(4), // sign count 0
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: opts.origin ?? this.origin,
      crossOrigin: false,
    });
    this.credentials.push(credential);
    return JSON.stringify({
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }

  /**
   * Answers PublicKeyCredentialRequestOptionsJSON as startAuthentication would: with the first
   * allowed credential it holds, or (no allow list: a password-free sign-in) its newest one.
   */
  get(optionsJson: string, opts: { origin?: string; signWith?: KeyObject; userVerified?: boolean } = {}) {
    const options = JSON.parse(optionsJson);
    const allowed: string[] = (options.allowCredentials ?? []).map((c: { id: string }) => c.id);
    const credential = allowed.length
      ? this.credentials.find((c) => allowed.includes(b64url(c.id)))
      : this.credentials.filter((c) => c.rpId === options.rpId).at(-1);
    if (!credential) throw new Error('The authenticator holds no credential for these options.');
    credential.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(credential.counter);
    const verified = opts.userVerified ?? this.userVerified;
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([UP | (verified ? UV : 0)]), count]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: opts.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    // ES256: ECDSA over authenticatorData || SHA-256(clientDataJSON), DER-encoded (node's default).
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      opts.signWith ?? credential.privateKey,
    );
    return JSON.stringify({
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }
}

/** A key that belongs to no registered passkey, for forged signatures. */
export const strangerKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
