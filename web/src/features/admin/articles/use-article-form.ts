import { useMutation } from '@apollo/client/react';
import { slugify } from '@agency/schema/slug';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { isArticleCategory } from '../../../components/article-view/article-categories';
import { notify } from '../../../components/toasts/notify';
import { useCheckedErrors } from '../ui/checked-errors';
import { fieldErrors, notifyFailure } from '../ui/errors';
import { useEditorState } from '../ui/use-editor-state';
import { useServerDraft } from '../ui/use-server-draft';
import { articleDraftInput, articleFromSnapshot } from './article-draft-values';
import { PublishArticleDraftDocument, SaveArticleDraftDocument } from './article-draft-documents';
import {
  AdminArticleCategoriesDocument,
  AdminArticleDocument,
  CreateArticleDocument,
  UpdateArticleDocument,
} from './article-documents';
import {
  EMPTY_ARTICLE,
  validateArticle,
  valuesOf,
  type ArticleField,
  type ArticleValues,
  type SavedArticle,
} from './article-values';
import { cleanSlugInput } from './slug';

/** The fields a save can find fault with; a failed submit focuses the first of them in error. */
const ARTICLE_FIELDS: ArticleField[] = [
  'title',
  'slug',
  'category',
  'description',
  'content',
  'coverUrl',
  'coverAlt',
  'metaTitle',
  'metaDescription',
  'shareImageUrl',
];

/**
 * The article editor's state and its save. After a create the page moves to the new article's
 * edit page, so saving again updates it instead of creating a second one.
 */
export function useArticleForm(article: SavedArticle | undefined, draftKey: string | undefined) {
  const navigate = useNavigate();
  const { values, setValues, dirty, markSaved, stored, replace, draft } = useEditorState<ArticleValues>(
    () => (article ? valuesOf(article) : EMPTY_ARTICLE),
    draftKey,
  );
  // A saved article's edits go to the server as a draft; "Publish changes" puts them live (decision 045).
  const [saveDraft] = useMutation(SaveArticleDraftDocument);
  const [publishDraft, publishing] = useMutation(PublishArticleDraftDocument);
  const server = useServerDraft<ArticleValues>({
    type: 'ARTICLE',
    id: article?.id,
    values,
    dirty,
    fromSnapshot: articleFromSnapshot,
    replace,
    stored,
    save: async (id, baseRevision, v) => {
      const { data } = await saveDraft({ variables: { id, baseRevision, input: articleDraftInput(v) } });
      if (!data) throw new Error('no data');
      return data.saveArticleDraft;
    },
  });
  // A new article's slug follows its title until someone edits the slug itself.
  const [slugEdited, setSlugEdited] = useState(Boolean(article));
  // Re-checked as fields change, the slug too when the title changes it (see visibleErrors).
  const [errors, setErrors] = useCheckedErrors<ArticleValues, ArticleField>(values, validateArticle);
  const [create, creating] = useMutation(CreateArticleDocument);
  const [update, updating] = useMutation(UpdateArticleDocument);
  const busy = creating.loading || updating.loading || publishing.loading;

  const set = <K extends keyof ArticleValues>(key: K, value: ArticleValues[K]) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title' && !slugEdited) next.slug = slugify(String(value));
      return next;
    });
  };

  /** The slug as typed; emptied, a new article's follows the title again. */
  const editSlug = (typed: string) => {
    const slug = cleanSlugInput(typed);
    setSlugEdited(slug !== '');
    set('slug', slug || (article ? '' : slugify(values.title)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, slug: values.slug.replace(/-+$/, ''), title: values.title.trim() };
    const problems = validateArticle(input);
    setErrors(problems);
    const first = ARTICLE_FIELDS.find((field) => problems[field]);
    if (first) {
      document.getElementById(`article-${first}`)?.focus();
      return;
    }
    const category = isArticleCategory(input.category) ? input.category : undefined;
    if (!category) return;
    try {
      let result: SavedArticle;
      if (article) {
        result = await server.publish(async (id, baseRevision, state) => {
          let out: SavedArticle = article;
          if (state.draftRevision) {
            const { data } = await publishDraft({
              variables: { id, baseRevision },
              refetchQueries: [AdminArticleCategoriesDocument],
            });
            if (!data) throw new Error('no data');
            out = data.publishArticleDraft;
          }
          // Publishing or hiding is no part of a draft: the checkbox applies with the button.
          if (input.visibility !== out.visibility) {
            const { data } = await update({
              variables: { id, input: { visibility: input.visibility } },
              refetchQueries: [AdminArticleCategoriesDocument],
            });
            if (!data) throw new Error('no data');
            out = data.updateArticle;
          }
          return out;
        });
      } else {
        const { coverUrl, shareImageUrl, ...rest } = input;
        const { data } = await create({
          variables: {
            input: {
              ...rest,
              category,
              coverUrl: coverUrl ?? undefined,
              shareImageUrl: shareImageUrl ?? undefined,
            },
          },
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
      notify.success(article ? 'The changes are published.' : 'The article has been created.');
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
      setErrors(Object.fromEntries(ARTICLE_FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])));
      notifyFailure(err, article ? 'Error update article' : 'Error create article');
    }
  };

  const restoreDraft = () => {
    const restored = draft.restore();
    // A new article's slug keeps following the title unless the draft's slug was typed by hand.
    if (restored && !article) setSlugEdited(restored.slug !== slugify(restored.title));
  };

  return { values, set, editSlug, errors, dirty, busy, submit, draft, restoreDraft, server };
}
