import { COVER_ALT_MAX, DESCRIPTION_MAX, TITLE_MAX } from '@agency/schema/articles';
import { SLUG_MAX } from '@agency/schema/slug';
import { isArticleCategory } from '../../../components/article-view/article-categories';
import ui from '../ui/admin-ui.module.css';
import { RichTextEditor } from '../ui/rich-text-editor';
import { uploadArticleImage } from './article-image-upload';
import type { ArticleErrors, ArticleField, ArticleValues } from './article-values';
import { ArticleFieldBox as Field } from './article-field';
import { CoverField } from './cover-field';
import { SeoFields } from './seo-fields';
import type { ArticleCategories } from './use-article-categories';

type ArticleFieldsProps = {
  values: ArticleValues;
  errors: ArticleErrors;
  set: <K extends keyof ArticleValues>(key: K, value: ArticleValues[K]) => void;
  editSlug: (typed: string) => void;
  categories: ArticleCategories['options'];
  /** While saving, the rich-text editor is read-only. */
  busy: boolean;
};

/** The article's fields, each with its label, its hint and the message of what is wrong with it. */
export function ArticleFields({ values, errors, set, editSlug, categories, busy }: ArticleFieldsProps) {
  const describe = (id: ArticleField, hint = false) => ({
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby':
      [hint && `article-${id}-hint`, errors[id] && `article-${id}-error`].filter(Boolean).join(' ') ||
      undefined,
  });

  return (
    <>
      <Field id="title" label="Title" error={errors.title}>
        <input
          id="article-title"
          className={ui.input}
          value={values.title}
          maxLength={TITLE_MAX}
          onChange={(event) => set('title', event.target.value)}
          {...describe('title')}
        />
      </Field>
      <Field
        id="slug"
        label="Slug"
        error={errors.slug}
        hint={`The address: /blog/${values.slug || '…'}. Lower-case letters, digits and hyphens.`}
      >
        <input
          id="article-slug"
          className={ui.input}
          value={values.slug}
          maxLength={SLUG_MAX}
          spellCheck={false}
          autoCapitalize="none"
          onChange={(event) => editSlug(event.target.value)}
          {...describe('slug', true)}
        />
      </Field>
      <Field id="category" label="Category" error={errors.category}>
        <select
          id="article-category"
          className={ui.select}
          value={values.category}
          onChange={(event) => {
            const value = event.target.value;
            set('category', isArticleCategory(value) ? value : '');
          }}
          {...describe('category')}
        >
          <option value="">Choose a category</option>
          {categories.map((option) => (
            <option key={option.category} value={option.category}>
              {option.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="description"
        label="Description"
        error={errors.description}
        hint="The summary shown on the blog cards and in search results (up to 500 characters)."
      >
        <textarea
          id="article-description"
          className={ui.textarea}
          value={values.description}
          maxLength={DESCRIPTION_MAX}
          onChange={(event) => set('description', event.target.value)}
          {...describe('description', true)}
        />
      </Field>
      <CoverField value={values.coverUrl} onChange={(url) => set('coverUrl', url)} error={errors.coverUrl} />
      <Field
        id="coverAlt"
        label="Cover alt text"
        error={errors.coverAlt}
        hint="What the cover shows, for people who cannot see it. Required whenever there is a cover; also used by the social card."
      >
        <input
          id="article-coverAlt"
          className={ui.input}
          value={values.coverAlt}
          maxLength={COVER_ALT_MAX}
          onChange={(event) => set('coverAlt', event.target.value)}
          {...describe('coverAlt', true)}
        />
      </Field>
      <Field id="content" label="Content" error={errors.content}>
        <RichTextEditor
          id="article-content"
          label="Content"
          value={values.content}
          onChange={(html) => set('content', html)}
          invalid={Boolean(errors.content)}
          describedBy={errors.content ? 'article-content-error' : undefined}
          disabled={busy}
          uploadImage={uploadArticleImage}
        />
      </Field>
      <SeoFields values={values} errors={errors} set={set} describe={describe} />
    </>
  );
}
