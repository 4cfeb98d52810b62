import type { CSSProperties, ReactNode } from 'react';
import { JsonLd } from '../../components/json-ld/json-ld';
import { breadcrumbs, graph } from '../../lib/structured-data';
import { useSiteSettings, useSiteUrl } from '../../lib/site-settings';
import type { PageTheme } from '../../content/service-page-types';
import styles from './service-page.module.css';

/**
 * The frame of a service page: sets the page's accent colours as custom properties that every
 * block below reads (--page-accent for fills and borders, --page-accent-ink for text on white).
 */
export function ServicePage({
  theme,
  crumb,
  children,
}: {
  theme: PageTheme;
  /** The page's name and path in the breadcrumb trail (Home › Services › this page). */
  crumb: { name: string; path: string };
  children: ReactNode;
}) {
  const site = { site: useSiteSettings(), siteUrl: useSiteUrl() };
  const style = {
    '--page-accent': theme.accent,
    '--page-accent-ink': theme.accentInk,
    '--page-on-accent': theme.onAccent,
  } as CSSProperties;
  return (
    <div className={styles.page} style={style} data-accent={theme.accent}>
      {children}
      <JsonLd data={graph(breadcrumbs(site, [{ name: 'Services', path: '/services' }, crumb]))} />
    </div>
  );
}
