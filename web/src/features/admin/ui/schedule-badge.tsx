import ui from './admin-ui.module.css';
import styles from './schedule.module.css';
import { formatMoment, viewerTimeZone } from './schedule-time';

/** What a list row or the editor knows of a record's pending schedule (DateTime arrives as text). */
export type PendingSchedule = {
  publishAt?: unknown;
  unpublishAt?: unknown;
  failure?: string | null;
} | null;

/**
 * The "Scheduled" badge of the article and vacancy lists (decision 046): when it will be published
 * and unpublished, in the viewer's time zone, or that a due change was refused.
 */
export function ScheduleBadge({
  schedule,
  publish = 'Publishes',
  unpublish = 'Unpublishes',
  closesAt,
}: {
  schedule: PendingSchedule;
  publish?: string;
  unpublish?: string;
  /** A vacancy's closing date, when it has one still ahead. */
  closesAt?: unknown;
}) {
  if (!schedule && !closesAt) return null;
  if (schedule?.failure)
    return (
      <span className={ui.badgeWarn} title={schedule.failure}>
        Schedule failed
      </span>
    );
  const parts = [
    schedule?.publishAt ? ([publish, String(schedule.publishAt)] as const) : null,
    schedule?.unpublishAt ? ([unpublish, String(schedule.unpublishAt)] as const) : null,
    closesAt && Date.parse(String(closesAt)) > Date.now() ? (['Closes', String(closesAt)] as const) : null,
  ].filter((p) => p !== null);
  if (!parts.length) return null;
  return (
    <span className={styles.badge} data-testid="schedule-badge" title={`Times in ${viewerTimeZone()}`}>
      Scheduled:{' '}
      {parts.map(([label, at]) => (
        <span key={label} className={styles.badgeLine}>
          {label} <time dateTime={at}>{formatMoment(at)}</time>
        </span>
      ))}
    </span>
  );
}
