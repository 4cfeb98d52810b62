import ui from './admin-ui.module.css';

/**
 * The states of an article or a vacancy as the lists show and filter them (decision 047; the API's
 * RecordState). A new state (scheduled, in review) is one more entry here: the filter's options,
 * the badge and the URL's check all read this table.
 */
export const RECORD_STATE_OPTIONS = [
  { value: 'DRAFT', label: 'Draft', badge: ui.badgeWarn },
  { value: 'PUBLISHED', label: 'Published', badge: ui.badgeGood },
  { value: 'HIDDEN', label: 'Hidden', badge: ui.badge },
  // A filter only: waiting for a scheduled publication (decision 046); the row's badge shows when.
  { value: 'SCHEDULED', label: 'Scheduled', badge: ui.badge },
  // A filter only: submitted for review and not approved since (decision 049).
  { value: 'IN_REVIEW', label: 'In review', badge: ui.badge },
] as const;
export type RecordStateValue = (typeof RECORD_STATE_OPTIONS)[number]['value'];

export const isRecordState = (value: unknown): value is RecordStateValue =>
  RECORD_STATE_OPTIONS.some((o) => o.value === value);

/** A record's state as a badge; `published` renames PUBLISHED where the site says otherwise ("Listed"). */
export function StateBadge({ state, published }: { state: string; published?: string }) {
  const option = RECORD_STATE_OPTIONS.find((o) => o.value === state);
  const label = state === 'PUBLISHED' && published ? published : (option?.label ?? state);
  return <span className={option?.badge ?? ui.badge}>{label}</span>;
}
