import { useEffect, useState, type RefObject } from 'react';
import { SPOTLIGHT_OPACITY, SPOTLIGHT_RADII, SPOTLIGHT_START_MS } from './hero-constants';
import { animate, FINE_POINTER, REDUCED_MOTION } from './media';

/** Safari (desktop or iOS) but not Chrome, Chromium or Android, which also say 'Safari'. */
export const isSafari = (userAgent: string) =>
  /Safari/i.test(userAgent) && !/Chrome|Chromium|CriOS|Android/i.test(userAgent);

/**
 * The CSS mask that cuts the spotlight out of the front (light) image: five circles of the spec's
 * radii at (x, y), each taking away part of the image, scaled by `scale` (0..1).
 */
export function spotlightMask(x: number, y: number, scale: number): string {
  return SPOTLIGHT_RADII.map((radius, i) => {
    const r = +(radius * scale).toFixed(2);
    const keep = 1 - (SPOTLIGHT_OPACITY[i] ?? 1);
    return `radial-gradient(circle ${r}px at ${Math.round(x)}px ${Math.round(y)}px, rgba(0, 0, 0, ${keep}) 97%, #000 100%)`;
  }).join(', ');
}

/**
 * The hero's hover reveal: while the mouse is over `stageRef`, the front image gets a mask with a
 * circular hole that follows the cursor, so the dark image behind shows through. The hole grows in
 * over SPOTLIGHT_START_MS each time the mouse comes in. Off on Safari, on touch screens and for
 * visitors who prefer reduced motion; returns whether it is on (false on the server).
 */
export function useSpotlight(
  stageRef: RefObject<HTMLElement | null>,
  frontRef: RefObject<HTMLElement | null>,
): boolean {
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    const fine = window.matchMedia(FINE_POINTER);
    const reduced = window.matchMedia(REDUCED_MOTION);
    const update = () => setEnabled(fine.matches && !reduced.matches && !isSafari(navigator.userAgent));
    update();
    fine.addEventListener('change', update);
    reduced.addEventListener('change', update);
    return () => {
      fine.removeEventListener('change', update);
      reduced.removeEventListener('change', update);
    };
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    const front = frontRef.current;
    if (!enabled || !stage || !front) return;
    let x = 0;
    let y = 0;
    let scale = 0;
    let inside = false;
    let frame = 0;
    let stopGrowing: (() => void) | null = null;

    const paint = () => {
      frame = 0;
      const mask = inside ? spotlightMask(x, y, scale) : '';
      front.style.maskImage = mask;
      front.style.setProperty('-webkit-mask-image', mask);
      front.dataset.spotlight = inside ? 'on' : 'off';
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const box = stage.getBoundingClientRect();
      x = event.clientX - box.left;
      y = event.clientY - box.top;
      if (!inside) {
        inside = true;
        scale = 0;
        stopGrowing?.();
        stopGrowing = animate(SPOTLIGHT_START_MS, (progress) => {
          scale = progress;
          paint();
        });
      }
      schedule();
    };
    const onLeave = () => {
      inside = false;
      stopGrowing?.();
      stopGrowing = null;
      paint();
    };

    stage.addEventListener('pointermove', onMove, { passive: true });
    stage.addEventListener('pointerleave', onLeave);
    return () => {
      stage.removeEventListener('pointermove', onMove);
      stage.removeEventListener('pointerleave', onLeave);
      stopGrowing?.();
      if (frame) cancelAnimationFrame(frame);
      inside = false;
      paint();
    };
  }, [enabled, stageRef, frontRef]);

  return enabled;
}
