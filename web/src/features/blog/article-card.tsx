import { Link } from '@tanstack/react-router';
import { ArticleMeta } from '../../components/article-view/article-meta';
import { GeneratedCover } from '../../components/article-view/generated-cover';
import { UploadedPicture } from '../../components/picture/uploaded-picture';
import type { BlogListItem } from './load-blog';
import styles from './article-card.module.css';

export function ArticleCard({ article }: { article: BlogListItem }) {
  return (
    <article className={styles.card}>
      {/* Decorative: the title below says what the article is about. */}
      {article.coverImage ? (
        <UploadedPicture
          image={article.coverImage}
          className={styles.cover}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 1366px) 400px, (min-width: 768px) 50vw, 100vw"
        />
      ) : article.coverUrl ? (
        <img className={styles.cover} src={article.coverUrl} alt="" loading="lazy" width="640" height="360" />
      ) : (
        <GeneratedCover className={styles.cover} title={article.title} category={article.category} />
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
