// The package's minimal English list (code -> name) rather than its full data (capitals,
// currencies, languages), which would ship to every page with the contact form (decision 032).
import countries from 'countries-list/minimal/countries.en.min.json' with { type: 'json' };

/** Places nobody lives in: not offered in the country dropdowns. */
const UNINHABITED = new Set(['AQ', 'BV', 'HM', 'TF', 'GS', 'UM']);

/**
 * The key the list is sorted by: the name without accents, in lower case. Not localeCompare: its
 * first call builds an ICU collator, a long task at the start of every page with a form on a slow
 * phone (issue 25); for these names the two orders agree (countries.test.ts checks it).
 */
export const countrySortKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The inhabited countries and territories as code and name, alphabetical by name. */
export const COUNTRIES: readonly { code: string; name: string }[] = Object.entries(countries)
  .filter(([code]) => !UNINHABITED.has(code))
  .map(([code, name]) => ({ code, name, key: countrySortKey(name) }))
  .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  .map(({ code, name }) => ({ code, name }));

/** Country and territory names for both forms, alphabetical (Afghanistan .. Zimbabwe). */
export const COUNTRY_NAMES: readonly string[] = COUNTRIES.map((country) => country.name);

export const COUNTRY_PLACEHOLDER = 'Select your country';

/** True for an ISO 3166-1 alpha-2 code, upper-case ("UA"). */
export const isCountryCode = (code: string): boolean => Object.hasOwn(countries, code);

/** True for a code the dropdowns offer: an inhabited country or territory ("UA", not "AQ"). */
export const isListedCountry = (code: string): boolean => isCountryCode(code) && !UNINHABITED.has(code);

/** "UA" -> "Ukraine"; the code itself when the list does not know it. */
export const countryName = (code: string): string =>
  isCountryCode(code) ? countries[code as keyof typeof countries] : code;
