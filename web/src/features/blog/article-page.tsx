import { Link } from '@tanstack/react-router';
import { ArticleView } from '../../components/article-view/article-view';
import type { BlogArticle } from './load-blog';
import styles from './article-page.module.css';

export function ArticlePage({ article }: { article: BlogArticle }) {
  return (
    // Sanitised in the route loader (load-blog.ts) before it reaches here.
    <ArticleView
      article={article}
      before={
        <Link to="/blog" search={{}} className={styles.back}>
          <span aria-hidden="true">←</span> Back to the blog
        </Link>
      }
    />
  );
}
