import { Link } from '@tanstack/react-router';
import { ArticleCard } from './article-card';
import { CategoryFilter } from './category-filter';
import type { BlogListData } from './load-blog';
import { Pagination } from './pagination';
import styles from './blog-list-page.module.css';
import { StaticSection } from '../../components/hydration/hydrate-when-visible';

export function BlogListPage({ data }: { data: BlogListData }) {
  const { articles, categories, category, page, pageCount } = data;
  const activeName = categories.find((c) => c.category === category)?.name;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>Blog</h1>
        <p className={styles.intro}>
          Notes from our engineers, designers and managers on building and shipping software.
        </p>
      </header>
      <CategoryFilter categories={categories} active={category} />
      <h2 className="visually-hidden">{activeName ? `Articles in ${activeName}` : 'All articles'}</h2>
      <StaticSection>
        {articles.items.length ? (
          <ul className={styles.grid} role="list" aria-label="Articles">
            {articles.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>No articles here yet.</p>
            <Link to="/blog" search={{}} className={styles.emptyLink}>
              See all articles
            </Link>
          </div>
        )}
      </StaticSection>
      <Pagination page={page} pageCount={pageCount} category={category} />
    </div>
  );
}
