import { useEffect, type RefObject } from 'react';
import { PRIVACY_TO_HOME_KEY, PRIVACY_TO_HOME_SCROLL_DELAY_MS } from '../../lib/shell-constants';

const read = () => {
  try {
    return sessionStorage.getItem(PRIVACY_TO_HOME_KEY) === 'true';
  } catch {
    return false;
  }
};

const write = (value: boolean) => {
  try {
    sessionStorage.setItem(PRIVACY_TO_HOME_KEY, String(value));
  } catch {
    // Storage can be disabled; the scroll is a nicety.
  }
};

/**
 * The privacy-to-home flag is true on /privacy and false elsewhere. A visitor who goes from
 * /privacy to the home page (its 'Contact us' goes there) lands on the footer: the page scrolls
 * to it smoothly after a second, then the flag is cleared.
 */
export function usePrivacyToHome(pathname: string, footer: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (pathname === '/privacy') {
      write(true);
      return;
    }
    if (pathname !== '/' || !read()) {
      write(false);
      return;
    }
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      footer.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      write(false);
    }, PRIVACY_TO_HOME_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, footer]);
}
