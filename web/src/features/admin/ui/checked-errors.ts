import { useState } from 'react';

type Errors<F extends string> = Partial<Record<F, string>>;

/** Errors as reported (by a submit or the server), with the values they were found in. */
export type CheckedErrors<V, F extends string> = { errors: Errors<F>; against: V };

/**
 * The errors to show now. A field keeps its reported message while it holds the value it was
 * reported for; once that value changes, by typing or because another field derives it (the slug
 * follows the title), the field is checked again with the form's own rules. So a fixed field loses
 * its message at once, a server message ("slug taken") stays until the field changes, and no new
 * message appears before the next submit.
 */
export function visibleErrors<V extends Record<F, unknown>, F extends string>(
  checked: CheckedErrors<V, F>,
  values: V,
  validate: (values: V) => Errors<F>,
): Errors<F> {
  const fields = (Object.keys(checked.errors) as F[]).filter((field) => checked.errors[field]);
  const changed = fields.filter((field) => values[field] !== checked.against[field]);
  if (changed.length === 0) return checked.errors;
  const now = validate(values);
  const shown: Errors<F> = { ...checked.errors };
  for (const field of changed) shown[field] = now[field];
  return shown;
}

/**
 * A form's field errors, re-checked as values change (see visibleErrors). `report(errors)` records
 * what a submit or the server found, against the values on screen at that moment.
 */
export function useCheckedErrors<V extends Record<F, unknown>, F extends string>(
  values: V,
  validate: (values: V) => Errors<F>,
) {
  const [checked, setChecked] = useState<CheckedErrors<V, F>>({ errors: {}, against: values });
  const errors = visibleErrors(checked, values, validate);
  const report = (found: Errors<F>) => setChecked({ errors: found, against: values });
  return [errors, report] as const;
}
