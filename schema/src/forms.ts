import type { FirstTouch } from './first-touch.ts';
/**
 * What both public forms (spec section 5) show and keep: the exact messages, the options, the
 * limits and the checks that need no schema (an e-mail address, a file). The schemas themselves are
 * in form-rules.ts, so a page loads zod only once a visitor starts on a form (decision 032).
 */

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

/** What a client sends: text in every field (the schemas say which text is right). */
type Submission = {
  name: string;
  email: string;
  country: string;
  message: string;
  attachmentUrl?: string | null;
  attachmentName?: string | null;
  website?: string | null;
} & FirstTouch;
export type ContactInput = Submission & { interest: string };
export type ApplicationInput = Submission & { position: string };

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** What the API answers above the field messages when a form is refused. */
export const FORM_REFUSED = 'Please correct the highlighted fields.';

export function isValid(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).every((v) => !v);
}
