import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import type { S3Storage } from '../env.ts';
import { notFound, unavailable } from '../errors.ts';
import type { KeptFile, StorageDriver } from './driver.ts';

type SdkError = Error & { $metadata?: { httpStatusCode?: number }; Code?: string };

const statusOf = (err: unknown) => (err as SdkError)?.$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  statusOf(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as SdkError)?.name);
/** No answer at all (refused, reset, timed out) or the store's own failure: worth a retry later. */
const isOutage = (err: unknown) => {
  const status = statusOf(err);
  return status === undefined || status >= 500;
};

/**
 * Files as private objects in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver), so every
 * instance sees the same files. Objects are written without an ACL (private to the bucket's
 * owner) and are only ever read by the app: no URL of the bucket reaches a visitor.
 */
export class S3Driver implements StorageDriver {
  readonly kind = 's3';
  readonly client: S3Client;
  readonly #log: Logger;

  constructor(
    private readonly cfg: S3Storage,
    log: Logger,
  ) {
    this.#log = log.child({ component: 'storage', bucket: cfg.bucket });
    this.client = new S3Client({
      region: cfg.region,
      endpoint: cfg.endpoint,
      forcePathStyle: cfg.forcePathStyle,
      // A copy: the SDK writes its own bookkeeping into the object it is given.
      credentials: cfg.credentials && { ...cfg.credentials },
      // The SDK's default (since 3.729) sends streamed bodies as aws-chunked with a trailing CRC32,
      // which several S3-compatible stores do not understand: s3rver, for one, keeps the chunk
      // framing as part of the file. We send our own SHA-256 instead (see put), which S3 verifies.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer costs seconds, not the request's whole life.
      requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
      maxAttempts: 3,
    });
  }

  key(id: string): string {
    return `${this.cfg.prefix}${id}`;
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.cfg.bucket }));
    } catch (err) {
      const where = this.cfg.endpoint ? ` at ${this.cfg.endpoint}` : '';
      const why = statusOf(err) ? `HTTP ${statusOf(err)} ${(err as Error).name}` : (err as Error).message;
      throw new Error(
        `STORAGE=s3: the bucket "${this.cfg.bucket}"${where} cannot be used (${why}). ` +
          'Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the access keys.',
        { cause: err },
      );
    }
  }

  async put(id: string, tmpFile: string, file: KeptFile): Promise<void> {
    // The file is checked and at most the upload limit (5 MB), and the executable check has just
    // read it whole: sending it as bytes lets the SDK retry a failed attempt, which a consumed
    // stream could not.
    const body = await fsp.readFile(tmpFile);
    await this.#call('put', id, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.cfg.bucket,
          Key: this.key(id),
          Body: body,
          ContentLength: file.size,
          ContentType: file.mimeType,
          ChecksumSHA256: Buffer.from(file.sha256, 'hex').toString('base64'),
        }),
      ),
    );
  }

  async open(id: string): Promise<Readable> {
    const res = await this.#call('open', id, () =>
      this.client.send(new GetObjectCommand({ Bucket: this.cfg.bucket, Key: this.key(id) })),
    );
    // In Node the SDK answers with the HTTP response itself: the bytes stream through, unbuffered.
    if (!(res.Body instanceof Readable)) throw new Error('S3 GetObject answered without a body stream');
    return res.Body;
  }

  async remove(id: string): Promise<void> {
    await this.#call('remove', id, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.cfg.bucket, Key: this.key(id) })),
    );
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  /** A missing object is a 404; a store that is down or failing a 503 with Retry-After; else a bug. */
  async #call<T>(op: string, id: string, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (err) {
      if (op !== 'put' && isMissing(err)) throw notFound('File');
      if (isOutage(err)) {
        this.#log.warn({ err, op, id }, 'file storage unavailable');
        throw Object.assign(unavailable(), { cause: err });
      }
      throw err;
    }
  }
}
