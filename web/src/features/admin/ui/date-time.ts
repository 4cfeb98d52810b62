const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A date with its time, in the viewer's time zone ("26 Nov 2026, 14:05"): the staff lists' dates. */
export function formatDateTime(value: unknown): string {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
