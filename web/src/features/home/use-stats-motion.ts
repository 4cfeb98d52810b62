import { useEffect, useState, type RefObject } from 'react';
import { COUNTER_MS, STAT_ROTATION_MS } from './stats-constants';
import { animate, DESKTOP, REDUCED_MOTION } from './media';

/**
 * Desktop (from 768 px): the index of the card in front, moving on every STAT_ROTATION_MS through
 * `count` cards. Mobile: the counters' progress (0..1), run over COUNTER_MS once `blockRef` (the
 * figures) first scrolls into view. The server (and a visitor who prefers reduced motion on a phone) gets the
 * final figures: progress 1.
 */
export function useStatsMotion(blockRef: RefObject<HTMLElement | null>, count: number) {
  const [active, setActive] = useState(0);
  const [rotating, setRotating] = useState(false);
  const [progress, setProgress] = useState(1);
  const [counting, setCounting] = useState(false);

  useEffect(() => {
    const block = blockRef.current;
    if (!block) return;
    if (window.matchMedia(DESKTOP).matches) {
      setRotating(true);
      const timer = window.setInterval(() => setActive((index) => (index + 1) % count), STAT_ROTATION_MS);
      return () => window.clearInterval(timer);
    }
    if (window.matchMedia(REDUCED_MOTION).matches || !('IntersectionObserver' in window)) return;
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
