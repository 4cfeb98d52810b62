import { useEffect, useState, type RefObject } from 'react';
import { PROCESS_WIDE_QUERY } from './company-constants';

export type ProcessImage = 'discovery' | 'release';

/**
 * Which process image to show beside the steps (spec, company page): the first while the first
 * step is visible, the second while the 'Test' step is visible and the first is not. When neither
 * is in view the last choice stays, unless the visitor is back above the steps. Only on windows wider than 1366 px; narrower windows show the
 * first image above the steps (see process-section.module.css), so this returns 'discovery'.
 */
export function useProcessImage(
  first: RefObject<HTMLElement | null>,
  test: RefObject<HTMLElement | null>,
): ProcessImage {
  const [image, setImage] = useState<ProcessImage>('discovery');

  useEffect(() => {
    const firstStep = first.current;
    const testStep = test.current;
    if (!firstStep || !testStep) return;
    const wide = window.matchMedia(PROCESS_WIDE_QUERY);
    const visible = new Map<Element, boolean>();
    let observer: IntersectionObserver | null = null;

    const start = () => {
      // The fixed header hides the top of the window: a step under it is not visible.
      const header = getComputedStyle(document.documentElement).getPropertyValue('--header-height').trim();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) visible.set(entry.target, entry.isIntersecting);
          if (visible.get(firstStep)) setImage('discovery');
          else if (visible.get(testStep)) setImage('release');
          // Back above the steps (e.g. a jump to the top): the story starts again.
          else if (firstStep.getBoundingClientRect().top > window.innerHeight) setImage('discovery');
        },
        { rootMargin: `-${header || '0px'} 0px 0px 0px` },
      );
      observer.observe(firstStep);
      observer.observe(testStep);
    };
    const stop = () => {
      observer?.disconnect();
      observer = null;
      visible.clear();
      setImage('discovery');
    };
    const update = () => {
      if (wide.matches && !observer) start();
      else if (!wide.matches && observer) stop();
    };

    update();
    wide.addEventListener('change', update);
    return () => {
      wide.removeEventListener('change', update);
      observer?.disconnect();
    };
  }, [first, test]);

  return image;
}
