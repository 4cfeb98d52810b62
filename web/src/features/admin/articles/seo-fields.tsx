import {
  META_DESCRIPTION_MAX,
  META_DESCRIPTION_SHOWN,
  META_TITLE_MAX,
  META_TITLE_SHOWN,
} from '@agency/schema/articles';
import ui from '../ui/admin-ui.module.css';
import { ArticleFieldBox as Field } from './article-field';
import type { ArticleErrors, ArticleField, ArticleValues } from './article-values';
import styles from './articles.module.css';
import { CoverField } from './cover-field';
import { SeoPreview } from './seo-preview';

type SeoFieldsProps = {
  values: ArticleValues;
  errors: ArticleErrors;
  set: <K extends keyof ArticleValues>(key: K, value: ArticleValues[K]) => void;
  describe: (
    id: ArticleField,
    hint?: boolean,
  ) => { 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
};

/**
 * Search and sharing (decision 044): the meta title and description with the counts search
 * engines cut at, the social image, and a preview of the search result and of the shared card.
 */
export function SeoFields({ values, errors, set, describe }: SeoFieldsProps) {
  return (
    <fieldset className={styles.seo} aria-labelledby="article-seo-legend">
      <legend id="article-seo-legend" className={styles.seoLegend}>
        Search and sharing
      </legend>
      <p className={ui.hint}>
        Optional. Left empty, search results and shared links show the title and the description.
      </p>
      <Field
        id="metaTitle"
        label="Meta title"
        error={errors.metaTitle}
        hint={`Search engines show about ${META_TITLE_SHOWN} characters; at most ${META_TITLE_MAX}.`}
      >
        <input
          id="article-metaTitle"
          className={ui.input}
          value={values.metaTitle}
          maxLength={META_TITLE_MAX}
          onChange={(event) => set('metaTitle', event.target.value)}
          {...withCount(describe('metaTitle', true), 'metaTitle')}
        />
        <Count id="metaTitle" length={values.metaTitle.trim().length} shown={META_TITLE_SHOWN} />
      </Field>
      <Field
        id="metaDescription"
        label="Meta description"
        error={errors.metaDescription}
        hint={`Search engines show about ${META_DESCRIPTION_SHOWN} characters; at most ${META_DESCRIPTION_MAX}.`}
      >
        <textarea
          id="article-metaDescription"
          className={ui.textarea}
          rows={3}
          value={values.metaDescription}
          maxLength={META_DESCRIPTION_MAX}
          onChange={(event) => set('metaDescription', event.target.value)}
          {...withCount(describe('metaDescription', true), 'metaDescription')}
        />
        <Count
          id="metaDescription"
          length={values.metaDescription.trim().length}
          shown={META_DESCRIPTION_SHOWN}
        />
      </Field>
      <CoverField
        id="article-shareImageUrl"
        label="Social image"
        hint="PNG, JPEG, WebP or AVIF, at most 5 MB; 1200 × 630 suits most sites. Left out, shared links show a card drawn from the title and cover."
        removeLabel="Remove social image"
        previewAlt="Social image preview"
        value={values.shareImageUrl}
        onChange={(url) => set('shareImageUrl', url)}
        error={errors.shareImageUrl}
      />
      <SeoPreview values={values} />
    </fieldset>
  );
}

function withCount<T extends { 'aria-describedby': string | undefined }>(props: T, id: ArticleField): T {
  return {
    ...props,
    'aria-describedby': [props['aria-describedby'], `article-${id}-count`].filter(Boolean).join(' '),
  };
}

/** "48 / 60 characters", and a warning once search engines would cut the text. */
function Count({ id, length, shown }: { id: ArticleField; length: number; shown: number }) {
  const over = length > shown;
  return (
    <p id={`article-${id}-count`} className={over ? styles.countOver : styles.count}>
      {length} / {shown} characters{over ? ': search engines will cut the rest' : ''}
    </p>
  );
}
