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

const RECORD_ID_MESSAGE = 'Give the record id as text (`_id` in a REST body).';

/**
 * The id of the record a write acts on, as a caller sent it (GraphQL's ID is always text; a REST
 * body's `_id` may be anything). Checked by the service after the caller's permission, like every
 * other input rule, so a caller without the role learns nothing about the input.
 */
export function recordId(id: unknown): string {
  if (typeof id !== 'string' || id.length === 0 || id.length > 200)
    throw invalidInput(RECORD_ID_MESSAGE, { _id: RECORD_ID_MESSAGE });
  return id;
}
