import type { Readable } from 'node:stream';
import type { Config } from '../env.ts';

// The contract every driver keeps; createStorageDriver (create-driver.ts) picks one. Apart from
// it so the drivers can name this contract without importing the file that imports them.

/** What a kept file is: the store may record the type and check the hash on arrival. */
export type KeptFile = { size: number; mimeType: string; sha256: string };

/**
 * Where checked uploads are kept, by id. The checks (type by magic bytes, hidden programs, the size
 * limit while streaming) happen before a file reaches a driver, in FileStore, the same for every
 * driver; a driver only keeps, reads and deletes whole files. Nothing it keeps is public: the app
 * serves every file through its own routes after its own checks.
 */
export interface StorageDriver {
  /** `local` or `s3`, for logs and tests. */
  readonly kind: Config['storage']['driver'];
  /** Fails, naming what is wrong, when the store cannot be used (start-up calls this once). */
  check(): Promise<void>;
  /** Keeps the finished, checked file at `tmpFile` under `id`; the caller deletes `tmpFile` after. */
  put(id: string, tmpFile: string, file: KeptFile): Promise<void>;
  /** The file's bytes; a NOT_FOUND AppError when there is no such file. */
  open(id: string): Promise<Readable>;
  /** Deletes the file; a missing file is not an error. */
  remove(id: string): Promise<void>;
  close(): Promise<void>;
}
