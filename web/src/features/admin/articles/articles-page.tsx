import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { categoryLabel } from '../../../components/article-view/article-meta';
import { formatArticleDate } from '../../../components/article-view/format-date';
import { notify } from '../../../components/toasts/notify';
import type { AdminArticlesQuery } from '../gql/graphql';
import { useConfirm } from '../ui/confirm-dialog';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { shownRange } from '../ui/list-count';
import { ListState } from '../ui/list-state';
import { PublishRowActions, PublishStatus } from '../ui/row-actions';
import { SearchBox } from '../ui/search-box';
import {
  AdminArticleCategoriesDocument,
  AdminArticlesDocument,
  DeleteArticleDocument,
  SetArticleVisibilityDocument,
} from './article-documents';
import { ARTICLE_CATEGORIES, isArticleCategory } from '../../../components/article-view/article-categories';
import type { ArticlesSearch } from './article-search';
import styles from './articles.module.css';

const PAGE_SIZE = 50;

type Row = AdminArticlesQuery['articles']['items'][number];

/** The staff list of articles, drafts included, newest first, filtered by title and category. */
export function ArticlesPage({ search }: { search: ArticlesSearch }) {
  const navigate = useNavigate();
  const setSearch = (next: ArticlesSearch) =>
    void navigate({ to: '/admin-panel/articles', search: next, replace: true });

  const variables = { search: search.q, category: search.category, first: PAGE_SIZE };
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminArticlesDocument, { variables });
  const categories = useQuery(AdminArticleCategoriesDocument);
  const [loadingMore, setLoadingMore] = useState(false);
  const [dialog, confirm] = useConfirm();
  const [setVisibility] = useMutation(SetArticleVisibilityDocument);
  const [remove] = useMutation(DeleteArticleDocument);

  const items = data?.articles.items ?? [];

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        // The page after the last row shown (its cursor; decision 037).
        variables: { after: data?.articles.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          articles: {
            ...fetchMoreResult.articles,
            items: [...previous.articles.items, ...fetchMoreResult.articles.items],
          },
        }),
      });
    } catch (err) {
      notify.error(errorMessage(err, 'Error getAll articles'));
    } finally {
      setLoadingMore(false);
    }
  };

  const toggle = async (row: Row) => {
    try {
      await setVisibility({ variables: { id: row.id, visibility: !row.visibility } });
      notify.success(
        row.visibility ? `“${row.title}” is hidden from the blog.` : `“${row.title}” is visible on the blog.`,
      );
    } catch (err) {
      notify.error(errorMessage(err, 'Error changeOfArticleVisibility'));
    }
  };

  const del = async (row: Row) => {
    const ok = await confirm({
      title: 'Delete this article?',
      body: <p>“{row.title}” will be removed from the blog for good. This cannot be undone.</p>,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await remove({
        variables: { id: row.id },
        refetchQueries: [AdminArticleCategoriesDocument],
        update: (cache) => {
          // Every loaded list loses the row, so the table is right without a reload.
          cache.modify({
            fields: {
              articles(existing, { readField }) {
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

  const categoryOptions =
    categories.data?.categories ??
    ARTICLE_CATEGORIES.map((category) => ({ category, name: categoryLabel(category), quantity: null }));
  const nameOf = (category: Row['category']) =>
    categoryOptions.find((option) => option.category === category)?.name ?? categoryLabel(category);
  const filtered = Boolean(search.q || search.category);

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Articles</h1>
        <Link to="/admin-panel/article" className={ui.buttonPrimary}>
          New article
        </Link>
      </div>

      <div className={ui.toolbar} role="search" aria-label="Filter articles">
        <SearchBox
          id="articles-search"
          label="Search articles"
          placeholder="Title contains…"
          value={search.q}
          onSearch={(q) => setSearch({ ...search, q })}
        />
        <div className={ui.field}>
          <label className={ui.label} htmlFor="articles-category">
            Category
          </label>
          <select
            id="articles-category"
            className={ui.select}
            value={search.category ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setSearch({ ...search, category: isArticleCategory(value) ? value : undefined });
            }}
          >
            <option value="">All categories</option>
            {categoryOptions.map((option) => (
              <option key={option.category} value={option.category}>
                {option.quantity == null ? option.name : `${option.name} (${option.quantity})`}
              </option>
            ))}
          </select>
        </div>
        {categories.error && (
          <p className={ui.error} role="alert">
            {errorMessage(categories.error, 'Error getCategory')}
          </p>
        )}
      </div>

      <ListState
        loading={loading}
        error={error ? errorMessage(error, 'Error getAll articles') : undefined}
        empty={items.length === 0}
        emptyText={filtered ? 'No articles match these filters.' : 'No articles yet. Write the first one.'}
        onRetry={() => void refetch()}
      >
        <p className={ui.hint} role="status">
          {data ? shownRange(1, items.length, data.articles, { one: 'article', many: 'articles' }) : ''}
        </p>
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Articles">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className={ui.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={styles.titleCell}>
                    {row.title}
                    <span className={styles.slug}>/blog/{row.slug}</span>
                  </th>
                  <td>{nameOf(row.category)}</td>
                  <td>
                    <PublishStatus visible={row.visibility} shown="Visible" hidden="Draft" />
                  </td>
                  <td>
                    <time dateTime={String(row.createdAt)}>{formatArticleDate(String(row.createdAt))}</time>
                  </td>
                  <td>
                    <PublishRowActions
                      name={row.title}
                      visible={row.visibility}
                      onToggle={() => void toggle(row)}
                      onDelete={() => void del(row)}
                      editLink={(label, className) => (
                        <Link
                          to="/admin-panel/article/$articleURL/edit"
                          params={{ articleURL: row.slug }}
                          className={className}
                        >
                          {label}
                        </Link>
                      )}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data?.articles.hasMore && (
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.button}
              onClick={() => void loadMore()}
              disabled={loadingMore}
            >
              {loadingMore ? 'Loading…' : 'Load more'}
            </button>
          </div>
        )}
      </ListState>
      {dialog}
    </div>
  );
}
