/**
 * The rules of scheduled publishing (decision 046), shared by the API (which enforces them) and the
 * admin editor (which shows them before sending). Moments are Dates (UTC); the editor shows them in
 * the viewer's time zone.
 */

export const SCHEDULE_MESSAGES = {
  publishAtPast: 'Choose a publish time in the future.',
  unpublishAtPast: 'Choose an unpublish time in the future.',
  closesAtPast: 'Choose a closing date in the future.',
  unpublishBeforePublish: 'Unpublish must come after publish.',
  closesBeforePublish: 'The closing date must come after the publish time.',
  tooFar: 'Choose a moment within the next five years.',
} as const;

/** The furthest ahead a schedule may be: far enough for any plan, near enough to be a mistake past it. */
export const SCHEDULE_MAX_AHEAD_MS = 5 * 366 * 24 * 3_600_000;

export type ScheduleMoments = {
  /** Omitted or null: nothing to check for that field (kept as it is, or cancelled). */
  publishAt?: Date | null;
  unpublishAt?: Date | null;
  closesAt?: Date | null;
};

/**
 * What is wrong with the moments being set, by field: each set moment must be in the future (and
 * within five years), and an unpublish or closing must come after a publish. `keep` holds the
 * moments already pending that this change leaves as they are (checked for order, not for being
 * past). Empty when all is well.
 */
export function scheduleProblems(
  set: ScheduleMoments,
  now: Date,
  keep: ScheduleMoments = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  const future = (field: keyof ScheduleMoments, past: string) => {
    const at = set[field];
    if (!at) return;
    if (at.getTime() <= now.getTime()) problems[field] = past;
    else if (at.getTime() - now.getTime() > SCHEDULE_MAX_AHEAD_MS) problems[field] = SCHEDULE_MESSAGES.tooFar;
  };
  future('publishAt', SCHEDULE_MESSAGES.publishAtPast);
  future('unpublishAt', SCHEDULE_MESSAGES.unpublishAtPast);
  future('closesAt', SCHEDULE_MESSAGES.closesAtPast);
  const pick = (field: keyof ScheduleMoments) => (set[field] === undefined ? keep[field] : set[field]);
  const publishAt = pick('publishAt');
  const unpublishAt = pick('unpublishAt');
  const closesAt = pick('closesAt');
  // The order is the changed field's fault: name the field this change sets.
  if (publishAt && unpublishAt && unpublishAt.getTime() <= publishAt.getTime())
    problems[set.unpublishAt ? 'unpublishAt' : 'publishAt'] ??= SCHEDULE_MESSAGES.unpublishBeforePublish;
  if (publishAt && closesAt && closesAt.getTime() <= publishAt.getTime())
    problems[set.closesAt ? 'closesAt' : 'publishAt'] ??= SCHEDULE_MESSAGES.closesBeforePublish;
  return problems;
}
