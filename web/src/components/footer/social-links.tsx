import type { MouseEvent, ReactNode } from 'react';
import type { SiteSettings } from '@agency/schema/site-settings';
import { SOCIAL_OPEN_DELAY_MS } from '../../lib/shell-constants';
import { useSiteSettings } from '../../lib/site-settings';
import styles from './social-links.module.css';

type Social = { name: string; href: string | null; icon: ReactNode };

const svg = { 'aria-hidden': true, focusable: false, viewBox: '0 0 24 24', width: 22, height: 22 } as const;

/**
 * The agency's profiles and address, as the server is configured (SOCIAL_LINKEDIN_URL,
 * SOCIAL_INSTAGRAM_URL, CONTACT_EMAIL, SOCIAL_UPWORK_URL); an unset one is left out.
 */
export function socialLinks({ social, contactEmail }: SiteSettings): (Social & { href: string })[] {
  const all: Social[] = [
    {
      name: 'LinkedIn',
      href: social.linkedin,
      icon: (
        <svg {...svg}>
          <path
            fill="currentColor"
            d="M4.5 9h3v10.5h-3zM6 4a1.75 1.75 0 1 1 0 3.5A1.75 1.75 0 0 1 6 4zm3.5 5h2.9v1.45h.04c.4-.76 1.38-1.56 2.85-1.56 3.05 0 3.61 2 3.61 4.6v5.51h-3v-4.88c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.58v4.97h-2.9z"
          />
        </svg>
      ),
    },
    {
      name: 'Instagram',
      href: social.instagram,
      icon: (
        <svg {...svg}>
          <rect
            x="3.5"
            y="3.5"
            width="17"
            height="17"
            rx="5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" />
        </svg>
      ),
    },
    {
      name: 'E-mail',
      href: contactEmail && `mailto:${contactEmail}`,
      icon: (
        <svg {...svg}>
          <rect
            x="3"
            y="5.5"
            width="18"
            height="13"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <path d="m3.5 7 8.5 6 8.5-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      ),
    },
    {
      name: 'Upwork',
      href: social.upwork,
      icon: (
        <svg {...svg}>
          <path
            d="M3 7v5a3.5 3.5 0 0 0 7 0V7m0 4.5c.8 2.8 2.4 5 4.6 5a3.3 3.3 0 1 0 0-6.6c-2.2 0-3 1.6-3.6 3.4L9.8 21"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      ),
    },
  ];
  return all.filter((item): item is Social & { href: string } => item.href !== null);
}

/**
 * Each profile opens after a short delay (spec: 500 ms) so the pressed state shows first. The real
 * href stays on the link for visitors without JavaScript and for "open in new tab".
 */
function openLater(event: MouseEvent<HTMLAnchorElement>, href: string) {
  // Modified clicks keep the browser's own behaviour (new tab, new window, download).
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const mail = href.startsWith('mailto:');
  window.setTimeout(() => {
    window.open(href, mail ? '_self' : '_blank', mail ? undefined : 'noopener,noreferrer');
  }, SOCIAL_OPEN_DELAY_MS);
}

/** `surface` is the background the icons sit on. Nothing at all when no profile is configured. */
export function SocialLinks({ surface = 'dark' }: { surface?: 'dark' | 'light' }) {
  const socials = socialLinks(useSiteSettings());
  if (socials.length === 0) return null;
  return (
    <ul className={`${styles.list} ${surface === 'light' ? styles.light : ''}`} aria-label="Social links">
      {socials.map((social) => {
        const mail = social.href.startsWith('mailto:');
        return (
          <li key={social.name}>
            <a
              className={styles.link}
              href={social.href}
              aria-label={social.name}
              target={mail ? undefined : '_blank'}
              rel={mail ? undefined : 'noopener noreferrer'}
              onClick={(event) => openLater(event, social.href)}
            >
              {social.icon}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
