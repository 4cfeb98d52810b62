import { useEffect, useState, type RefObject } from 'react';
import { COUNTER_MS, STAT_ROTATION_MS } from './stats-constants';
import { animate, DESKTOP, REDUCED_MOTION } from './media';

/**
 * Desktop (from 768 px): the index of the card in front, moving on every STAT_ROTATION_MS through
 * `count` cards. Mobile: the counters' progress (0..1), run over COUNTER_MS once `blockRef` (the
 * figures) first scrolls into view. The server, and a visitor who prefers reduced motion, get the
 * final figures (progress 1) and no rotation.
 */
export function useStatsMotion(blockRef: RefObject<HTMLElement | null>, count: number) {
  const [active, setActive] = useState(0);
  const [rotating, setRotating] = useState(false);
  const [progress, setProgress] = useState(1);
  const [counting, setCounting] = useState(false);

  useEffect(() => {
    const block = blockRef.current;
    if (!block) return;
    const reduced = window.matchMedia(REDUCED_MOTION);
    if (window.matchMedia(DESKTOP).matches) {
      // Cards taking turns are motion: a visitor who asks for less sees them side by side, still
      // (and the rotation stops or starts when the setting changes).
      let timer: number | undefined;
      const update = () => {
        window.clearInterval(timer);
        setRotating(!reduced.matches);
        if (!reduced.matches)
          timer = window.setInterval(() => setActive((index) => (index + 1) % count), STAT_ROTATION_MS);
      };
      update();
      reduced.addEventListener('change', update);
      return () => {
        reduced.removeEventListener('change', update);
        window.clearInterval(timer);
      };
    }
    if (reduced.matches || !('IntersectionObserver' in window)) return;
    // Below the fold the figures wait at zero; they count up the first time the block shows.
    setProgress(0);
    let stop: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setCounting(true);
        stop = animate(COUNTER_MS, setProgress);
      },
      { threshold: 0.3 },
    );
    observer.observe(block);
    return () => {
      observer.disconnect();
      stop?.();
    };
  }, [blockRef, count]);

  return { active, rotating, progress, counting };
}
