import { invalidInput } from '../errors.ts';

/**
 * Query-string values as the REST shim reads them. A repeated parameter arrives as an array
 * (`?limit=1&limit=2`) and a number may be anything (`?limit=abc`, `?offset=1e20`): each is the
 * caller's mistake, answered 400 with the parameter named in `fields`.
 */
export function queryText(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalidInput(`Give the ${name} parameter once.`, { [name]: 'Give this parameter only once.' });
  return value;
}

/** A whole number from `min` to `max` (digits only), or undefined when absent or empty. */
export function queryInt(
  query: unknown,
  name: string,
  range: { min: number; max: number },
): number | undefined {
  const text = queryText(query, name);
  if (text === undefined || text === '') return undefined;
  const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(value >= range.min && value <= range.max)) {
    const rule = `a whole number from ${range.min} to ${range.max}`;
    throw invalidInput(`${name} must be ${rule}.`, { [name]: `Give ${rule}.` });
  }
  return value;
}
