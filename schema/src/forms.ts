/**
 * The rules of both public forms (spec section 5), with their exact messages. The web app runs
 * them as the visitor types; the API runs the same schemas on every submission, REST or GraphQL.
 */
import * as z from 'zod/mini';
import { COUNTRY_NAMES } from './countries.ts';
import { errorsOf } from './validation.ts';

export const MESSAGES = {
  name: '*Please enter your full name.',
  emailEmpty: '*Please enter your e-mail address.',
  emailInvalid: '*Please enter valid e-mail address.',
  message: '*Please enter your message.',
  country: '*Please select your country.',
  interest: '*Please select your interest.',
  positionText: '*Please enter your position.',
  positionSelect: '*Please select your position.',
  fileSize: '*The attached file must be no larger than 5 MB.',
  fileType: '*The attached file must be a .pdf, .doc or .docx document.',
  attachmentAgain: '*Please attach the file again.',
} as const;

export const INTEREST_PLACEHOLDER = "I'm interested in...";
export const POSITION_PLACEHOLDER = 'Select a job';

export const INTEREST_OPTIONS = [
  'Dedicated Development Team',
  'Outsource',
  'Outstaff',
  'Native Mobile Development',
  'Flutter',
  'Web Development',
  'UX/UI Design',
  'Quality Assurance',
  "I don't know\u2026",
] as const;

export const MAX_FILE_BYTES = 5_242_880;
export const ACCEPTED_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
/** Longest value a text field accepts; longer input is cut by the form and refused by the API. */
export const MAX_LENGTH = { name: 200, email: 254, message: 5000, position: 200 } as const;

/**
 * A standard address: no Cyrillic or other non-ASCII letters, no brackets, parentheses, commas,
 * semicolons, colons or spaces, exactly one @, and a final domain part of at least two letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function emailError(value: string): string | undefined {
  if (value.trim() === '') return MESSAGES.emailEmpty;
  return EMAIL_PATTERN.test(value) ? undefined : MESSAGES.emailInvalid;
}

/** The e-mail as the forms keep it: lower-cased as typed. */
export function normaliseEmail(value: string): string {
  return value.toLowerCase();
}

export function hasAcceptedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export function fileError(file: { name: string; size: number } | null | undefined): string | undefined {
  if (!file) return undefined;
  if (file.size > MAX_FILE_BYTES) return MESSAGES.fileSize;
  if (!hasAcceptedExtension(file.name)) return MESSAGES.fileType;
  return undefined;
}

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

/** What a client sends: text in every field (the schemas say which text is right). */
type Submission = {
  name: string;
  email: string;
  country: string;
  message: string;
  attachmentUrl?: string | null;
  attachmentName?: string | null;
  website?: string | null;
};
export type ContactInput = Submission & { interest: string };
export type ApplicationInput = Submission & { position: string };

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export function validateContact(input: ContactInput): FieldErrors<ContactInput> {
  return errorsOf(contactRequest, input);
}

export function validateApplication(
  input: ApplicationInput,
  positionMode: 'select' | 'text' | 'any' = 'any',
): FieldErrors<ApplicationInput> {
  return errorsOf(positionMode === 'any' ? anyApplication : jobApplication(positionMode), input);
}

/** What the API answers above the field messages when a form is refused. */
export const FORM_REFUSED = 'Please correct the highlighted fields.';

export function isValid(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).every((v) => !v);
}
