// The package's minimal English list (code -> name, ~4 KB) rather than its full data (capitals,
// currencies, languages: ~48 KB), which would ship to every page with the contact form.
import countries from 'countries-list/minimal/countries.en.min.json' with { type: 'json' };

/** Places nobody lives in: not offered in the country dropdowns. */
const UNINHABITED = new Set(['AQ', 'BV', 'HM', 'TF', 'GS', 'UM']);

/** Country and territory names for both forms, alphabetical (Afghanistan .. Zimbabwe). */
export const COUNTRY_NAMES: readonly string[] = Object.entries(countries)
  .filter(([code]) => !UNINHABITED.has(code))
  .map(([, name]) => name)
  .sort((a, b) => a.localeCompare(b, 'en'));

export const COUNTRY_PLACEHOLDER = 'Select your country';

/** True for an ISO 3166-1 alpha-2 code, upper-case ("UA"). */
export const isCountryCode = (code: string): boolean => Object.hasOwn(countries, code);
