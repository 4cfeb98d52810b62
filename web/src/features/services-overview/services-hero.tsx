import hero from '../../art/services/hero.svg?art';
import { Picture } from '../../components/picture/picture';
import { servicesHero as copy } from '../../content/services';
import styles from './services-hero.module.css';
import heroText from '../../components/page-hero/page-hero.module.css';

export function ServicesHero() {
  return (
    <section className={styles.hero} aria-labelledby="services-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <h1 id="services-title" className={styles.title}>
            <span className={heroText.eyebrow}>{copy.eyebrow}</span>{' '}
            <span className={heroText.tagline}>{copy.title}</span>
          </h1>
          <p className={heroText.text}>{copy.text}</p>
          <a className={heroText.cta} href="#contact">
            {copy.cta}
          </a>
        </div>
        <Picture
          art={hero}
          alt={copy.imageAlt}
          priority
          sizes="(min-width: 1300px) 630px, (min-width: 1024px) 50vw, calc(100vw - 40px)"
          className={styles.image}
        />
      </div>
    </section>
  );
}
