import { Link, type LinkProps } from '@tanstack/react-router';
import { Picture } from '../../components/picture/picture';
import type { ServiceHero } from '../../content/service-page-types';
import styles from './page-hero.module.css';
import heroText from '../../components/page-hero/page-hero.module.css';

/** The services overview is another area's route; a plain path keeps this compiling without it. */
const SERVICES_PATH = '/services' as NonNullable<LinkProps['to']>;

/** The top of a service page: the way back to all services, the h1, a call to action and the main image. */
export function PageHero({ hero }: { hero: ServiceHero }) {
  return (
    <section className={styles.hero} aria-labelledby="service-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <Link to={SERVICES_PATH} className={styles.back}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
              <path
                d="M10 3L5 8l5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            All services
          </Link>
          <h1 id="service-title" className={styles.title}>
            <span className={`${heroText.eyebrow} ${styles.eyebrow}`}>{hero.eyebrow}</span>{' '}
            <span className={heroText.tagline}>{hero.title}</span>
          </h1>
          <p className={heroText.text}>{hero.text}</p>
          <a className={heroText.cta} href="#contact">
            {hero.cta}
          </a>
        </div>
        <div className={styles.media}>
          <Picture
            art={hero.image.art}
            alt={hero.image.alt}
            sizes="(min-width: 1366px) 640px, (min-width: 1024px) 48vw, 100vw"
            priority
            className={styles.image}
          />
        </div>
      </div>
    </section>
  );
}
