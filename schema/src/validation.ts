/**
 * The building blocks of every input rule in this package, and the one reading of a failed check:
 * each field's first message, keyed by the field's name. The API turns that into its typed
 * BAD_USER_INPUT error (`fields`); the web forms show the same messages next to their fields.
 *
 * zod/mini rather than zod's classic API: its functions are tree-shaken, so the public forms ship a
 * small part of it, not the whole classic bundle (decisions 027 and 032). Nothing here may import
 * the rich-text sanitiser: that would put it on every public page (rich-text.ts has richText).
 */
import * as z from 'zod/mini';

export type FieldMessages = Record<string, string>;

export type Checked<T> = { ok: true; data: T } | { ok: false; fields: FieldMessages; message: string };

/** The first message of each field; an issue about the whole value is filed under `input`. */
export function fieldErrors(error: z.core.$ZodError): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'input';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Checks `input` against `schema`: the cleaned value, or the messages of what is wrong. */
export function check<S extends z.ZodMiniType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const fields = fieldErrors(result.error);
  return { ok: false, fields, message: Object.values(fields)[0] ?? 'Please check the input.' };
}

/** The messages only, as a form shows them ({} when everything is fine). */
export function errorsOf<F extends string>(
  schema: z.ZodMiniType,
  input: unknown,
): Partial<Record<F, string>> {
  const result = check(schema, input);
  return result.ok ? {} : (result.fields as Partial<Record<F, string>>);
}

/**
 * Text that must be there: surrounding spaces removed, then 1 to `max` characters. A value that
 * is missing or not text gets `message` too, so a client always learns which field to fix.
 */
export const requiredText = (message: string, max: number, tooLong = message) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/** A yes/no flag that may be left out (null or absent keeps what is stored). */
export const optionalFlag = (message: string) => z.nullish(z.boolean(message));
