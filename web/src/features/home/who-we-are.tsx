import { Link } from '@tanstack/react-router';
import { useRef, type CSSProperties } from 'react';
import { sitePath } from '../../components/header/nav-items';
import { whoWeAre as copy, type Stat } from '../../content/home';
import { FollowCursor } from './follow-cursor';
import { useStatsMotion } from './use-stats-motion';
import styles from './who-we-are.module.css';

/** The custom cursor's size (spec section 9). */
export const CURSOR_SIZE = 150;

/**
 * A figure that can count up: the visible digits are decorative while they run, the final figure
 * is always there for assistive technology (and in the server HTML).
 */
function Figure({
  value,
  counter,
  progress,
}: {
  value: string;
  counter?: Stat['counter'];
  progress: number;
}) {
  if (!counter) return <>{value}</>;
  const digits = String(counter.to).length;
  return (
    <>
      <span className="visually-hidden">{value}</span>
      <span aria-hidden="true" data-testid="stat-figure">
        {counter.prefix}
        <span className={styles.digits} style={{ '--digits': digits } as CSSProperties}>
          {Math.round(counter.to * progress)}
        </span>
        {counter.suffix}
      </span>
    </>
  );
}

export function WhoWeAre() {
  const sectionRef = useRef<HTMLElement>(null);
  const figuresRef = useRef<HTMLDivElement>(null);
  const { active, rotating, progress, counting } = useStatsMotion(figuresRef, copy.stats.length);
  const years = { to: copy.years.value, prefix: '', suffix: '' };

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="who-title" data-testid="who-we-are">
      <FollowCursor areaRef={sectionRef} size={CURSOR_SIZE}>
        <CursorImage />
      </FollowCursor>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id="who-title">{copy.heading}</h2>
          <p className={styles.lead}>{copy.lead}</p>
          <p className={styles.text}>{copy.text}</p>
          <Link to={sitePath('/company')} className={styles.link}>
            {copy.link}
          </Link>
        </div>
        <div
          ref={figuresRef}
          className={styles.figures}
          data-testid="stats"
          data-counting={counting ? 'true' : 'false'}
        >
          <ul className={styles.cards} data-rotating={rotating ? 'true' : 'false'}>
            {copy.stats.map((stat, index) => (
              <li
                key={stat.key}
                className={styles.card}
                data-stat={stat.key}
                data-active={index === active ? 'true' : 'false'}
              >
                <p className={styles.value}>
                  <Figure value={stat.value} counter={stat.counter} progress={progress} />
                </p>
                <p className={styles.label}>{stat.label}</p>
              </li>
            ))}
          </ul>
          <p className={styles.years} data-stat="years">
            <span className={styles.yearsValue}>
              <Figure value={String(copy.years.value)} counter={years} progress={progress} />
            </span>{' '}
            {copy.years.label}
          </p>
        </div>
      </div>
    </section>
  );
}

/** The 150 px image that follows the mouse over the block: a friendly face in the brand colours. */
function CursorImage() {
  return (
    <svg viewBox="0 0 150 150" width="150" height="150" focusable="false">
      <defs>
        <linearGradient id="who-cursor" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7fdcf1" />
          <stop offset="1" stopColor="#28c0e2" />
        </linearGradient>
      </defs>
      <circle cx="75" cy="75" r="72" fill="url(#who-cursor)" opacity="0.9" />
      <circle cx="75" cy="75" r="58" fill="none" stroke="#ffffff" strokeWidth="3" strokeDasharray="6 10" />
      <ellipse cx="58" cy="66" rx="8" ry="11" fill="#0b1b2b" />
      <ellipse cx="92" cy="66" rx="8" ry="11" fill="#0b1b2b" />
      <path d="M52 92c12 16 34 16 46 0" fill="none" stroke="#0b1b2b" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
