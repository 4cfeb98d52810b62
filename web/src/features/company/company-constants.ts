/** The numbers of the company page (spec section 9), shared by its components and styles. */

/** Diameter of the circle the hero's flashlight reveals ('effect loop size'). */
export const FLASHLIGHT_LOOP_PX = 170;
/** The flashlight's custom cursor image is this many pixels square. */
export const FLASHLIGHT_CURSOR_PX = 120;
/**
 * Where the flashlight runs: a real mouse and no request for reduced motion. Anywhere else the
 * hero image is simply shown (the CSS module repeats this query for the cover).
 */
export const FLASHLIGHT_QUERY =
  '(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)';

/** The process images switch while scrolling only on windows wider than 1366 px. */
export const PROCESS_WIDE_QUERY = '(min-width: 1367px)';
