import { sanitizeRichText } from '@agency/schema/rich-text';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { categoryLabel } from '../../../components/article-view/article-meta';
import { ArticleView } from '../../../components/article-view/article-view';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { useCheckedErrors } from '../ui/checked-errors';
import { DraftNotice } from '../ui/draft-notice';
import { PublishActions } from '../ui/publish-actions';
import { fieldErrors, notifyFailure } from '../ui/errors';
import { RichTextEditor } from '../ui/rich-text-editor';
import { useEditorState } from '../ui/use-editor-state';
import {
  AdminArticleCategoriesDocument,
  AdminArticleDocument,
  CreateArticleDocument,
  UpdateArticleDocument,
} from './article-documents';
import { ARTICLE_CATEGORIES, isArticleCategory } from '../../../components/article-view/article-categories';
import {
  EMPTY_ARTICLE,
  validateArticle,
  valuesOf,
  type ArticleField,
  type ArticleValues,
  type SavedArticle,
} from './article-values';
import styles from './articles.module.css';
import { CoverField } from './cover-field';
import { readingMinutes } from '@agency/schema/reading-time';
import { SLUG_MAX, slugify } from '@agency/schema/slug';
import { DESCRIPTION_MAX, TITLE_MAX } from '@agency/schema/articles';
import { cleanSlugInput } from './slug';

const FIELDS: ArticleField[] = ['title', 'slug', 'category', 'description', 'content', 'coverUrl'];

/**
 * Writes a new article or changes one. After a create the page moves to the new article's edit
 * page, so saving again updates it instead of creating a second one.
 */
export function ArticleForm({ article, draftKey }: { article?: SavedArticle; draftKey?: string }) {
  const navigate = useNavigate();
  const { values, setValues, dirty, markSaved, draft } = useEditorState<ArticleValues>(
    () => (article ? valuesOf(article) : EMPTY_ARTICLE),
    draftKey,
  );
  // A new article's slug follows its title until someone edits the slug itself.
  const [slugEdited, setSlugEdited] = useState(Boolean(article));
  // Re-checked as fields change, the slug too when the title changes it (see visibleErrors).
  const [errors, setErrors] = useCheckedErrors<ArticleValues, ArticleField>(values, validateArticle);
  const [preview, setPreview] = useState(false);
  const categories = useQuery(AdminArticleCategoriesDocument);
  const [create, creating] = useMutation(CreateArticleDocument);
  const [update, updating] = useMutation(UpdateArticleDocument);
  const busy = creating.loading || updating.loading;

  const set = <K extends keyof ArticleValues>(key: K, value: ArticleValues[K]) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title' && !slugEdited) next.slug = slugify(String(value));
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, slug: values.slug.replace(/-+$/, ''), title: values.title.trim() };
    const problems = validateArticle(input);
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      document.getElementById(`article-${first}`)?.focus();
      return;
    }
    const category = isArticleCategory(input.category) ? input.category : undefined;
    if (!category) return;
    try {
      let result: SavedArticle;
      if (article) {
        const { data } = await update({
          variables: { id: article.id, input: { ...input, category } },
          refetchQueries: [AdminArticleCategoriesDocument],
        });
        if (!data) throw new Error('no data');
        result = data.updateArticle;
      } else {
        const { coverUrl, ...rest } = input;
        const { data } = await create({
          variables: { input: { ...rest, category, coverUrl: coverUrl ?? undefined } },
          refetchQueries: [AdminArticleCategoriesDocument],
          update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'articles' }),
        });
        if (!data) throw new Error('no data');
        result = data.createArticle;
      }
      // The edit page of the (possibly new) slug finds the article in the cache without a request.
      creating.client.writeQuery({
        query: AdminArticleDocument,
        variables: { slug: result.slug },
        data: { article: result },
      });
      setSlugEdited(true);
      notify.success(article ? 'The article has been saved.' : 'The article has been created.');
      // A new article (or a new slug) moves to its edit address once the saved state has rendered.
      const moved = !article || result.slug !== article.slug;
      markSaved(
        valuesOf(result),
        moved
          ? () =>
              void navigate({
                to: '/admin-panel/article/$articleURL/edit',
                params: { articleURL: result.slug },
                replace: true,
              })
          : undefined,
      );
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])));
      notifyFailure(err, article ? 'Error update article' : 'Error create article');
    }
  };

  const restoreDraft = () => {
    const restored = draft.restore();
    // A new article's slug keeps following the title unless the draft's slug was typed by hand.
    if (restored && !article) setSlugEdited(restored.slug !== slugify(restored.title));
  };

  const field = (id: ArticleField, label: string, control: ReactNode, hint?: string) => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`article-${id}`}>
        {label}
      </label>
      {hint && (
        <p id={`article-${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
      {control}
      {errors[id] && (
        <p id={`article-${id}-error`} className={ui.error} role="alert">
          {errors[id]}
        </p>
      )}
    </div>
  );
  const describe = (id: ArticleField, hint = false) => ({
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby':
      [hint && `article-${id}-hint`, errors[id] && `article-${id}-error`].filter(Boolean).join(' ') ||
      undefined,
  });

  const categoryOptions =
    categories.data?.categories ??
    ARTICLE_CATEGORIES.map((category) => ({ category, name: categoryLabel(category) }));

  return (
    <>
      {draft.offer && <DraftNotice draft={draft.offer} onRestore={restoreDraft} onDiscard={draft.discard} />}
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Article">
        {field(
          'title',
          'Title',
          <input
            id="article-title"
            className={ui.input}
            value={values.title}
            maxLength={TITLE_MAX}
            onChange={(event) => set('title', event.target.value)}
            {...describe('title')}
          />,
        )}
        {field(
          'slug',
          'Slug',
          <input
            id="article-slug"
            className={ui.input}
            value={values.slug}
            maxLength={SLUG_MAX}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(event) => {
              const slug = cleanSlugInput(event.target.value);
              setSlugEdited(slug !== '');
              set('slug', slug || (article ? '' : slugify(values.title)));
            }}
            {...describe('slug', true)}
          />,
          `The address: /blog/${values.slug || '…'}. Lower-case letters, digits and hyphens.`,
        )}
        {field(
          'category',
          'Category',
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
            {categoryOptions.map((option) => (
              <option key={option.category} value={option.category}>
                {option.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'description',
          'Description',
          <textarea
            id="article-description"
            className={ui.textarea}
            value={values.description}
            maxLength={DESCRIPTION_MAX}
            onChange={(event) => set('description', event.target.value)}
            {...describe('description', true)}
          />,
          'The summary shown on the blog cards and in search results (up to 500 characters).',
        )}
        <CoverField
          value={values.coverUrl}
          onChange={(url) => set('coverUrl', url)}
          error={errors.coverUrl}
        />
        {field(
          'content',
          'Content',
          <RichTextEditor
            id="article-content"
            label="Content"
            value={values.content}
            onChange={(html) => set('content', html)}
            invalid={Boolean(errors.content)}
            describedBy={errors.content ? 'article-content-error' : undefined}
            disabled={busy}
          />,
        )}
        <PublishActions
          idPrefix="article"
          visible={values.visibility}
          onVisibleChange={(visible) => set('visibility', visible)}
          visibleLabel="Visible"
          visibleHint="Visible articles are published on the blog; others are drafts seen only here."
          busy={busy}
          isNew={!article}
          createLabel="Create article"
          back={
            <Link to="/admin-panel/articles" className={ui.button}>
              Back to the articles
            </Link>
          }
          dirty={dirty}
        >
          <button
            type="button"
            className={ui.button}
            aria-expanded={preview}
            aria-controls="article-preview"
            onClick={() => setPreview((open) => !open)}
          >
            {preview ? 'Hide preview' : 'Preview'}
          </button>
        </PublishActions>
      </form>
      {preview && (
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
      )}
    </>
  );
}
