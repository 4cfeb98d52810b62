// Moments of scheduled publishing (decision 046): stored and sent as UTC, shown and typed in the
// viewer's own time zone (the browser's), which the screens name beside the fields.

/** The viewer's time zone, e.g. "Europe/Kyiv" (what the inputs and badges are in). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input's value (local time; seconds only when it has some); '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const minute = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.getSeconds() ? `${minute}:${pad(d.getSeconds())}` : minute;
}

/** A datetime-local value (local time) as a Date; null when empty or not a date. */
export function fromLocalInput(value: string): Date | null {
  if (!value) return null;
  // "YYYY-MM-DDTHH:mm" without an offset is local time (ECMAScript's date-time form).
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const formatter = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "27 Nov 2026, 14:30" in the viewer's time zone and language. */
export function formatMoment(iso: string): string {
  return formatter.format(new Date(iso));
}
