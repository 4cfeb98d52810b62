import { Link, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import darkLarge from '../../art/home/hero-dark-1920.svg?art';
import darkSmall from '../../art/home/hero-dark-1366.svg?art';
import lightLarge from '../../art/home/hero-light-1920.svg?art';
import lightSmall from '../../art/home/hero-light-1366.svg?art';
import { sitePath } from '../../components/header/nav-items';
import { heroCopy } from '../../content/home';
import { HeroArt } from './hero-art';
import styles from './hero.module.css';
import { useSpotlight } from './use-spotlight';

const CASES = sitePath('/cases');

/**
 * The home hero: the tagline with a 'View work' link, over a light drawing with a dark one behind
 * it that a spotlight reveals around the mouse. A click on the picture also opens the cases.
 */
export function Hero() {
  const navigate = useNavigate();
  const stageRef = useRef<HTMLDivElement>(null);
  const frontRef = useRef<HTMLDivElement>(null);
  const spotlight = useSpotlight(stageRef, frontRef);

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.copyWrap}>
        <div className={styles.copy}>
          <h1 id="home-title" className={styles.title}>
            {heroCopy.title}
          </h1>
          <p className={styles.text}>{heroCopy.text}</p>
          <Link to={CASES} className={styles.cta}>
            {heroCopy.cta}
          </Link>
        </div>
      </div>
      {/* The 'View work' link is the keyboard's way to the same page. */}
      <div
        ref={stageRef}
        className={styles.stage}
        data-testid="hero-stage"
        data-spotlight={spotlight ? 'enabled' : 'disabled'}
        onClick={() => void navigate({ to: CASES })}
      >
        {spotlight && (
          <div className={`${styles.layer} ${styles.dark}`} aria-hidden="true" data-testid="hero-dark">
            <HeroArt large={darkLarge} small={darkSmall} alt="" className={styles.image} />
          </div>
        )}
        <div ref={frontRef} className={`${styles.layer} ${styles.light}`} data-testid="hero-light">
          <HeroArt
            large={lightLarge}
            small={lightSmall}
            alt={heroCopy.imageAlt}
            priority
            className={styles.image}
          />
        </div>
      </div>
    </section>
  );
}
