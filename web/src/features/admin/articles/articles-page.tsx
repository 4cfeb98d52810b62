import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import ui from '../ui/admin-ui.module.css';
import { CursorPager } from '../ui/cursor-pager';
import { errorMessage } from '../ui/errors';
import { shownRange } from '../ui/list-count';
import { firstPage, tableSort } from '../ui/list-url';
import { RecordTable } from '../ui/record-table';
import { BulkButtons, useBulkAction } from '../ui/use-bulk-action';
import { useListPage } from '../ui/use-list-page';
import { articleColumns, articleRowActions } from './article-columns';
import { AdminArticleCategoriesDocument, BulkArticlesDocument } from './article-documents';
import { ArticleFilters } from './article-filters';
import type { ArticlesSearch } from './article-search';
import { useArticleActions } from './use-article-actions';
import { useArticleCategories } from './use-article-categories';
import { ARTICLE_PAGE_SIZE, useArticleAuthors, useArticleList } from './use-article-list';

const NOUNS = { one: 'article', many: 'articles' };

/**
 * The staff list of articles, every state: sorted by any column, filtered by state, category and
 * author, searched in the title and the text, a page at a time by cursor, everything in the URL;
 * rows picked for a bulk publish, hide or delete (decision 047).
 */
export function ArticlesPage({ search }: { search: ArticlesSearch }) {
  const navigate = useNavigate();
  const setSearch = (next: ArticlesSearch) =>
    void navigate({ to: '/admin-panel/articles', search: next, replace: true });
  const list = useArticleList(search);
  const categories = useArticleCategories();
  const authors = useArticleAuthors();
  const { toggle, del, dialog } = useArticleActions();
  const { selected, setSelected, start, pager } = useListPage(search, setSearch, ARTICLE_PAGE_SIZE);
  const [bulkArticles] = useMutation(BulkArticlesDocument);
  const titles = new Map(list.items.map((row) => [row.id, row.title]));
  const bulk = useBulkAction({
    nouns: NOUNS,
    nameOf: (id) => titles.get(id) ?? id,
    run: async (action, ids) => {
      const res = await bulkArticles({
        variables: { action, ids },
        refetchQueries: ['AdminArticleList', AdminArticleCategoriesDocument],
        awaitRefetchQueries: true,
      });
      return res.data!.bulkArticles;
    },
    onDone: () => setSelected(new Set()),
  });
  const filtered = Boolean(search.q || search.category || search.state || search.author);

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Articles</h1>
        <Link to="/admin-panel/article" className={ui.buttonPrimary}>
          New article
        </Link>
      </div>
      <ArticleFilters search={search} onSearch={setSearch} categories={categories} authors={authors} />
      {bulk.report}
      <RecordTable
        label="Articles"
        columns={articleColumns(categories.nameOf)}
        rows={list.items}
        actions={articleRowActions({ toggle, del })}
        summary={list.page ? shownRange(start, list.items.length, list.page, NOUNS) : ''}
        loading={list.loading}
        error={list.error ? errorMessage(list.error, 'Error getAll articles') : undefined}
        emptyText={filtered ? 'No articles match these filters.' : 'No articles yet. Write the first one.'}
        onRetry={list.refetch}
        sort={tableSort(search, 'CREATED_AT', (patch) => setSearch({ ...search, ...firstPage, ...patch }))}
        selection={{
          selected,
          onChange: setSelected,
          label: (row) => row.title,
          actions: (
            <BulkButtons
              count={selected.size}
              busy={bulk.busy}
              onAction={(action) => void bulk.start(action, [...selected])}
            />
          ),
        }}
        footer={<CursorPager label="Article pages" {...pager(list.page, list.items.length)} />}
      />
      {dialog}
      {bulk.dialog}
    </div>
  );
}
