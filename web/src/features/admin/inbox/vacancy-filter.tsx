import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';

const VacancyChoicesDocument = graphql(`
  query AdminVacancyChoices {
    vacancyList(first: 200) {
      items {
        id
        name
        city
      }
    }
  }
`);

/** The applications inbox's vacancy filter (decision 053): the 200 newest vacancies, by name. */
export function VacancyFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (vacancy: string | undefined) => void;
}) {
  const id = useId();
  const { data } = useQuery(VacancyChoicesDocument);
  const items = data?.vacancyList.items ?? [];
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        Vacancy
      </label>
      <select
        id={id}
        className={ui.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">All vacancies</option>
        {value && !items.some((v) => v.id === value) ? <option value={value}>This vacancy</option> : null}
        {items.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
            {v.city ? ` (${v.city})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
