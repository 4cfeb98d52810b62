import styles from './chunk-error.module.css';

/** Shown while a code-split area (the admin) downloads; the root gives up after the time-out. */
export function ChunkPending() {
  return (
    <p className={styles.pending} role="status">
      Loading…
    </p>
  );
}
