import { careersHero } from '../../content/careers';
import styles from './careers-hero.module.css';
import { HeroCollage } from './hero-collage';

export function CareersHero() {
  return (
    <section className={styles.hero} aria-labelledby="careers-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h1 id="careers-title" className={styles.title}>
            <span className={styles.eyebrow}>{careersHero.eyebrow}</span>{' '}
            <span className={styles.tagline}>{careersHero.title}</span>
          </h1>
          <p className={styles.text}>{careersHero.text}</p>
          <a className={styles.cta} href="#vacancies">
            {careersHero.cta}
          </a>
        </div>
        <HeroCollage />
      </div>
    </section>
  );
}
