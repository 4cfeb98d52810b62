import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';
import { lockScroll } from '../scroll-lock';
import { SocialLinks } from '../footer/social-links';
import { CloseIcon } from './icons';
import { Logo } from './logo';
import {
  useExternalBlogUrl,
  primaryLinks,
  secondaryLinks,
  serviceCards,
  sitePath,
  type ContactTarget,
} from './nav-items';
import styles from './mobile-menu.module.css';

type Props = {
  id: string;
  onClose: () => void;
  /** Focus returns here when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  contact: ContactTarget;
};

/**
 * The full-screen menu under 768 px: a modal dialog with the header's links and the social links.
 * It locks the page's scrolling while open; Escape and the close button shut it.
 */
export function MobileMenu({ id, onClose, returnFocusTo, contact }: Props) {
  const externalBlogUrl = useExternalBlogUrl();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const unlock = lockScroll();
    // Both buttons sit in fixed or sticky bars: a plain focus() would scroll the page under them
    // to their place in the document (about 400 px up on a long page).
    closeRef.current?.focus({ preventScroll: true });
    const returnTarget = returnFocusTo.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      // Keep keyboard focus inside the dialog while it covers the page.
      const focusable = dialogRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      returnTarget?.focus({ preventScroll: true });
    };
  }, [onClose, returnFocusTo]);

  const item = (label: string, to: string, exact = false) => (
    <li key={to}>
      <Link
        to={sitePath(to)}
        className={styles.link}
        activeOptions={{ exact, includeSearch: false }}
        onClick={onClose}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <div ref={dialogRef} id={id} className={styles.menu} role="dialog" aria-modal="true" aria-label="Menu">
      <div className={styles.top}>
        <Logo light />
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label="Close menu"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul className={styles.links}>
          {primaryLinks.map((link) => item(link.label, link.to, link.to === '/'))}
          {item('Services', '/services', true)}
          <li>
            <ul className={styles.sublinks} aria-label="Services">
              {serviceCards.map((card) => item(card.label, card.to))}
            </ul>
          </li>
          {secondaryLinks.map((link) => item(link.label, link.to))}
          <li>
            {externalBlogUrl ? (
              <a href={externalBlogUrl} className={styles.link}>
                Blog
              </a>
            ) : (
              <Link to={sitePath('/blog')} className={styles.link} onClick={onClose}>
                Blog
              </Link>
            )}
          </li>
        </ul>
      </nav>
      <Link
        to="/"
        hash={contact.hash}
        activeOptions={{ exact: true, includeHash: true }}
        className={styles.contact}
        onClick={onClose}
      >
        Contact us
      </Link>
      <SocialLinks />
    </div>
  );
}
