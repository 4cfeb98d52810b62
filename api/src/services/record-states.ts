/**
 * Where an article or a vacancy stands (decision 047), stored in its `state` column so the admin
 * lists filter and sort by it from an index. Today it follows `visibility`: DRAFT until first
 * published, PUBLISHED while visible, HIDDEN once hidden after being published.
 *
 * Extension point: another state (SCHEDULED by the scheduling work, IN_REVIEW by the approval
 * work) is one more value here, in RECORD_STATES and in the GraphQL enum that mirrors it
 * (graphql/record-lists.ts), written by the code that owns the transition with `stateAfter`'s
 * rule for visibility left as is. The lists need nothing else: the filter and the sort read the
 * column.
 */
export const RECORD_STATES = ['DRAFT', 'PUBLISHED', 'HIDDEN'] as const;

/**
 * What the lists filter by: the stored states; SCHEDULED, a record waiting for a scheduled
 * publication (decision 046's ContentSchedule row); and IN_REVIEW, a record submitted for review
 * with no approval since (decision 049's ReviewEvent rows), whatever its stored state.
 */
export const STATE_FILTERS = [...RECORD_STATES, 'SCHEDULED', 'IN_REVIEW'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

/** The state a write that sets `visibility` leaves (undefined: the write does not touch it). */
export function stateAfter(current: string, visibility: boolean | null | undefined): string | undefined {
  if (visibility == null) return undefined;
  if (visibility) return 'PUBLISHED';
  // Hiding something never published keeps it a draft; any other state becomes hidden.
  return current === 'DRAFT' ? 'DRAFT' : 'HIDDEN';
}
