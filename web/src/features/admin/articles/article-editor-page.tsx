import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { draftStorageKey } from '../ui/local-draft';
import { AdminArticleDocument } from './article-documents';
import { ArticleForm } from './article-form';
import { ArticleSchedule } from './article-schedule';

/** userId: whose unsaved drafts this browser offers back (features/admin/ui/local-draft.ts). */
export function NewArticlePage({ userId }: { userId: string }) {
  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>New article</h1>
      </div>
      <ArticleForm draftKey={draftStorageKey(userId, 'article:new')} />
    </div>
  );
}

/**
 * The edit screen of /admin-panel/article/{slug}/edit; drafts load too (staff see them). `review`:
 * what the route shows under the form for the loaded article (the review panel, decision 049).
 */
export function EditArticlePage({
  slug,
  userId,
  review,
}: {
  slug: string;
  userId: string;
  review?: (id: string) => ReactNode;
}) {
  const { data, loading, error, refetch } = useQuery(AdminArticleDocument, { variables: { slug } });
  const article = data?.article;

  let body;
  if (article) {
    // Keyed by id: a slug change moves the URL but keeps the same form (and its undo history).
    body = (
      <>
        <ArticleForm
          key={article.id}
          article={article}
          draftKey={draftStorageKey(userId, `article:${article.id}`)}
        />
        {review?.(article.id)}
      </>
    );
  } else if (error) {
    body = (
      <div className={ui.state} role="alert">
        <p>{errorMessage(error, 'The article could not be loaded.')}</p>
        <button type="button" className={ui.button} onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (loading || !data) {
    body = (
      <p className={ui.state} role="status">
        Loading…
      </p>
    );
  } else {
    body = (
      <div className={ui.state} role="alert">
        <p>No article has the address “{slug}”. It may have been deleted or renamed.</p>
        <Link to="/admin-panel/articles" className={ui.button}>
          Back to the articles
        </Link>
      </div>
    );
  }

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{article || loading ? 'Edit article' : 'Article not found'}</h1>
      </div>
      {body}
      {article ? <ArticleSchedule id={article.id} /> : null}
    </div>
  );
}
