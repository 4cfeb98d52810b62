import { useEffect, type RefObject } from 'react';
import { FLASHLIGHT_QUERY } from './company-constants';

type FlashlightRefs = {
  /** The hero link: the area the flashlight moves in. */
  stage: RefObject<HTMLElement | null>;
  /** The dark layer with the revealed circle at its centre. */
  beam: RefObject<HTMLElement | null>;
  /** The custom cursor image, centred on the pointer. */
  cursor: RefObject<HTMLElement | null>;
};

/**
 * Moves the flashlight and its cursor with the mouse over the hero. Positions are written as
 * transforms straight from the pointer events (Chromium already delivers them once per frame), so
 * nothing re-renders. `data-lit` on the stage swaps the full cover for the beam while the mouse
 * is over it. It only listens on a fine pointer without reduced motion, and re-checks when
 * either preference changes.
 */
export function useFlashlight({ stage, beam, cursor }: FlashlightRefs): void {
  useEffect(() => {
    const area = stage.current;
    const light = beam.current;
    const pointer = cursor.current;
    if (!area || !light || !pointer) return;
    const query = window.matchMedia(FLASHLIGHT_QUERY);

    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const box = area.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      // Both layers are centred on their own box by the CSS (translate -50%).
      light.style.transform = `translate3d(${x}px, ${y}px, 0) translate(-50%, -50%)`;
      pointer.style.transform = `translate3d(${x}px, ${y}px, 0) translate(-50%, -50%)`;
      area.dataset.lit = 'true';
    };
    const onLeave = () => {
      delete area.dataset.lit;
    };

    let listening = false;
    const update = () => {
      if (query.matches && !listening) {
        area.addEventListener('pointermove', onMove, { passive: true });
        area.addEventListener('pointerleave', onLeave);
      }
      if (!query.matches && listening) {
        area.removeEventListener('pointermove', onMove);
        area.removeEventListener('pointerleave', onLeave);
        onLeave();
      }
      listening = query.matches;
    };

    update();
    query.addEventListener('change', update);
    return () => {
      query.removeEventListener('change', update);
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerleave', onLeave);
    };
  }, [stage, beam, cursor]);
}
