import { useSiteSettings } from '../../lib/site-settings';
import styles from './logo.module.css';

/**
 * The agency's mark and its configured name (SITE_NAME). `light` is for dark backgrounds (the home
 * page's mobile header). The name is text, not part of the drawing, so any brand fits.
 */
export function Logo({ light = false }: { light?: boolean }) {
  const { name } = useSiteSettings();
  return (
    <span className={`${styles.logo} ${light ? styles.light : ''}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill={light ? '#ffffff' : '#0b1b2b'} />
        <path d="M9 22 16 9l7 13h-4l-3-6-3 6z" fill={light ? '#0b1b2b' : '#28c0e2'} />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
