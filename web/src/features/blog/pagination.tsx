import { Link } from '@tanstack/react-router';
import type { ArticleCategory } from '../../gql/graphql';
import styles from './pagination.module.css';

export function Pagination({
  page,
  pageCount,
  category,
}: {
  page: number;
  pageCount: number;
  category: ArticleCategory | undefined;
}) {
  if (pageCount <= 1 && page <= 1) return null;
  // Page 1 has no ?page=, so each page has one address.
  const pageSearch = (target: number) => ({ category, page: target > 1 ? target : undefined });

  return (
    <nav aria-label="Pagination" className={styles.nav}>
      {page > 1 ? (
        <Link to="/blog" search={pageSearch(page - 1)} rel="prev" className={styles.link}>
          Newer articles
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.status}>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to="/blog" search={pageSearch(page + 1)} rel="next" className={styles.link}>
          Older articles
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
