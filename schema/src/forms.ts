/**
 * The rules of both public forms (spec section 5), with their exact messages. The web app runs
 * them as the visitor types; the API runs them again on every submission, REST or GraphQL.
 */
import { COUNTRY_NAMES, COUNTRY_PLACEHOLDER } from './countries.ts';

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

export type ContactInput = {
  name: string;
  email: string;
  country: string;
  interest: string;
  message: string;
  attachmentUrl?: string | null;
  attachmentName?: string | null;
};

export type ApplicationInput = {
  name: string;
  email: string;
  country: string;
  position: string;
  message: string;
  attachmentUrl?: string | null;
  attachmentName?: string | null;
};

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

function commonErrors(input: ContactInput | ApplicationInput) {
  const errors: Record<string, string> = {};
  if (blank(input.name) || input.name.length > MAX_LENGTH.name) errors.name = MESSAGES.name;
  const e = typeof input.email === 'string' ? emailError(input.email) : MESSAGES.emailEmpty;
  if (e) errors.email = e;
  else if (input.email.length > MAX_LENGTH.email) errors.email = MESSAGES.emailInvalid;
  if (
    blank(input.country) ||
    input.country === COUNTRY_PLACEHOLDER ||
    !COUNTRY_NAMES.includes(input.country)
  ) {
    errors.country = MESSAGES.country;
  }
  if (blank(input.message) || input.message.length > MAX_LENGTH.message) errors.message = MESSAGES.message;
  // The form sends the upload's URL and name as text; anything else (a number, an object) is not
  // a file this site answered, whichever client sent it.
  for (const key of ['attachmentUrl', 'attachmentName'] as const) {
    const value: unknown = input[key];
    if (value != null && typeof value !== 'string') errors[key] = MESSAGES.attachmentAgain;
  }
  return errors;
}

export function validateContact(input: ContactInput): FieldErrors<ContactInput> {
  const errors: Record<string, string> = commonErrors(input);
  if (!(INTEREST_OPTIONS as readonly string[]).includes(input.interest)) errors.interest = MESSAGES.interest;
  return errors;
}

/**
 * `positionMode` says how the form asked: a dropdown of vacancy names ('select') or free text
 * ('text', when no vacancy is open). The API does not know which one the visitor saw, so it uses
 * 'any': empty is a text error, the placeholder a select error.
 */
export function validateApplication(
  input: ApplicationInput,
  positionMode: 'select' | 'text' | 'any' = 'any',
): FieldErrors<ApplicationInput> {
  const errors: Record<string, string> = commonErrors(input);
  const position = typeof input.position === 'string' ? input.position : '';
  if (positionMode === 'select') {
    if (blank(position) || position === POSITION_PLACEHOLDER) errors.position = MESSAGES.positionSelect;
  } else if (position === POSITION_PLACEHOLDER) {
    errors.position = MESSAGES.positionSelect;
  } else if (blank(position) || position.length > MAX_LENGTH.position) {
    errors.position = MESSAGES.positionText;
  }
  return errors;
}

export function isValid(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).every((v) => !v);
}
