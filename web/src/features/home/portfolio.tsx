import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { sitePath } from '../../components/header/nav-items';
import { Picture } from '../../components/picture/picture';
import { featuredCases, portfolioCopy as copy } from '../../content/home';
import { FollowCursor } from './follow-cursor';
import styles from './portfolio.module.css';
import { caseHref } from './portfolio-constants';
import { PortfolioSlider } from './portfolio-slider';

/** The portfolio's custom cursor (decorative), in pixels. */
const CURSOR_SIZE = 110;

/**
 * Three featured cases: a vertical slider from 768 px (wheel, click anywhere to open the current
 * case, a cursor that follows the mouse), a list of links on phones. Both are in the server HTML;
 * CSS shows one.
 */
export function Portfolio() {
  const sliderRef = useRef<HTMLDivElement>(null);

  return (
    <section className={styles.section} aria-labelledby="portfolio-title">
      <div className="container">
        <div className={styles.head}>
          <div>
            <h2 id="portfolio-title">{copy.heading}</h2>
            <p className={styles.intro}>{copy.intro}</p>
          </div>
          <Link to={sitePath('/cases')} className={styles.more}>
            {copy.more}
          </Link>
        </div>

        <div ref={sliderRef} className={styles.desktop}>
          <PortfolioSlider />
          <FollowCursor areaRef={sliderRef} size={CURSOR_SIZE} className={styles.cursor}>
            <span>{copy.cursor}</span>
          </FollowCursor>
        </div>

        <ul className={styles.mobile} aria-label={copy.sliderLabel}>
          {featuredCases.map((item) => (
            <li key={item.slug}>
              <Link to={caseHref(item)} className={styles.mobileCase}>
                <Picture
                  art={item.banner}
                  alt={item.bannerAlt}
                  sizes="100vw"
                  className={styles.mobileBanner}
                />
                <span className={styles.meta}>
                  {item.year} · {item.industries.join(', ')}
                </span>
                <span className={styles.mobileTitle}>{item.title}</span>
                <span className={styles.subtitle}>{item.subtitle}</span>
                <span className={styles.short}>{item.shortDescription}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
