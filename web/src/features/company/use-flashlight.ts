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
 * nothing re-renders. `data-lit` on the stage swaps the dim cover for the beam while the mouse is
 * over it ('true'), or lights the whole studio after a tap ('touch'). It only listens where the
 * CSS dims the picture (a fine pointer without reduced motion; touch-only screens never dim it),
 * and re-checks when either preference changes.
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
    const onLeave = (event: PointerEvent) => {
      // A finger 'leaves' as it lifts: only the mouse puts the lights out again.
      if (event.pointerType === 'mouse') delete area.dataset.lit;
    };
    // A touch screen next to a mouse (a laptop's): a tap on the dark studio lights it all, and
    // the link opens on the next tap, once there is something to see.
    let swallowClick = false;
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      swallowClick = area.dataset.lit === undefined;
      area.dataset.lit = 'touch';
    };
    const onClick = (event: MouseEvent) => {
      if (swallowClick) event.preventDefault();
      swallowClick = false;
    };
    const events = [
      ['pointermove', onMove],
      ['pointerleave', onLeave],
      ['pointerdown', onDown],
      ['click', onClick],
    ] as const;

    let listening = false;
    const update = () => {
      if (query.matches && !listening)
        for (const [type, listener] of events)
          area.addEventListener(type, listener as EventListener, { passive: type === 'pointermove' });
      if (!query.matches && listening) {
        for (const [type, listener] of events) area.removeEventListener(type, listener as EventListener);
        delete area.dataset.lit;
      }
      listening = query.matches;
    };

    update();
    query.addEventListener('change', update);
    return () => {
      query.removeEventListener('change', update);
      for (const [type, listener] of events) area.removeEventListener(type, listener as EventListener);
    };
  }, [stage, beam, cursor]);
}
