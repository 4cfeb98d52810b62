import { chunkFailureOf } from './chunk-errors';

/** Pauses before the second and third try of a failed download (a network blip, a deploy). */
export const CHUNK_RETRY_DELAYS_MS = [400, 1200] as const;

/**
 * Runs a dynamic import, and again after each delay while it fails for a download reason. For
 * code that is not a page (the toast layer): its failure must not take the page down, so the
 * caller catches the last error and carries on without it.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !chunkFailureOf(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
