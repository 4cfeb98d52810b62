import { Link, useNavigate } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import { vacanciesCopy as copy } from '../../content/careers';
import type { CareersView } from './vacancy-list';
import styles from './vacancy-filters.module.css';

/**
 * Filters by city and English level: a GET form, so it works before and without JavaScript (the
 * server renders /careers?city=Kyiv&level=B2, and the page cache keeps one copy per choice). With
 * JavaScript the same submit moves in place, without reloading the page. Nothing applies until the
 * button is pressed, so choosing with the keyboard never moves the page under the visitor.
 */
export function VacancyFilters({ cities, levels, filters, matched, total }: CareersView) {
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '') || undefined;
    void navigate({
      to: '/careers',
      search: { city: value('city'), level: value('level') },
      resetScroll: false,
    });
  };
  const filtered = !!(filters.city || filters.level);

  return (
    <form
      className={styles.filters}
      method="get"
      action="/careers#vacancies"
      role="search"
      aria-label={copy.filtersLabel}
      onSubmit={submit}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-city`}>City</label>
        {/* Keyed by the filter, so the choice follows the address on back and forward. */}
        <select id={`${id}-city`} name="city" defaultValue={filters.city ?? ''} key={filters.city ?? ''}>
          <option value="">{copy.allCities}</option>
          {cities.map((option) => (
            <option key={option.value} value={option.value}>
              {`${option.value} (${option.count})`}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-level`}>English</label>
        <select id={`${id}-level`} name="level" defaultValue={filters.level ?? ''} key={filters.level ?? ''}>
          <option value="">{copy.allLevels}</option>
          {levels.map((option) => (
            <option key={option.value} value={option.value}>
              {`${option.value} (${option.count})`}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.submit}>
        {copy.showFiltered}
      </button>
      <p className={styles.count} role="status">
        {copy.shown(matched, total)}
        {filtered && (
          <>
            {' · '}
            <Link to="/careers" search={{}} resetScroll={false}>
              {copy.clearFilters}
            </Link>
          </>
        )}
      </p>
    </form>
  );
}
