import type { CSSProperties, ReactNode } from 'react';
import type { PageTheme } from '../../content/service-page-types';
import styles from './service-page.module.css';

/**
 * The frame of a service page: sets the page's accent colours as custom properties that every
 * block below reads (--page-accent for fills and borders, --page-accent-ink for text on white).
 */
export function ServicePage({ theme, children }: { theme: PageTheme; children: ReactNode }) {
  const style = {
    '--page-accent': theme.accent,
    '--page-accent-ink': theme.accentInk,
    '--page-on-accent': theme.onAccent,
  } as CSSProperties;
  return (
    <div className={styles.page} style={style} data-accent={theme.accent}>
      {children}
    </div>
  );
}
