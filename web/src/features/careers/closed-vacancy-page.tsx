import { Link } from '@tanstack/react-router';
import styles from '../../components/not-found.module.css';

/** What a person reads at the address of a vacancy that closed at its closing date (410; decision 046). */
export function ClosedVacancyPage() {
  return (
    <section className={styles.page} aria-labelledby="closed-title">
      <p className={styles.code} aria-hidden="true">
        410
      </p>
      <h1 id="closed-title">This position is closed</h1>
      <p className={styles.text}>
        Applications for this vacancy closed on its closing date. Our open positions are on the careers page.
      </p>
      <div className={styles.links}>
        <Link to="/careers" className={styles.primary}>
          See open positions
        </Link>
        <Link to="/" className={styles.secondary}>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
