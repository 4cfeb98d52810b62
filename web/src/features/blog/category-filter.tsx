import { Link } from '@tanstack/react-router';
import type { ArticleCategory } from '../../gql/graphql';
import type { BlogCategory } from './load-blog';
import styles from './category-filter.module.css';

/** Plain links (not buttons), so filtering works before or without JavaScript. */
export function CategoryFilter({
  categories,
  active,
}: {
  categories: BlogCategory[];
  active: ArticleCategory | undefined;
}) {
  return (
    <nav aria-label="Categories" className={styles.nav}>
      <ul className={styles.list} role="list">
        <li>
          <Link to="/blog" search={{}} className={styles.link} aria-current={active ? undefined : 'page'}>
            All
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.category}>
            <Link
              to="/blog"
              search={{ category: category.category }}
              className={styles.link}
              aria-current={active === category.category ? 'page' : undefined}
            >
              {category.name} <span className={styles.count}>({category.quantity})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
