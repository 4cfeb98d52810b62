import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { MAX_FILE_BYTES, MESSAGES } from '@agency/schema/forms';
import { AppError } from '../services/errors.ts';

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

  async save(stream: Readable, kind: FileKind, maxBytes = MAX_FILE_BYTES): Promise<StoredFile> {
    const id = randomBytes(18).toString('base64url');
    const tmp = path.join(this.dir, 'incoming', id);
    const hash = createHash('sha256');
    let size = 0;
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
      await fsp.rename(tmp, path.join(this.dir, id));
      return { id, size, sha256: hash.digest('hex'), mimeType };
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      if (err instanceof TooLarge || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.fileSize);
      }
      throw err;
    }
  }

  open(id: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(id));
  }

  async remove(id: string): Promise<void> {
    await fsp.rm(this.pathOf(id), { force: true });
  }
}
