import type { Logger } from 'pino';
import type { Config } from '../env.ts';
import type { StorageDriver } from './driver.ts';
import { LocalDiskDriver } from './local-driver.ts';

/**
 * The driver STORAGE names. The S3 SDK loads only when STORAGE=s3: a local install never pays for
 * it at start-up.
 */
export async function createStorageDriver(
  config: Pick<Config, 'storage' | 'dataDir'>,
  log: Logger,
): Promise<StorageDriver> {
  const storage = config.storage;
  if (storage.driver === 'local') return new LocalDiskDriver(config.dataDir);
  const { S3Driver } = await import('./s3-driver.ts');
  return new S3Driver(storage, log);
}
