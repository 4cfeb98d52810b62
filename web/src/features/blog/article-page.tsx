import { Link } from '@tanstack/react-router';
import { ArticleMeta } from './article-meta';
import type { BlogArticle } from './load-blog';
import styles from './article-page.module.css';

export function ArticlePage({ article }: { article: BlogArticle }) {
  return (
    <article className={`container ${styles.page}`}>
      <Link to="/blog" search={{}} className={styles.back}>
        <span aria-hidden="true">←</span> Back to the blog
      </Link>
      <header className={styles.header}>
        <ArticleMeta
          createdAt={article.createdAt}
          category={article.category}
          readingMinutes={article.readingMinutes}
        />
        <h1>{article.title}</h1>
        <p className={styles.lead}>{article.description}</p>
      </header>
      {article.coverUrl ? (
        <img className={styles.cover} src={article.coverUrl} alt="" width="1200" height="675" />
      ) : null}
      {/* Sanitised in the route loader (load-blog.ts) before it reaches here. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: article.content }} />
    </article>
  );
}
