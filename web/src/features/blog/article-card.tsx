import { Link } from '@tanstack/react-router';
import { ArticleMeta } from '../../components/article-view/article-meta';
import type { BlogListItem } from './load-blog';
import styles from './article-card.module.css';

export function ArticleCard({ article }: { article: BlogListItem }) {
  return (
    <article className={styles.card}>
      {article.coverUrl ? (
        // Decorative: the title below says what the article is about.
        <img className={styles.cover} src={article.coverUrl} alt="" loading="lazy" width="640" height="360" />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          <svg viewBox="0 0 64 36">
            <circle cx="48" cy="10" r="5" fill="#28c0e2" />
            <path d="M0 36l18-18 12 12 8-6 26 12z" fill="#c9d6e2" />
            <path d="M30 30l8-6 26 12H24z" fill="#9fb3c6" />
          </svg>
        </div>
      )}
      <div className={styles.body}>
        <ArticleMeta
          createdAt={article.createdAt}
          category={article.category}
          readingMinutes={article.readingMinutes}
        />
        <h3 className={styles.title}>
          <Link to="/blog/$slug" params={{ slug: article.slug }} className={styles.link}>
            {article.title}
          </Link>
        </h3>
        <p className={styles.description}>{article.description}</p>
      </div>
    </article>
  );
}
