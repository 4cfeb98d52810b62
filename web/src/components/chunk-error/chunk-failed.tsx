import type { ChunkFailure } from './chunk-errors';
import styles from './chunk-error.module.css';

/**
 * A part of the app could not be downloaded (offline, or a new release replaced the file):
 * say so in the spec's words and offer a reload.
 */
export function ChunkFailed({ kind = 'script' }: { kind?: ChunkFailure }) {
  return (
    <section className={styles.box} role="alert">
      <h1 className={styles.title}>{kind === 'css' ? 'Loading CSS chunk failed' : 'Loading chunk failed'}</h1>
      <p>Part of this page could not be downloaded. Check your connection and try again.</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Retry
      </button>
    </section>
  );
}
