import { countries } from 'countries-list';

/** Places nobody lives in: not offered in the country dropdowns. */
const UNINHABITED = new Set(['AQ', 'BV', 'HM', 'TF', 'GS', 'UM']);

/** Country and territory names for both forms, alphabetical (Afghanistan .. Zimbabwe). */
export const COUNTRY_NAMES: readonly string[] = Object.entries(countries)
  .filter(([code]) => !UNINHABITED.has(code))
  .map(([, c]) => c.name)
  .sort((a, b) => a.localeCompare(b, 'en'));

export const COUNTRY_PLACEHOLDER = 'Select your country';

/** True for an ISO 3166-1 alpha-2 code, upper-case ("UA"). */
export const isCountryCode = (code: string): boolean => Object.hasOwn(countries, code);
