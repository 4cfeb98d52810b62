import { Link } from '@tanstack/react-router';
import styles from './not-found.module.css';

/** Any unknown path (the server answers it with status 404). */
export function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p className={styles.text}>
        The page you are looking for does not exist or has moved. The links below lead back to familiar
        ground.
      </p>
      <div className={styles.links}>
        <Link to="/" className={styles.primary}>
          Back to the home page
        </Link>
        <Link to="/careers" className={styles.secondary}>
          See open positions
        </Link>
      </div>
    </section>
  );
}
