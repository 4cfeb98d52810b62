/**
 * Where a vacancy is, as the careers pages and its job posting say it: a city (the office), the
 * country, and whether the job may be done remotely from anywhere in that country.
 */

const REMOTE = /\bremote\b/i;

/**
 * Reads a city as decision 028 did before vacancies had a remote flag: "Remote" is remote work with
 * no office, "Kyiv or remote" both, "Kyiv" an office. `remote` is undefined when the text does not
 * mention it. Used for rows written before the flag existed and for callers that do not send it
 * (the REST shim's documented payload has no such field).
 */
export function readLegacyCity(text: string): { city: string; remote: boolean | undefined } {
  if (!REMOTE.test(text)) return { city: text.trim(), remote: undefined };
  const city = text
    .replace(REMOTE, ' ')
    .replace(/\b(or|and)\b|[,/|()+]/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { city, remote: true };
}

/** The office a caller typed beside an explicit remote flag: the word "Remote" alone is no office. */
export const officeOf = (city: string): string => (/^\s*remote\s*$/i.test(city) ? '' : city.trim());
