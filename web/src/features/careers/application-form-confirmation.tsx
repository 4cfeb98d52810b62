import { useEffect, useRef } from 'react';
import styles from './application-form.module.css';

/** Shown in place of the form once the application is stored. */
export function ApplicationConfirmation() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the candidate was in is gone: move focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.confirmation} role="status">
      <svg className={styles.check} width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <circle cx="36" cy="36" r="34" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M22 37l10 10 18-20"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <h3 className={styles.confirmationTitle} ref={heading} tabIndex={-1}>
        Thank you for applying!
      </h3>
      <p>We have received your application. Our HR manager will contact you shortly.</p>
    </div>
  );
}
