import type { ArticleCategory } from '../../gql/graphql';
import { formatArticleDate } from './format-date';
import styles from './article-meta.module.css';

export const categoryLabel = (category: ArticleCategory) => category.replace(/_/g, ' ');

/** Category, then date and reading time, shared by the cards and the article page. */
export function ArticleMeta({
  createdAt,
  category,
  readingMinutes,
}: {
  createdAt: string;
  /** '' while an unsaved article has no category yet (the admin preview): the item is left out. */
  category: ArticleCategory | '';
  readingMinutes: number;
}) {
  return (
    <p className={styles.meta}>
      {category ? <span className={styles.category}>{categoryLabel(category)}</span> : null}
      {/* The date and the reading time are one line that never breaks between them. */}
      <span className={styles.when}>
        <time dateTime={createdAt}>{formatArticleDate(createdAt)}</time>
        <span className={styles.reading}>{readingMinutes} min read</span>
      </span>
    </p>
  );
}
