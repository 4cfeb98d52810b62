import { useSiteSettings, useSiteUrl } from '../../../lib/site-settings';
import type { ArticleValues } from './article-values';
import styles from './articles.module.css';

/** Cuts text where a search engine would, at a word, with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * The search result and the shared card as the page head will fill them (the blog route's head):
 * the meta title as written, else "{title} | Blog | {brand}"; the meta description, else the
 * description; the social image, else the card drawn from the title and cover.
 */
export function SeoPreview({ values }: { values: ArticleValues }) {
  const { name: brand } = useSiteSettings();
  const siteUrl = useSiteUrl();
  const title = values.metaTitle.trim() || `${values.title.trim() || 'Untitled article'} | Blog | ${brand}`;
  const description = values.metaDescription.trim() || values.description.trim();
  const address = `${siteUrl}/blog/${values.slug || '…'}`;
  const host = siteUrl.replace(/^https?:\/\//, '');
  const image = values.shareImageUrl ?? values.coverUrl;

  return (
    <div className={styles.seoPreviews}>
      <figure className={styles.serp} aria-label="Search result preview">
        <figcaption className={styles.previewCaption}>Search result</figcaption>
        <p className={styles.serpUrl}>{address}</p>
        <p className={styles.serpTitle}>{cut(title, 60)}</p>
        <p className={styles.serpText}>{description ? cut(description, 155) : 'No description yet.'}</p>
      </figure>
      <figure className={styles.card} aria-label="Social card preview">
        <figcaption className={styles.previewCaption}>Shared link</figcaption>
        {image ? (
          <img className={styles.cardImage} src={image} alt={values.coverAlt || ''} />
        ) : (
          <div className={styles.cardDrawn} aria-hidden="true">
            {values.title || 'Untitled article'}
          </div>
        )}
        {!values.shareImageUrl && (
          <p className={styles.cardNote}>
            The card is drawn from the title, category and cover when you save.
          </p>
        )}
        <div className={styles.cardText}>
          <p className={styles.cardHost}>{host}</p>
          <p className={styles.cardTitle}>{cut(title, 70)}</p>
          <p className={styles.cardDescription}>{description ? cut(description, 110) : ''}</p>
        </div>
      </figure>
    </div>
  );
}
