import { Link, useRouterState } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { useSiteSettings } from '../../lib/site-settings';
import { normalisePath } from '../header/nav-items';
import { socialLinks, SocialLinks } from './social-links';
import { useHashJump } from './use-hash-jump';
import { usePrivacyToHome } from './use-privacy-to-home';
import styles from './footer.module.css';

/** `children` stand above the footer's band: the page frame puts the contact section there. */
export function Footer({ children }: { children?: ReactNode }) {
  // The page on screen: after a link is followed, `location` is already the next page while its
  // code and data load, and a scroll started then would be undone when the router puts the new
  // page at the top (a flaky e2e test showed it stopping 14 px down).
  const shown = normalisePath(
    useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname }),
  );
  const footerRef = useRef<HTMLElement>(null);
  const site = useSiteSettings();
  useHashJump();
  usePrivacyToHome(shown, footerRef);

  return (
    <footer ref={footerRef}>
      {children}
      <div className={styles.band}>
        <div className={styles.inner}>
          {socialLinks(site).length > 0 && (
            <div className={styles.social}>
              <p className={styles.lead}>Follow us or write to us</p>
              <SocialLinks />
            </div>
          )}
          <a href="#top" className={styles.up}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 12 16" width="12" height="16">
              <path d="M6 15V2M1 7l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            Up
          </a>
        </div>
        <div className={`${styles.inner} ${styles.bottom}`}>
          <p className={styles.copy}>
            © {new Date().getFullYear()}{' '}
            <Link to="/" className={styles.bottomLink} activeOptions={{ exact: true }}>
              {site.name}
            </Link>
            . Professional Software Development.
          </p>
          <Link to="/privacy" className={styles.bottomLink}>
            Privacy
          </Link>
        </div>
      </div>
    </footer>
  );
}
