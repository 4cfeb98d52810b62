import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import ui from '../ui/admin-ui.module.css';
import { DraftNotice } from '../ui/draft-notice';
import { EditingPanel } from '../ui/editing-panel';
import { PublishActions } from '../ui/publish-actions';
import { ArticleFields } from './article-fields';
import { ArticlePreview } from './article-preview';
import type { SavedArticle } from './article-values';
import { useArticleCategories } from './use-article-categories';
import { useArticleForm } from './use-article-form';

/**
 * Writes a new article or changes one: an earlier visit's unsaved draft on offer, the fields,
 * publishing and saving, and a preview in the blog's own layout.
 */
export function ArticleForm({ article, draftKey }: { article?: SavedArticle; draftKey?: string }) {
  const form = useArticleForm(article, draftKey);
  const categories = useArticleCategories();
  const [preview, setPreview] = useState(false);

  return (
    <>
      {form.draft.offer && (
        <DraftNotice draft={form.draft.offer} onRestore={form.restoreDraft} onDiscard={form.draft.discard} />
      )}
      {article && <EditingPanel type="ARTICLE" id={article.id} server={form.server} />}
      <form className={ui.form} onSubmit={(event) => void form.submit(event)} noValidate aria-label="Article">
        <ArticleFields
          values={form.values}
          errors={form.errors}
          set={form.set}
          editSlug={form.editSlug}
          categories={categories.options}
          busy={form.busy}
        />
        <PublishActions
          idPrefix="article"
          visible={form.values.visibility}
          onVisibleChange={(visible) => form.set('visibility', visible)}
          visibleLabel="Visible"
          visibleHint="Visible articles are published on the blog; others are drafts seen only here."
          busy={form.busy}
          isNew={!article}
          createLabel="Create article"
          saveLabel="Publish changes"
          back={
            <Link to="/admin-panel/articles" className={ui.button}>
              Back to the articles
            </Link>
          }
          dirty={form.dirty}
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
      {preview && <ArticlePreview values={form.values} article={article} />}
    </>
  );
}
