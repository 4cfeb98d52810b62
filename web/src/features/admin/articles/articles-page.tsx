import { Link, useNavigate } from '@tanstack/react-router';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { shownRange } from '../ui/list-count';
import { RecordTable } from '../ui/record-table';
import { articleColumns, articleRowActions } from './article-columns';
import { ArticleFilters } from './article-filters';
import type { ArticlesSearch } from './article-search';
import { useArticleActions } from './use-article-actions';
import { useArticleCategories } from './use-article-categories';
import { useArticleList } from './use-article-list';

/** The staff list of articles, drafts included, newest first, filtered by title and category. */
export function ArticlesPage({ search }: { search: ArticlesSearch }) {
  const navigate = useNavigate();
  const setSearch = (next: ArticlesSearch) =>
    void navigate({ to: '/admin-panel/articles', search: next, replace: true });
  const list = useArticleList(search);
  const categories = useArticleCategories();
  const { toggle, del, dialog } = useArticleActions();
  const filtered = Boolean(search.q || search.category);

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Articles</h1>
        <Link to="/admin-panel/article" className={ui.buttonPrimary}>
          New article
        </Link>
      </div>
      <ArticleFilters search={search} onSearch={setSearch} categories={categories} />
      <RecordTable
        label="Articles"
        columns={articleColumns(categories.nameOf)}
        rows={list.items}
        actions={articleRowActions({ toggle, del })}
        summary={
          list.page ? shownRange(1, list.items.length, list.page, { one: 'article', many: 'articles' }) : ''
        }
        loading={list.loading}
        error={list.error ? errorMessage(list.error, 'Error getAll articles') : undefined}
        emptyText={filtered ? 'No articles match these filters.' : 'No articles yet. Write the first one.'}
        onRetry={list.refetch}
        paging={{
          hasMore: Boolean(list.page?.hasMore),
          loading: list.loadingMore,
          onLoadMore: () => void list.loadMore(),
        }}
      />
      {dialog}
    </div>
  );
}
