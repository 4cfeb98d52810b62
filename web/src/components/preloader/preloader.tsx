import { useEffect, useState } from 'react';
import {
  PRELOADER_END_MS,
  PRELOADER_FILL_MS,
  PRELOADER_KEY,
  PRELOADER_OFF,
  PRELOADER_OPEN_MS,
} from '../../lib/shell-constants';
import { lockScroll } from '../scroll-lock';
import styles from './preloader.module.css';

type Stage = 'start' | 'fill' | 'open' | 'done';

/** Decided once per page load, so React's development double effects cannot hide it again. */
let showThisLoad: boolean | undefined;

const decide = () => {
  if (showThisLoad !== undefined) return showThisLoad;
  try {
    showThisLoad = sessionStorage.getItem(PRELOADER_KEY) !== PRELOADER_OFF;
    sessionStorage.setItem(PRELOADER_KEY, PRELOADER_OFF);
  } catch {
    showThisLoad = false;
  }
  return showThisLoad;
};

/**
 * The start-up animation, once per browser session. It mounts only after hydration, over the
 * server-rendered page: crawlers and visitors without JavaScript get the content at once. It is
 * decorative (aria-hidden) and lets clicks through, so it never traps anyone. With reduced motion
 * it is skipped altogether.
 */
export function Preloader() {
  const [stage, setStage] = useState<Stage>('done');

  useEffect(() => {
    // With reduced motion there is no animation to watch: the page is usable at once.
    if (!decide() || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setStage('start');
    const unlock = lockScroll();
    const timers = [
      window.setTimeout(() => setStage('fill'), PRELOADER_FILL_MS),
      window.setTimeout(() => setStage('open'), PRELOADER_OPEN_MS),
      window.setTimeout(() => {
        setStage('done');
        unlock();
      }, PRELOADER_END_MS),
    ];
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      unlock();
    };
  }, []);

  if (stage === 'done') return null;

  return (
    <div className={styles.preloader} data-stage={stage} data-testid="preloader" aria-hidden="true">
      <div className={`${styles.shutter} ${styles.shutterTop}`} />
      <div className={`${styles.shutter} ${styles.shutterBottom}`} />
      <div className={styles.center}>
        <svg className={styles.mark} viewBox="0 0 32 32" width="56" height="56" focusable="false">
          <path d="M9 22 16 9l7 13h-4l-3-6-3 6z" fill="#28c0e2" />
        </svg>
        <div className={styles.bars}>
          <span className={styles.bar} />
          <span className={styles.bar} />
          <span className={styles.bar} />
        </div>
      </div>
    </div>
  );
}
