import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { MAX_FILE_BYTES, MESSAGES } from '@agency/schema/forms';
import { AppError } from '../errors.ts';
import type { StorageDriver } from './driver.ts';
import { findExecutable } from './executables.ts';
import { inspectImage } from './images.ts';

export type StoredFile = {
  id: string;
  size: number;
  sha256: string;
  mimeType: string;
  /** Pictures (COVER, IMAGE): the decoded size. */
  width?: number;
  height?: number;
};
/** IMAGE: a picture in an article's text (decision 048), checked as covers are. */
export type FileKind = 'ATTACHMENT' | 'COVER' | 'CARD' | 'IMAGE';

const PICTURE_TYPES = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
  'image/avif': 'image/avif',
};

/** What each kind of upload may be, by its real content (magic bytes), not by its name. */
const ALLOWED: Record<FileKind, Record<string, string>> = {
  // file-type reports .doc (OLE compound file) as application/x-cfb.
  ATTACHMENT: {
    'application/pdf': 'application/pdf',
    'application/x-cfb': 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  COVER: PICTURE_TYPES,
  IMAGE: PICTURE_TYPES,
  // Social cards are drawn by the API itself (services/article-cards.ts), always as PNG.
  CARD: { 'image/png': 'image/png' },
};

export const COVER_TYPE_MESSAGE = 'The cover must be a PNG, JPEG, WebP or AVIF image.';
export const IMAGE_TYPE_MESSAGE = 'The picture must be a PNG, JPEG, WebP or AVIF image.';
const TYPE_MESSAGE: Partial<Record<FileKind, string>> = {
  COVER: COVER_TYPE_MESSAGE,
  IMAGE: IMAGE_TYPE_MESSAGE,
};
export const INTERRUPTED_MESSAGE = 'The upload ended before the file was complete. Please send it again.';

class TooLarge extends Error {}

const ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Uploads, named by a random id: never under a name the visitor chose. Every upload streams to a
 * temporary file on this machine (DATA_DIR/uploads/incoming) with its size enforced as the bytes
 * arrive, is checked there, and only then goes to the driver (local disk or S3) that keeps it: the
 * checks are the same whichever driver keeps the files.
 */
export class FileStore {
  readonly incoming: string;

  constructor(
    dataDir: string,
    readonly driver: StorageDriver,
  ) {
    this.incoming = path.join(dataDir, 'uploads', 'incoming');
    fs.mkdirSync(this.incoming, { recursive: true });
  }

  #checkId(id: string): string {
    if (!ID.test(id)) throw new AppError('NOT_FOUND', 'File not found.');
    return id;
  }

  /**
   * Streams an upload to disk and keeps it if it is what `kind` allows. `beforeKeep` runs once the
   * bytes are in and checked, before the file is kept: a caller that must still read the rest of
   * its request (and may refuse it) throws there, and nothing is kept.
   */
  async save(
    stream: Readable,
    kind: FileKind,
    maxBytes = MAX_FILE_BYTES,
    opts: { beforeKeep?: () => Promise<void> } = {},
  ): Promise<StoredFile> {
    const id = randomBytes(18).toString('base64url');
    const tmp = path.join(this.incoming, id);
    const hash = createHash('sha256');
    let size = 0;
    // An error of the incoming stream itself (the body was cut short) is the sender's, not ours.
    let sourceError: unknown;
    stream.once('error', (err) => (sourceError ??= err));
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxBytes) return done(new TooLarge());
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(stream, meter, fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
      // A multipart parser with a fileSize limit (busboy) cuts the part at the limit and ends the
      // stream normally, flagging it `truncated`: the bytes seen are then exactly the limit.
      if ((stream as Readable & { truncated?: boolean }).truncated) throw new TooLarge();
      if (size === 0) throw new AppError('BAD_USER_INPUT', 'The attached file is empty.');
      const detected = await fileTypeFromFile(tmp);
      const mimeType = detected && ALLOWED[kind][detected.mime];
      if (!mimeType) {
        const message = TYPE_MESSAGE[kind] ?? MESSAGES.fileType;
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { fields: { file: message } });
      }
      // At most 5 MB: read whole, once, to look for a program hidden behind the document's header.
      const program = findExecutable(await fsp.readFile(tmp));
      if (program) {
        const message = `The file contains ${program}, so it cannot be accepted.`;
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { fields: { file: message } });
      }
      // Pictures: their decoded size from the header, refused past the pixel limit (decision 048).
      const dimensions = kind === 'COVER' || kind === 'IMAGE' ? await inspectImage(tmp) : undefined;
      await opts.beforeKeep?.();
      const sha256 = hash.digest('hex');
      await this.driver.put(id, tmp, { size, mimeType, sha256 });
      await fsp.rm(tmp, { force: true });
      return { id, size, sha256, mimeType, ...dimensions };
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      if (err instanceof TooLarge || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.fileSize);
      }
      if (sourceError !== undefined && err === sourceError) {
        throw new AppError('BAD_USER_INPUT', INTERRUPTED_MESSAGE, { fields: { file: INTERRUPTED_MESSAGE } });
      }
      throw err;
    }
  }

  /**
   * Deletes partial uploads left in incoming/ by a process that died mid-upload. A live upload
   * writes continuously, so a file untouched for `olderThanMs` is an orphan. Returns how many went.
   * Only this machine's disk has partial uploads: a driver receives a file whole, once checked
   * (S3 keeps an object only once its single PUT completed).
   */
  async sweepIncoming(olderThanMs: number, now = Date.now()): Promise<number> {
    const dir = this.incoming;
    let removed = 0;
    for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name);
      const stat = await fsp.stat(file).catch(() => undefined);
      if (!stat?.isFile() || stat.mtimeMs > now - olderThanMs) continue;
      await fsp.rm(file, { force: true });
      removed++;
    }
    return removed;
  }

  /**
   * Keeps a file the API made itself from a checked upload (a picture's resized variant, decision
   * 048) under `id`, through the driver as uploads are.
   */
  async keepDerived(id: string, bytes: Buffer, mimeType: string): Promise<void> {
    const tmp = path.join(this.incoming, `${this.#checkId(id)}.${randomBytes(6).toString('hex')}`);
    await fsp.writeFile(tmp, bytes, { mode: 0o600 });
    try {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await this.driver.put(id, tmp, { size: bytes.length, mimeType, sha256 });
    } finally {
      await fsp.rm(tmp, { force: true });
    }
  }

  /** The kept file's bytes, streamed from the driver; NOT_FOUND when there is none. */
  async open(id: string): Promise<Readable> {
    return this.driver.open(this.#checkId(id));
  }

  async remove(id: string): Promise<void> {
    await this.driver.remove(this.#checkId(id));
  }

  /** Start-up: fails, naming the setting, when the driver's store cannot be used. */
  check(): Promise<void> {
    return this.driver.check();
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
