import type { ReactNode } from 'react';
import type { ArticleCategory } from '../../gql/graphql';
import { ArticleMeta } from './article-meta';
import { GeneratedCover } from './generated-cover';
import { responsiveImages } from '@agency/schema/responsive-images';
import { UploadedPicture, type CoverImage } from '../picture/uploaded-picture';
import styles from './article-view.module.css';

export type ArticleViewData = {
  title: string;
  description: string;
  category: ArticleCategory | '';
  createdAt: string;
  readingMinutes: number;
  coverUrl?: string | null | undefined;
  /** The cover's alt text (required with a cover since decision 044; older covers may lack it). */
  coverAlt?: string | null | undefined;
  /** The uploaded cover's responsive variants and focal point (decision 048), when the API gave them. */
  coverImage?: CoverImage | null | undefined;
  /** Sanitised HTML: the caller sanitises (the blog in its loader, the admin preview before rendering). */
  content: string;
};

/**
 * An article as visitors read it. The public blog page and the admin preview both render this, so
 * the preview cannot drift from what is published. `before` is what the page puts above the
 * header (the blog's back link).
 */
export function ArticleView({ article, before }: { article: ArticleViewData; before?: ReactNode }) {
  return (
    <article className={`container ${styles.page}`}>
      {before}
      <header className={styles.header}>
        <ArticleMeta
          createdAt={article.createdAt}
          category={article.category}
          readingMinutes={article.readingMinutes}
        />
        <h1>{article.title}</h1>
        <p className={styles.lead}>{article.description}</p>
      </header>
      {article.coverImage ? (
        <UploadedPicture
          image={article.coverImage}
          className={styles.cover}
          alt={article.coverAlt ?? ''}
          width={1200}
          height={675}
          sizes="(min-width: 860px) 788px, calc(100vw - 32px)"
          priority
        />
      ) : article.coverUrl ? (
        <img
          className={styles.cover}
          src={article.coverUrl}
          alt={article.coverAlt ?? ''}
          width="1200"
          height="675"
        />
      ) : (
        <GeneratedCover
          className={`${styles.cover} ${styles.generated}`}
          title={article.title}
          category={article.category}
        />
      )}
      <div
        className={styles.content}
        dangerouslySetInnerHTML={{ __html: responsiveImages(article.content) }}
      />
    </article>
  );
}
