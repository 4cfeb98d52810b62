import { check } from '@agency/schema/validation';
import type * as z from 'zod/mini';
import { invalidInput } from '../errors.ts';

/**
 * The one place where a failed input rule (@agency/schema, zod) becomes the typed error clients
 * read: BAD_USER_INPUT (REST 400) with `fields` holding each field's message. `summary` is the
 * top-level message; by default the first field's message, as the admin screens show it.
 */
export function parseInput<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  summary?: string,
): z.output<S> {
  const result = check(schema, input);
  if (result.ok) return result.data;
  throw invalidInput(summary ?? result.message, result.fields);
}
