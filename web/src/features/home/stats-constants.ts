/** The statistics' timings (spec section 9). */

/** Desktop: each of the four cards takes the front for this long (a full cycle is 8 s). */
export const STAT_ROTATION_MS = 2000;
/** Mobile: every counter runs from 0 to its figure in this long. */
export const COUNTER_MS = 2000;
