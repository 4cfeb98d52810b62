import { useEffect, type RefObject } from 'react';

/** Wide screens with a real mouse only: on touch there is no cursor to follow. */
const WIDE_POINTER = '(min-width: 1366px) and (hover: hover) and (pointer: fine)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Writes the cursor position relative to the viewport centre (-1..1 on each axis) into the CSS
 * variables --mx and --my of `ref`, once per animation frame. Layers turn them into a small
 * translate. It runs only after hydration (server markup has no variables) and switches itself
 * off when the window narrows or the visitor asks for reduced motion.
 */
export function useMouseParallax(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const wide = window.matchMedia(WIDE_POINTER);
    const reduced = window.matchMedia(REDUCED_MOTION);
    let frame = 0;
    let x = 0;
    let y = 0;

    const paint = () => {
      frame = 0;
      element.style.setProperty('--mx', x.toFixed(3));
      element.style.setProperty('--my', y.toFixed(3));
    };
    const onMove = (event: MouseEvent) => {
      x = (event.clientX / window.innerWidth) * 2 - 1;
      y = (event.clientY / window.innerHeight) * 2 - 1;
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const reset = () => {
      x = 0;
      y = 0;
      paint();
    };

    let listening = false;
    const update = () => {
      const active = wide.matches && !reduced.matches;
      if (active && !listening) window.addEventListener('mousemove', onMove, { passive: true });
      if (!active && listening) {
        window.removeEventListener('mousemove', onMove);
        reset();
      }
      listening = active;
    };

    update();
    wide.addEventListener('change', update);
    reduced.addEventListener('change', update);
    return () => {
      wide.removeEventListener('change', update);
      reduced.removeEventListener('change', update);
      window.removeEventListener('mousemove', onMove);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
}
