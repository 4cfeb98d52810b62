import { Link } from '@tanstack/react-router';
import { placeOf } from '@agency/schema/vacancy-place';
import type { VacancyRow } from './vacancy-list';
import styles from './vacancy-rows.module.css';

/**
 * A long list of vacancies, one line each: the name linking to its page, then where, the English
 * level and the experience. Lean on purpose (no classes inside a row; the module styles by
 * position), as it repeats hundreds of times in the page (decision 038).
 */
export function VacancyRows({ vacancies }: { vacancies: VacancyRow[] }) {
  return (
    <ul className={styles.rows} role="list">
      {vacancies.map((vacancy) => (
        <li key={vacancy.slug}>
          <Link to="/careers/$slug" params={{ slug: vacancy.slug }}>
            {vacancy.name}
          </Link>
          <span>{placeOf(vacancy)}</span>
          <span>{vacancy.languageLvl}</span>
          <span>{vacancy.experience}</span>
        </li>
      ))}
    </ul>
  );
}
