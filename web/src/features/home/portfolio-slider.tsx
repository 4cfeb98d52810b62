import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Picture } from '../../components/picture/picture';
import { featuredCases, portfolioCopy as copy } from '../../content/home';
import { caseHref, PORTFOLIO_SLIDE_MS, PORTFOLIO_WHEEL_THRESHOLD } from './portfolio-constants';
import styles from './portfolio.module.css';

/**
 * Moves the slider by one case each time the wheel's deltaY adds up to the threshold in one
 * direction. Past the first or last case the wheel scrolls the page as usual.
 */
function useWheelSteps(
  ref: RefObject<HTMLElement | null>,
  indexRef: RefObject<number>,
  count: number,
  go: (index: number) => void,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let sum = 0;
    let busyUntil = 0;
    const onWheel = (event: WheelEvent) => {
      const direction = Math.sign(event.deltaY);
      if (!direction) return;
      const index = indexRef.current;
      // While a case slides in, the rest of the same flick is swallowed.
      if (Date.now() < busyUntil) {
        event.preventDefault();
        return;
      }
      const next = index + direction;
      if (next < 0 || next >= count) {
        sum = 0;
        return; // the page scrolls on
      }
      event.preventDefault();
      if (Math.sign(sum) !== direction) sum = 0;
      sum += event.deltaY;
      if (Math.abs(sum) < PORTFOLIO_WHEEL_THRESHOLD) return;
      sum = 0;
      busyUntil = Date.now() + PORTFOLIO_SLIDE_MS;
      go(next);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ref, indexRef, count, go]);
}

/**
 * The desktop portfolio: one case at a time in a vertical track. Every case is a real link (so a
 * click anywhere on the slider opens the current case, and Tab reaches all three: focusing one
 * brings it into view); the dots beside it switch cases without leaving the page.
 */
export function PortfolioSlider() {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const indexRef = useRef(0);
  indexRef.current = index;
  const viewportRef = useRef<HTMLDivElement>(null);
  useWheelSteps(viewportRef, indexRef, featuredCases.length, setIndex);
  const count = featuredCases.length;
  const openCurrent = () => {
    const item = featuredCases[indexRef.current];
    if (item) void navigate({ to: caseHref(item) });
  };

  return (
    <div className={styles.slider}>
      <div
        ref={viewportRef}
        className={styles.viewport}
        role="region"
        aria-roledescription="carousel"
        aria-label={copy.sliderLabel}
        data-testid="portfolio-slider"
        data-current={index}
        // A click that lands between links (the track is moving) still opens the current case.
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest('a')) openCurrent();
        }}
      >
        <ul
          className={styles.track}
          style={
            {
              transform: `translateY(${(-100 * index) / count}%)`,
              '--slide-ms': `${PORTFOLIO_SLIDE_MS}ms`,
            } as CSSProperties
          }
        >
          {featuredCases.map((item, i) => (
            <li key={item.slug} className={styles.slide} data-current={i === index ? 'true' : 'false'}>
              <Link
                to={caseHref(item)}
                className={styles.case}
                onFocus={() => setIndex(i)}
                onClick={(event) => {
                  // A link half out of view during a slide stands for the current case.
                  if (i === indexRef.current) return;
                  event.preventDefault();
                  openCurrent();
                }}
              >
                <span className={styles.details}>
                  <span className={styles.meta}>
                    {item.year} · {item.industries.join(', ')}
                  </span>
                  <span className={styles.caseTitle}>{item.title}</span>
                  <span className={styles.subtitle}>{item.subtitle}</span>
                  <span className={styles.description}>{item.description}</span>
                  {item.comment && (
                    <span className={styles.quote}>
                      <span className={styles.comment}>“{item.comment}”</span>
                      <span className={styles.author}>
                        {item.commentName}, {item.commentPosition}
                      </span>
                    </span>
                  )}
                </span>
                <span className={styles.banner} data-testid="portfolio-banner">
                  <Picture
                    art={item.banner}
                    alt={item.bannerAlt}
                    sizes="(min-width: 1366px) 700px, 55vw"
                    className={styles.bannerImage}
                    draggable={false}
                  />
                  <span className={styles.alternate}>
                    <Picture
                      art={item.alternateBanner}
                      alt=""
                      sizes="(min-width: 1366px) 700px, 55vw"
                      className={styles.bannerImage}
                      draggable={false}
                    />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.dots}>
        {featuredCases.map((item, i) => (
          <button
            key={item.slug}
            type="button"
            className={styles.dot}
            aria-label={`Show ${item.title}`}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </div>
  );
}
