import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronIcon } from './icons';
import { isBlueServicesPath, isServicesPath, serviceCards, sitePath } from './nav-items';
import styles from './services-dropdown.module.css';

/**
 * The header's services item: a disclosure button (the pattern WAI recommends for site navigation,
 * not an ARIA menu) revealing three service cards and the overview link. Escape, a click outside
 * and focus leaving it close it; so does any navigation.
 */
export function ServicesDropdown({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // The button sits in the sticky header: a plain focus() scrolls the page up to its place.
      buttonRef.current?.focus({ preventScroll: true });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const tone = isBlueServicesPath(pathname) ? styles.blue : isServicesPath(pathname) ? styles.active : '';

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.trigger} ${tone}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Services
        <ChevronIcon className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.cards}>
          {serviceCards.map((card) => (
            <li key={card.to}>
              <Link to={sitePath(card.to)} className={styles.card} onClick={() => setOpen(false)}>
                <span className={styles.cardTitle}>{card.label}</span>
                <span className={styles.cardText}>{card.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={sitePath('/services')}
          className={styles.overview}
          activeOptions={{ exact: true, includeSearch: false }}
          onClick={() => setOpen(false)}
        >
          All services
        </Link>
      </div>
    </div>
  );
}
