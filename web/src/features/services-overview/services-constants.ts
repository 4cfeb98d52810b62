/** A service tile opens its page this long after the click, once its press animation has played. */
export const SERVICE_TILE_DELAY_MS = 400;
