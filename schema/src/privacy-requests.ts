/**
 * A visitor's privacy request from /privacy (decision 057): what they ask for, and the rules the
 * form and the API share. The contact form stays as the spec has it; this is its own form.
 */
import * as z from 'zod/mini';
import { emailError, MAX_LENGTH } from './forms.ts';

export const PRIVACY_REQUEST_TYPES = {
  ACCESS: 'See the data you hold about me',
  EXPORT: 'Get a copy of my data (export)',
  ERASURE: 'Erase my data',
  CORRECTION: 'Correct my data',
} as const;
export type PrivacyRequestType = keyof typeof PRIVACY_REQUEST_TYPES;
export const PRIVACY_REQUEST_TYPE_NAMES = Object.keys(PRIVACY_REQUEST_TYPES) as PrivacyRequestType[];

/** How long the proof link in the e-mail works, and how long the agency has to answer once proven. */
export const PRIVACY_LINK_HOURS = 24;
export const PRIVACY_ANSWER_MONTHS = 1;

export const PRIVACY_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter the e-mail address your data was sent with.',
  type: 'Please choose what you are asking for.',
  details: 'Please say what should be corrected.',
  detailsLong: 'Please keep the details under 3000 characters.',
} as const;

export const privacyRequestInput = z
  .object({
    name: z
      .string(PRIVACY_MESSAGES.name)
      .check(
        z.trim(),
        z.minLength(1, PRIVACY_MESSAGES.name),
        z.maxLength(MAX_LENGTH.name, PRIVACY_MESSAGES.name),
      ),
    email: z.string(PRIVACY_MESSAGES.email).check(
      z.superRefine((value, ctx) => {
        const bad =
          value.trim() === '' || value.length > MAX_LENGTH.email || emailError(value.trim()) !== undefined;
        if (bad) ctx.addIssue({ code: 'custom', input: value, message: PRIVACY_MESSAGES.email });
      }),
      z.trim(),
      z.toLowerCase(),
    ),
    type: z.enum(
      PRIVACY_REQUEST_TYPE_NAMES as [PrivacyRequestType, ...PrivacyRequestType[]],
      PRIVACY_MESSAGES.type,
    ),
    details: z.optional(
      z.string(PRIVACY_MESSAGES.detailsLong).check(z.trim(), z.maxLength(3000, PRIVACY_MESSAGES.detailsLong)),
    ),
  })
  .check(
    z.superRefine((r, ctx) => {
      if (r.type === 'CORRECTION' && !r.details)
        ctx.addIssue({
          code: 'custom',
          input: r.details,
          path: ['details'],
          message: PRIVACY_MESSAGES.details,
        });
    }),
  );
export type PrivacyRequestInput = z.output<typeof privacyRequestInput>;

export const privacyAnswerInput = z.object({
  answer: z
    .string('Give the answer as text.')
    .check(
      z.trim(),
      z.minLength(1, 'Write the answer the visitor gets.'),
      z.maxLength(10_000, 'The answer is longer than 10000 characters.'),
    ),
});
