import { Link } from '@tanstack/react-router';
import { casePageCopy, type PortfolioCase } from '../../content/cases';
import styles from './case-nav.module.css';

/** Where to go after a case: the next one, or back to all of them. */
export function CaseNav({ next }: { next: PortfolioCase }) {
  return (
    <nav className={`container ${styles.nav}`} aria-label="More cases">
      <Link to="/cases" className={styles.all}>
        <svg viewBox="0 0 16 12" width="16" height="12" aria-hidden="true" focusable="false">
          <path d="M15 6H2M7 1 2 6l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {casePageCopy.allCases}
      </Link>
      <Link to="/cases/$slug" params={{ slug: next.slug }} className={styles.next}>
        <span className={styles.nextLabel}>{casePageCopy.next}:</span>
        <span className={styles.nextTitle}>{next.title}</span>
        <svg viewBox="0 0 16 12" width="16" height="12" aria-hidden="true" focusable="false">
          <path d="M1 6h13M9 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </Link>
    </nav>
  );
}
