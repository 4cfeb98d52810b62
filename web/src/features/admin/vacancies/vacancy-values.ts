import { VACANCY_FORM_FIELDS, vacancyCreate } from '@agency/schema/vacancies';
import { errorsOf } from '@agency/schema/validation';
import type { AdminVacancyQuery } from '../gql/graphql';

export type SavedVacancy = NonNullable<AdminVacancyQuery['vacancy']>;

export type VacancyValues = {
  name: string;
  languageLvl: string;
  city: string;
  /** ISO 3166-1 alpha-2 code; '' until one is chosen. */
  country: string;
  remote: boolean;
  experience: string;
  content: string;
  visibility: boolean;
};
export type VacancyField = (typeof VACANCY_FORM_FIELDS)[number];
export type VacancyErrors = Partial<Record<VacancyField, string>>;

export const VACANCY_FIELDS: readonly VacancyField[] = VACANCY_FORM_FIELDS;

export const EMPTY_VACANCY: VacancyValues = {
  name: '',
  languageLvl: '',
  city: '',
  country: '',
  remote: false,
  experience: '',
  content: '',
  // Publishing is a deliberate step: a new vacancy stays off /careers until "Listed" is ticked.
  visibility: false,
};

/** A new vacancy's values: the site's country (SITE_COUNTRY) chosen when it has one. */
export const newVacancy = (siteCountry: string | null): VacancyValues => ({
  ...EMPTY_VACANCY,
  country: siteCountry ?? '',
});

export const valuesOf = (vacancy: SavedVacancy): VacancyValues => ({
  name: vacancy.name,
  languageLvl: vacancy.languageLvl,
  city: vacancy.city,
  country: vacancy.country ?? '',
  remote: vacancy.remote,
  experience: vacancy.experience,
  content: vacancy.content,
  visibility: vacancy.visibility,
});

/** The API's own rules and messages (@agency/schema/vacancies), said next to each field before sending. */
export const validateVacancy = (values: VacancyValues): VacancyErrors =>
  errorsOf<VacancyField>(vacancyCreate, values);

/** What is sent: the same values with surrounding spaces removed. */
export const trimmed = (values: VacancyValues): VacancyValues => ({
  ...values,
  name: values.name.trim(),
  languageLvl: values.languageLvl.trim(),
  city: values.city.trim(),
  experience: values.experience.trim(),
});
