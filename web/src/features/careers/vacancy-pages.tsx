import { Link } from '@tanstack/react-router';
import type { CareersView } from './vacancy-list';
import styles from './vacancies-section.module.css';

/** Earlier and later pages of a long list; page 1 has no ?page=, so each page has one address. */
export function VacancyPages({ page, pageCount, filters }: CareersView) {
  if (pageCount <= 1) return null;
  const search = (target: number) => ({ ...filters, page: target > 1 ? target : undefined });
  return (
    <nav aria-label="Vacancy pages" className={styles.pages}>
      {page > 1 ? (
        <Link to="/careers" search={search(page - 1)} rel="prev" hash="vacancies">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pageStatus}>{`Page ${page} of ${pageCount}`}</span>
      {page < pageCount ? (
        <Link to="/careers" search={search(page + 1)} rel="next" hash="vacancies">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
