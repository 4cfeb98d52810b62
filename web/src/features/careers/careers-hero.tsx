import { careersHero } from '../../content/careers';
import styles from './careers-hero.module.css';
import { HeroCollage } from './hero-collage';
import heroText from '../../components/page-hero/page-hero.module.css';

export function CareersHero() {
  return (
    <section className={styles.hero} aria-labelledby="careers-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h1 id="careers-title" className={styles.title}>
            <span className={heroText.eyebrow}>{careersHero.eyebrow}</span>{' '}
            <span className={heroText.tagline}>{careersHero.title}</span>
          </h1>
          <p className={heroText.text}>{careersHero.text}</p>
          <a className={heroText.cta} href="#vacancies">
            {careersHero.cta}
          </a>
        </div>
        <HeroCollage />
      </div>
    </section>
  );
}
