/**
 * Preview links and reviews (decision 049): how long a link may live, what a reviewer without an
 * account may write, and the messages. The API's services check with these; the preview panel and
 * the editor's review panel say the same before sending.
 */
import * as z from 'zod/mini';
import { requiredText } from './validation.ts';

/** The lifetimes a staff member chooses from, in days; the first is the default. */
export const PREVIEW_EXPIRY_DAYS = [7, 1, 3, 14, 30] as const;
export const DEFAULT_PREVIEW_DAYS = PREVIEW_EXPIRY_DAYS[0];

export const REVIEW_NAME_MAX = 100;
export const REVIEW_TEXT_MAX = 2000;

export const PREVIEW_MESSAGES = {
  name: `Please give your name (up to ${REVIEW_NAME_MAX} characters).`,
  text: `Please write a comment (up to ${REVIEW_TEXT_MAX} characters).`,
  optionalText: `A note can be at most ${REVIEW_TEXT_MAX} characters.`,
  expiresInDays: `Choose how long the link works: ${PREVIEW_EXPIRY_DAYS.join(', ')} days.`,
  token: 'This preview link is not valid.',
  gone: 'This preview link has expired or was revoked. Ask for a new one.',
} as const;
const M = PREVIEW_MESSAGES;

/** A comment through a preview link: who (as they call themselves) and what. */
export const reviewComment = z.object({
  name: requiredText(M.name, REVIEW_NAME_MAX),
  text: requiredText(M.text, REVIEW_TEXT_MAX),
});

/** An approval through a preview link: the name, and a note that may be left out. */
export const reviewApproval = z.object({
  name: requiredText(M.name, REVIEW_NAME_MAX),
  text: z.optional(z.string(M.optionalText).check(z.trim(), z.maxLength(REVIEW_TEXT_MAX, M.optionalText))),
});

/** A new link's lifetime: one of the offered numbers of days, the default when left out. */
export const previewLinkInput = z.object({
  expiresInDays: z.nullish(
    z
      .number(M.expiresInDays)
      .check(z.refine((n) => (PREVIEW_EXPIRY_DAYS as readonly number[]).includes(n), M.expiresInDays)),
  ),
});

/** What a preview or review is about. */
export const PREVIEW_KINDS = ['ARTICLE', 'VACANCY'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];
