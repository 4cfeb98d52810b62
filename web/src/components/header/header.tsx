import { Link, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ArrowDownIcon, BurgerIcon, PencilIcon } from './icons';
import { useSiteSettings } from '../../lib/site-settings';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import {
  useExternalBlogUrl,
  normalisePath,
  primaryLinks,
  secondaryLinks,
  sitePath,
  type ContactTarget,
} from './nav-items';
import { ServicesDropdown } from './services-dropdown';
import styles from './header.module.css';

export function Header() {
  const externalBlogUrl = useExternalBlogUrl();
  const { name: brand } = useSiteSettings();
  const pathname = normalisePath(useRouterState({ select: (state) => state.location.pathname }));
  const isHome = pathname === '/';
  const contact: ContactTarget = { hash: pathname === '/privacy' ? undefined : 'contact' };
  const [menuOpen, setMenuOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => setMenuOpen(false), [pathname]);

  // Active whatever the query: a campaign's /?utm_source=… is still the home page, and its kept answer
  // is served for / too (the page cache keys a route by its own parameters only).
  const navLink = (label: string, to: string) => (
    <Link
      to={sitePath(to)}
      className={styles.link}
      activeOptions={{ exact: to === '/', includeSearch: false }}
    >
      {label}
    </Link>
  );

  return (
    <>
      {/* The 'Up' target: the sticky header itself always counts as in view, so it cannot be one. */}
      <div id="top" className={styles.top} />
      <header className={`${styles.header} ${isHome ? styles.home : ''}`}>
        <a className={styles.skip} href="#content">
          Skip to content
        </a>
        <div className={styles.inner}>
          <Link to="/" className={styles.logo} aria-label={`${brand}, main page`}>
            <span className={styles.logoDark}>
              <Logo />
            </span>
            <span className={styles.logoLight}>
              <Logo light />
            </span>
          </Link>

          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.links}>
              {primaryLinks.map((link) => (
                <li key={link.to}>{navLink(link.label, link.to)}</li>
              ))}
              <li>
                <ServicesDropdown pathname={pathname} />
              </li>
              {secondaryLinks.map((link) => (
                <li key={link.to}>{navLink(link.label, link.to)}</li>
              ))}
              <li>
                {externalBlogUrl ? (
                  <a href={externalBlogUrl} className={styles.link}>
                    Blog
                  </a>
                ) : (
                  navLink('Blog', '/blog')
                )}
              </li>
            </ul>
          </nav>

          <div className={styles.actions}>
            <Link
              to="/"
              hash={contact.hash}
              activeOptions={{ exact: true, includeHash: true }}
              className={styles.contact}
            >
              Contact us
            </Link>
            <a href="#content" className={styles.scroll}>
              Scroll
              {pathname !== '/cases' && <ArrowDownIcon className={styles.scrollArrow} />}
            </a>
          </div>

          <div className={styles.mobileActions}>
            <Link
              to="/"
              hash={contact.hash}
              activeOptions={{ exact: true, includeHash: true }}
              className={styles.pencil}
              aria-label="Contact us"
            >
              <PencilIcon />
            </Link>
            <button
              ref={burgerRef}
              type="button"
              className={styles.burger}
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              onClick={() => setMenuOpen(true)}
            >
              <BurgerIcon />
            </button>
          </div>
        </div>
        {menuOpen && (
          <MobileMenu id={menuId} onClose={closeMenu} returnFocusTo={burgerRef} contact={contact} />
        )}
      </header>
    </>
  );
}
