import type { AdminVacancyQuery } from '../gql/graphql';

export type SavedVacancy = NonNullable<AdminVacancyQuery['vacancy']>;

export type VacancyValues = {
  name: string;
  languageLvl: string;
  city: string;
  experience: string;
  content: string;
  visibility: boolean;
};
export type VacancyField = Exclude<keyof VacancyValues, 'visibility'>;
export type VacancyErrors = Partial<Record<VacancyField, string>>;

export const VACANCY_FIELDS: VacancyField[] = ['name', 'languageLvl', 'city', 'experience', 'content'];

export const EMPTY_VACANCY: VacancyValues = {
  name: '',
  languageLvl: '',
  city: '',
  experience: '',
  content: '',
  // Publishing is a deliberate step: a new vacancy stays off /careers until "Listed" is ticked.
  visibility: false,
};

export const valuesOf = (vacancy: SavedVacancy): VacancyValues => ({
  name: vacancy.name,
  languageLvl: vacancy.languageLvl,
  city: vacancy.city,
  experience: vacancy.experience,
  content: vacancy.content,
  visibility: vacancy.visibility,
});

const REQUIRED: Record<VacancyField, string> = {
  name: 'Please enter the position name.',
  languageLvl: 'Please enter the English level, e.g. Upper-Intermediate.',
  city: 'Please enter the city, or Remote.',
  experience: 'Please enter the experience needed, e.g. 3+ years.',
  content: 'Please describe the vacancy.',
};

/** Every field is required (the API says the same); said next to the field before sending. */
export function validateVacancy(values: VacancyValues): VacancyErrors {
  const errors: VacancyErrors = {};
  for (const field of VACANCY_FIELDS) if (!values[field].trim()) errors[field] = REQUIRED[field];
  return errors;
}

/** What is sent: the same values with surrounding spaces removed. */
export const trimmed = (values: VacancyValues): VacancyValues => ({
  ...values,
  name: values.name.trim(),
  languageLvl: values.languageLvl.trim(),
  city: values.city.trim(),
  experience: values.experience.trim(),
});
