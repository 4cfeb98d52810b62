import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { notify } from '../../../components/toasts/notify';
import { useConfirm } from '../ui/confirm-dialog';
import { errorMessage } from '../ui/errors';
import {
  AdminArticleCategoriesDocument,
  DeleteArticleDocument,
  SetArticleVisibilityDocument,
} from './article-documents';
import type { ArticleRow } from './use-article-list';

/** A row's Hide/Show and Delete (asked first), each saying how it went; render `dialog`. */
export function useArticleActions() {
  const [dialog, confirm] = useConfirm();
  const [setVisibility] = useMutation(SetArticleVisibilityDocument);
  const [remove] = useMutation(DeleteArticleDocument);

  const toggle = async (row: ArticleRow) => {
    try {
      // The list shows the state the server gives (draft, published, hidden): read it again.
      await setVisibility({
        variables: { id: row.id, visibility: !row.visibility },
        refetchQueries: ['AdminArticleList'],
      });
      notify.success(
        row.visibility ? `“${row.title}” is hidden from the blog.` : `“${row.title}” is visible on the blog.`,
      );
    } catch (err) {
      notify.error(errorMessage(err, 'Error changeOfArticleVisibility'));
    }
  };

  const del = async (row: ArticleRow) => {
    const ok = await confirm({
      title: 'Delete this article?',
      body: <p>“{row.title}” will be removed from the blog for good. This cannot be undone.</p>,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await remove({
        variables: { id: row.id },
        refetchQueries: [AdminArticleCategoriesDocument, 'AdminArticleList'],
        update: (cache) => {
          // Every loaded list loses the row, so the table is right without a reload.
          cache.modify({
            fields: {
              articleList(existing, { readField }) {
                const page = existing as unknown as { total: number; items: Reference[] };
                const kept = page.items.filter((item) => readField('id', item) !== row.id);
                if (kept.length === page.items.length) return existing;
                return { ...page, total: page.total - 1, items: kept } as unknown as typeof existing;
              },
            },
          });
          cache.evict({ id: cache.identify({ __typename: 'Article', id: row.id }) });
          cache.gc();
        },
      });
      notify.success(`“${row.title}” was deleted.`);
    } catch (err) {
      notify.error(errorMessage(err, 'Error delete article'));
    }
  };

  return { toggle, del, dialog };
}
