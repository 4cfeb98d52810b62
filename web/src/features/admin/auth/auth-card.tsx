import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The centred card the open pages (login, recovery, new password) share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
