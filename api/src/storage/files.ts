import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { MAX_FILE_BYTES, MESSAGES } from '@agency/schema/forms';
import { AppError } from '../services/errors.ts';
import { findExecutable } from './executables.ts';

export type StoredFile = { id: string; size: number; sha256: string; mimeType: string };
export type FileKind = 'ATTACHMENT' | 'COVER';

/** What each kind of upload may be, by its real content (magic bytes), not by its name. */
const ALLOWED: Record<FileKind, Record<string, string>> = {
  // file-type reports .doc (OLE compound file) as application/x-cfb.
  ATTACHMENT: {
    'application/pdf': 'application/pdf',
    'application/x-cfb': 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  COVER: {
    'image/png': 'image/png',
    'image/jpeg': 'image/jpeg',
    'image/webp': 'image/webp',
    'image/avif': 'image/avif',
  },
};

export const COVER_TYPE_MESSAGE = 'The cover must be a PNG, JPEG, WebP or AVIF image.';
export const INTERRUPTED_MESSAGE = 'The upload ended before the file was complete. Please send it again.';

class TooLarge extends Error {}

/**
 * Files on disk under DATA_DIR/uploads, named by a random id: never inside a public folder, never
 * under a name the visitor chose. Size is enforced while the bytes stream in.
 */
export class FileStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads');
    fs.mkdirSync(path.join(this.dir, 'incoming'), { recursive: true });
  }

  pathOf(id: string): string {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) throw new AppError('NOT_FOUND', 'File not found.');
    return path.join(this.dir, id);
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
    const tmp = path.join(this.dir, 'incoming', id);
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
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          kind === 'COVER' ? COVER_TYPE_MESSAGE : MESSAGES.fileType,
        );
      }
      // At most 5 MB: read whole, once, to look for a program hidden behind the document's header.
      const program = findExecutable(await fsp.readFile(tmp));
      if (program) {
        const message = `The file contains ${program}, so it cannot be accepted.`;
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { fields: { file: message } });
      }
      await opts.beforeKeep?.();
      await fsp.rename(tmp, path.join(this.dir, id));
      return { id, size, sha256: hash.digest('hex'), mimeType };
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
   */
  async sweepIncoming(olderThanMs: number, now = Date.now()): Promise<number> {
    const dir = path.join(this.dir, 'incoming');
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

  open(id: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(id));
  }

  async remove(id: string): Promise<void> {
    await fsp.rm(this.pathOf(id), { force: true });
  }
}
