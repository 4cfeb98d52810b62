import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { answerCookies, hasAnsweredCookies } from './cookie-consent';
import styles from './cookie-banner.module.css';

/**
 * Shown until the visitor answers. The server renders nothing (it cannot read localStorage), and
 * the banner appears after hydration, so the markup always matches.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!hasAnsweredCookies()) setVisible(true);
  }, []);

  if (!visible) return null;

  const answer = () => {
    answerCookies();
    setVisible(false);
  };

  return (
    <section className={styles.banner} aria-label="Cookie consent">
      <p className={styles.text}>
        We use cookies to keep the site working and to understand how it is used. Read more in our{' '}
        <Link to="/privacy" className={styles.link}>
          privacy notice
        </Link>
        .
      </p>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={answer}>
          Reject
        </button>
        <button type="button" className={styles.primary} onClick={answer}>
          Accept
        </button>
      </div>
    </section>
  );
}
