/** The carousels' numbers (spec section 9), shared by the industries and services sliders. */
export const CAROUSEL_SPEED_MS = 300;
export const CARD_CLICK_SLIDE_MS = 500;
export const WHEEL_EDGE_RELEASE_MS = 800;
export const TOUCH_RATIO = 0.3;

/** Below the first width the carousel is a plain list; from each width, that many slides show. */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 768, perView: 4 },
  { minWidth: 1366, perView: 5 },
  { minWidth: 1920, perView: 6 },
] as const;

/** '01 / 06': the counter under a carousel. */
export const counterLabel = (current: number, total: number) =>
  `${String(current).padStart(2, '0')} / ${String(total).padStart(2, '0')}`;
