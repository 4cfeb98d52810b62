import type { LeadKind } from '@agency/schema/inbox';
import type { Config } from '../env.ts';
import { invalidInput } from '../errors.ts';

export type Staff = { id: string; name: string; email: string };

/** Longest note kept: a page of text, not a pasted e-mail thread. */
export const NOTE_MAX_CHARS = 5000;
const MAX_MENTIONS = 20;
/** How far ahead a follow-up may be set: two years covers any plan, and refuses typos like 20266. */
const MAX_FOLLOW_UP_DAYS = 2 * 366;
const DAY_MS = 86_400_000;

/** The lead page's address, which every e-mail about a lead links to. */
export const leadAddress = (config: Config, kind: LeadKind, id: string) =>
  `${config.siteUrl}/admin-panel/inbox/lead/${kind}/${encodeURIComponent(id)}`;

/** Today's date in UTC, YYYY-MM-DD: follow-ups are whole days, compared in UTC (decision 055). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A follow-up day as the client sends it (YYYY-MM-DD), stored as that day's UTC midnight. A day
 * before today is refused: a follow-up is a plan, not a record.
 */
export function checkedFollowUp(raw: unknown, now: Date): Date {
  const field = (message: string) => invalidInput(message, { followUpOn: message });
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw))
    throw field('Give the follow-up date as YYYY-MM-DD.');
  const at = new Date(`${raw}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime()) || utcDay(at) !== raw) throw field('This follow-up date does not exist.');
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  if (at < today) throw field('The follow-up date is in the past. Choose today or a later day.');
  if (at.getTime() - today.getTime() > MAX_FOLLOW_UP_DAYS * DAY_MS)
    throw field('Choose a follow-up date within two years.');
  return at;
}

/** A note as sent: text (required, bounded), mentioned staff ids, an optional follow-up day. */
export function checkedNote(input: { body?: unknown; mentions?: unknown; followUpOn?: unknown }, now: Date) {
  const body = typeof input.body === 'string' ? input.body.trim() : '';
  if (!body) throw invalidInput('Write the note first.', { body: 'Write the note first.' });
  if (body.length > NOTE_MAX_CHARS)
    throw invalidInput(`A note holds at most ${NOTE_MAX_CHARS} characters.`, {
      body: `Shorten the note to ${NOTE_MAX_CHARS} characters.`,
    });
  const raw = input.mentions ?? [];
  if (
    !Array.isArray(raw) ||
    raw.length > MAX_MENTIONS ||
    raw.some((m) => typeof m !== 'string' || m.length > 100)
  )
    throw invalidInput(`Mention at most ${MAX_MENTIONS} staff members.`, {
      mentions: `Send a list of at most ${MAX_MENTIONS} staff ids.`,
    });
  const followUpAt =
    input.followUpOn === undefined || input.followUpOn === null || input.followUpOn === ''
      ? null
      : checkedFollowUp(input.followUpOn, now);
  return { body, mentionIds: [...new Set(raw as string[])], followUpAt };
}
