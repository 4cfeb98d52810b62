/** The hero's numbers (spec sections 2 and 9). */

/** The spotlight's five stacked circles, outermost first, in CSS pixels. */
export const SPOTLIGHT_RADII = [100, 95, 92, 88, 85] as const;
/**
 * How much of the light image each circle takes away; stacked, they give the spotlight a soft
 * edge and a fully dark centre.
 */
export const SPOTLIGHT_OPACITY = [0.2, 0.25, 0.35, 0.5, 1] as const;
/** The spotlight grows from nothing to full size when the mouse enters the hero. */
export const SPOTLIGHT_START_MS = 500;
