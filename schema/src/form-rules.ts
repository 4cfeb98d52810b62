/**
 * The rules of both public forms (spec section 5), with the messages of forms.ts. The web app runs
 * them as the visitor types (loaded on the form's first focus); the API runs the same schemas on
 * every submission, REST or GraphQL.
 */
import * as z from 'zod/mini';
import { COUNTRY_NAMES } from './countries.ts';
import {
  emailError,
  INTEREST_OPTIONS,
  MAX_LENGTH,
  MESSAGES,
  POSITION_PLACEHOLDER,
  type ApplicationInput,
  type ContactInput,
  type FieldErrors,
} from './forms.ts';
import { firstTouchFields } from './lead-source.ts';
import { errorsOf } from './validation.ts';

// A file name or URL the upload answered; longer text is not one.
const attachment = z.nullish(
  z.string(MESSAGES.attachmentAgain).check(z.maxLength(2000, MESSAGES.attachmentAgain)),
);

/** Surrounding spaces removed, then present and at most `max` characters. */
const text = (message: string, max: number) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

/** The address as typed (spaces are an error, as the spec says), stored lower-cased. */
const email = z.string(MESSAGES.emailEmpty).check(
  z.superRefine((value, ctx) => {
    // The length first: the pattern is not run on a megabyte of text.
    const message =
      value.trim() === ''
        ? MESSAGES.emailEmpty
        : value.length > MAX_LENGTH.email
          ? MESSAGES.emailInvalid
          : emailError(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  }),
  z.toLowerCase(),
);

const country = z
  .string(MESSAGES.country)
  .check(z.refine((value) => COUNTRY_NAMES.includes(value), MESSAGES.country));

const common = {
  name: text(MESSAGES.name, MAX_LENGTH.name),
  email,
  country,
  message: text(MESSAGES.message, MAX_LENGTH.message),
  attachmentUrl: attachment,
  attachmentName: attachment,
  // The honeypot: people never see it; the API drops a submission that fills it (api services/leads).
  website: z.nullish(z.string('Leave this field empty.').check(z.maxLength(2000, 'Leave this field empty.'))),
  // Where the visit began (decision 051); optional, refused by name when malformed.
  ...firstTouchFields,
};

/** The footer contact form (spec section 5). */
export const contactRequest = z.object({
  ...common,
  interest: z.enum(INTEREST_OPTIONS, MESSAGES.interest),
});

/**
 * The careers application form. `positionMode` says how the form asked: a dropdown of vacancy
 * names ('select') or free text ('text', when no vacancy is open). The API does not know which one
 * the visitor saw, so it uses 'any': empty is a text error, the placeholder a select error.
 */
export function jobApplication(positionMode: 'select' | 'text' | 'any' = 'any') {
  const missing = positionMode === 'select' ? MESSAGES.positionSelect : MESSAGES.positionText;
  const position = z.string(missing).check(
    z.superRefine((value, ctx) => {
      const message =
        value === POSITION_PLACEHOLDER
          ? MESSAGES.positionSelect
          : value.trim() === '' || value.length > MAX_LENGTH.position
            ? missing
            : undefined;
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
    z.trim(),
  );
  return z.object({ ...common, position });
}

const anyApplication = jobApplication('any');

export function validateContact(input: ContactInput): FieldErrors<ContactInput> {
  return errorsOf(contactRequest, input);
}

export function validateApplication(
  input: ApplicationInput,
  positionMode: 'select' | 'text' | 'any' = 'any',
): FieldErrors<ApplicationInput> {
  return errorsOf(positionMode === 'any' ? anyApplication : jobApplication(positionMode), input);
}
