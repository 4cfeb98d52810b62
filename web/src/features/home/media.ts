/** Media queries and helpers the home page's effects share (never called during render). */
export const FINE_POINTER = '(hover: hover) and (pointer: fine)';
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The spec's mobile width: below it carousels and sliders become plain lists. */
export const DESKTOP = '(min-width: 768px)';

/**
 * Runs `frame(progress)` on every animation frame for `durationMs`, progress going from 0 to 1
 * (eased out), and returns a cancel function. Timed with performance.now, so tests can drive it
 * with a fake clock.
 */
export function animate(durationMs: number, frame: (progress: number) => void): () => void {
  const start = performance.now();
  let id = 0;
  const tick = () => {
    const t = Math.min(1, (performance.now() - start) / durationMs);
    frame(1 - (1 - t) ** 3);
    if (t < 1) id = requestAnimationFrame(tick);
  };
  id = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(id);
}
