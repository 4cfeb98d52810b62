/**
 * The shared form rules (zod) load on a form's first focus, as the bot-check does, not with every
 * page: most visitors never touch the contact form (decision 032).
 */
export type FormRules = typeof import('@agency/schema/form-rules');

let loaded: FormRules | undefined;
let loading: Promise<FormRules> | undefined;

/** The rules once they have arrived. */
export const formRules = (): FormRules | undefined => loaded;

/** Starts (or joins) loading the rules; a failed load (a dropped connection) is tried again next time. */
export function loadFormRules(): Promise<FormRules> {
  loading ??= import('@agency/schema/form-rules').then(
    (rules) => (loaded = rules),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
