import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ANCHOR_JUMP_DELAY_MS } from '../../lib/shell-constants';

/**
 * A URL hash makes the page jump to its anchor after a delay: pages settle first (the preloader,
 * images, sliders), so a jump made at once would land in the wrong place.
 */
export function useHashJump() {
  const { pathname, hash } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, hash: state.location.hash }),
    structuralSharing: true,
  });

  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (!id) return;
    const timer = window.setTimeout(() => {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(id));
      } catch {
        target = document.getElementById(id);
      }
      target?.scrollIntoView({ block: 'start' });
    }, ANCHOR_JUMP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
}
