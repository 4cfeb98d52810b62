import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './follow-cursor.module.css';
import { FINE_POINTER, REDUCED_MOTION } from './media';

type FollowCursorProps = {
  /** The block the cursor follows the mouse over (position: relative). */
  areaRef: RefObject<HTMLElement | null>;
  /** Width and height in pixels. */
  size: number;
  className?: string;
  children: ReactNode;
};

/**
 * A decorative custom cursor: it follows the mouse over `areaRef`, centred on the pointer, and
 * hides when the mouse leaves. Only on devices with a real mouse and without a request for reduced
 * motion; never in the way of clicks (pointer-events: none) and hidden from assistive technology.
 */
export function FollowCursor({ areaRef, size, className, children }: FollowCursorProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const area = areaRef.current;
    const cursor = ref.current;
    if (!area || !cursor || !window.matchMedia(FINE_POINTER).matches) return;
    // A picture chasing the pointer is motion: with reduced motion the normal cursor stays alone
    // (checked on every move, so changing the setting takes effect at once).
    const reduced = window.matchMedia(REDUCED_MOTION);
    const place = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (reduced.matches) return hide();
      const box = area.getBoundingClientRect();
      const x = event.clientX - box.left - size / 2;
      const y = event.clientY - box.top - size / 2;
      cursor.style.transform = `translate3d(${x}px, ${y}px, 0)`;
      cursor.dataset.visible = 'true';
    };
    const hide = () => {
      cursor.dataset.visible = 'false';
    };
    area.addEventListener('pointerenter', place);
    area.addEventListener('pointermove', place, { passive: true });
    area.addEventListener('pointerleave', hide);
    return () => {
      area.removeEventListener('pointerenter', place);
      area.removeEventListener('pointermove', place);
      area.removeEventListener('pointerleave', hide);
    };
  }, [areaRef, size]);

  return (
    <div
      ref={ref}
      className={[styles.cursor, className ?? ''].join(' ').trim()}
      style={{ width: size, height: size }}
      data-visible="false"
      data-testid="custom-cursor"
      aria-hidden="true"
    >
      {children}
    </div>
  );
}
