import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { chunkFailureOf } from './chunk-errors';
import { ChunkFailed } from './chunk-failed';
import styles from './chunk-error.module.css';

/** Error boundary of every route: code download failures get their own message and a reload. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunk = chunkFailureOf(error);
  if (chunk) return <ChunkFailed kind={chunk} />;
  return (
    <section className={styles.box} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p>The page could not be shown. Please try again in a moment.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => reset()}>
          Try again
        </button>
        <Link to="/" className={styles.link}>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
