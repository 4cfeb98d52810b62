import { Link } from '@tanstack/react-router';
import styles from './not-found.module.css';

/** What a person reads at the address of a deleted article: it is gone for good, and where to go. */
export function GonePage() {
  return (
    <section className={styles.page} aria-labelledby="gone-title">
      <p className={styles.code} aria-hidden="true">
        410
      </p>
      <h1 id="gone-title">This article has been removed</h1>
      <p className={styles.text}>
        The article that lived at this address was taken down and will not come back. The blog has our other
        articles.
      </p>
      <div className={styles.links}>
        <Link to="/blog" className={styles.primary}>
          Read the blog
        </Link>
        <Link to="/" className={styles.secondary}>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
