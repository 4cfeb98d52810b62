import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { notFound } from '../errors.ts';
import type { KeptFile, StorageDriver } from './driver.ts';

/**
 * Files on this machine's disk under DATA_DIR/uploads, named by their random id: never inside a
 * public folder. One instance only (or a shared disk): other instances cannot see them.
 */
export class LocalDiskDriver implements StorageDriver {
  readonly kind = 'local';
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads');
    fs.mkdirSync(this.dir, { recursive: true });
  }

  pathOf(id: string): string {
    return path.join(this.dir, id);
  }

  async check(): Promise<void> {
    await fsp.access(this.dir, fs.constants.W_OK);
  }

  // The temporary file is in uploads/incoming, on the same disk: the move is a rename.
  async put(id: string, tmpFile: string, _file: KeptFile): Promise<void> {
    await fsp.rename(tmpFile, this.pathOf(id));
  }

  async open(id: string): Promise<Readable> {
    // Opened before the answer starts, so a missing file is a clean 404, not a broken download.
    const handle = await fsp.open(this.pathOf(id), 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? notFound('File') : err;
    });
    return handle.createReadStream();
  }

  async remove(id: string): Promise<void> {
    await fsp.rm(this.pathOf(id), { force: true });
  }

  async close(): Promise<void> {}
}
