import { isArticleCategory } from '../../../components/article-view/article-categories';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { firstPage } from '../ui/list-url';
import { SearchBox } from '../ui/search-box';
import { StateFilter } from '../ui/state-filter';
import type { ArticlesSearch } from './article-search';
import type { ArticleCategories } from './use-article-categories';

type ArticleFiltersProps = {
  search: ArticlesSearch;
  onSearch: (next: ArticlesSearch) => void;
  categories: ArticleCategories;
  authors: readonly { id: string; name: string }[];
};

/** The list's search (title and text), state, category (with its counts) and author. */
export function ArticleFilters({ search, onSearch, categories, authors }: ArticleFiltersProps) {
  // Any new filter shows its first page.
  const set = (patch: Partial<ArticlesSearch>) => onSearch({ ...search, ...firstPage, ...patch });
  return (
    <div className={ui.toolbar} role="search" aria-label="Filter articles">
      <SearchBox
        id="articles-search"
        label="Search articles"
        placeholder="Title or text contains…"
        value={search.q}
        onSearch={(q) => set({ q })}
      />
      <StateFilter id="articles-state" value={search.state} onChange={(state) => set({ state })} />
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
            set({ category: isArticleCategory(value) ? value : undefined });
          }}
        >
          <option value="">All categories</option>
          {categories.options.map((option) => (
            <option key={option.category} value={option.category}>
              {option.quantity == null ? option.name : `${option.name} (${option.quantity})`}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor="articles-author">
          Author
        </label>
        <select
          id="articles-author"
          className={ui.select}
          value={search.author ?? ''}
          onChange={(event) => set({ author: event.target.value || undefined })}
        >
          <option value="">All authors</option>
          {authors.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
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
  );
}
