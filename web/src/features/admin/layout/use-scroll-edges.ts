import { useEffect, type RefObject } from 'react';

/**
 * Marks a sideways-scrolling element with `data-more-start` / `data-more-end` while there is more
 * to scroll to on that side, so its CSS fades that edge (decision 047: the admin menu on a phone
 * showed "Contac" cut off with nothing saying it scrolls). It also brings the current item
 * (`aria-current`) into view when the page changes.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, current: unknown): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      el.toggleAttribute('data-more-start', max > 1 && el.scrollLeft > 1);
      el.toggleAttribute('data-more-end', max > 1 && el.scrollLeft < max - 1);
    };
    const active = el.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && el.scrollWidth > el.clientWidth) {
      const left = active.offsetLeft - el.offsetLeft;
      if (left < el.scrollLeft || left + active.offsetWidth > el.scrollLeft + el.clientWidth)
        el.scrollLeft = Math.max(0, left - 16);
    }
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [ref, current]);
}
