/** Raised when a code chunk has not arrived within CHUNK_LOAD_TIMEOUT_MS. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('Loading chunk timed out');
    this.name = 'ChunkTimeoutError';
  }
}

export type ChunkFailure = 'script' | 'css';

/**
 * Tells a failed code download from other errors. Browsers word a failed dynamic import
 * differently (Chrome 'Failed to fetch dynamically imported module', Firefox 'error loading
 * dynamically imported module', Safari 'Importing a module script failed'); Vite's preload helper
 * raises 'Unable to preload CSS for …' (after its `vite:preloadError` event) when a chunk's
 * stylesheet fails.
 */
export function chunkFailureOf(error: unknown): ChunkFailure | undefined {
  if (error instanceof ChunkTimeoutError) return 'script';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const name = error instanceof Error ? error.name : '';
  if (/unable to preload css|css chunk/i.test(message)) return 'css';
  if (
    name === 'ChunkLoadError' ||
    /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload|loading chunk/i.test(
      message,
    )
  )
    return 'script';
  return undefined;
}
