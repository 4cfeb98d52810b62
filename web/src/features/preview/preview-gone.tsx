import { Link } from '@tanstack/react-router';
import styles from '../../components/not-found.module.css';

/**
 * What an expired, revoked (410) or unknown (404) preview link shows: that it no longer works, and
 * what to do. It says nothing about what the link showed.
 */
export function PreviewGone({ gone }: { gone: boolean }) {
  return (
    <section className={styles.page} aria-labelledby="preview-gone-title">
      <p className={styles.code} aria-hidden="true">
        {gone ? 410 : 404}
      </p>
      <h1 id="preview-gone-title">{gone ? 'This preview link no longer works' : 'Preview not found'}</h1>
      <p className={styles.text}>
        {gone
          ? 'The link has expired or was revoked. Ask the person who sent it for a new one.'
          : 'There is no preview at this address. Check that the whole link was copied, or ask for a new one.'}
      </p>
      <div className={styles.links}>
        <Link to="/" className={styles.primary}>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
