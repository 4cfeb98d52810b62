import { readingMinutes } from '@agency/schema/reading-time';
import { sanitizeRichText } from '@agency/schema/rich-text';
import { ArticleView } from '../../../components/article-view/article-view';
import type { ArticleValues, SavedArticle } from './article-values';
import styles from './articles.module.css';

/** The article as the blog will show it, in the blog's own markup, from the values being edited. */
export function ArticlePreview({ values, article }: { values: ArticleValues; article?: SavedArticle }) {
  return (
    <section id="article-preview" className={styles.preview} aria-label="Preview">
      <p className={styles.previewLabel}>Preview: the article as it will look on the blog</p>
      <ArticleView
        article={{
          title: values.title || 'Untitled article',
          description: values.description,
          category: values.category,
          createdAt: article ? String(article.createdAt) : new Date().toISOString(),
          readingMinutes: readingMinutes(values.content),
          coverUrl: values.coverUrl,
          content: sanitizeRichText(values.content),
        }}
      />
    </section>
  );
}
