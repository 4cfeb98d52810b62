import { isArticleCategory } from '../../../components/article-view/article-categories';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { SearchBox } from '../ui/search-box';
import type { ArticlesSearch } from './article-search';
import type { ArticleCategories } from './use-article-categories';

type ArticleFiltersProps = {
  search: ArticlesSearch;
  onSearch: (next: ArticlesSearch) => void;
  categories: ArticleCategories;
};

/** The list's title search and category, each option with its number of articles. */
export function ArticleFilters({ search, onSearch, categories }: ArticleFiltersProps) {
  return (
    <div className={ui.toolbar} role="search" aria-label="Filter articles">
      <SearchBox
        id="articles-search"
        label="Search articles"
        placeholder="Title contains…"
        value={search.q}
        onSearch={(q) => onSearch({ ...search, q })}
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
            onSearch({ ...search, category: isArticleCategory(value) ? value : undefined });
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
      {categories.error && (
        <p className={ui.error} role="alert">
          {errorMessage(categories.error, 'Error getCategory')}
        </p>
      )}
    </div>
  );
}
