import type { CSSProperties } from 'react';
import type { CardSection } from '../../content/service-page-types';
import section from './section.module.css';
import styles from './card-grid.module.css';

type CardGridProps = {
  /** Prefix of the heading's id; also names the section for assistive technology. */
  id: string;
  content: CardSection;
  /** 'numbered': pros and values with a number badge; 'check': who a service suits. */
  variant?: 'numbered' | 'check';
  tinted?: boolean;
};

/** A titled grid of cards: pros, value and suited-for blocks. All cards fit one row on wide screens. */
export function CardGrid({ id, content, variant = 'numbered', tinted = false }: CardGridProps) {
  const { heading, intro, cards } = content;
  return (
    <section
      className={[section.section, tinted ? section.tinted : ''].join(' ').trim()}
      aria-labelledby={`${id}-heading`}
    >
      <div className="container">
        <h2 id={`${id}-heading`} className={section.heading}>
          {heading}
        </h2>
        {intro ? <p className={section.intro}>{intro}</p> : null}
        <ul
          className={[
            styles.cards,
            variant === 'check' ? styles.check : styles.numbered,
            intro ? '' : styles.spaced,
          ]
            .join(' ')
            .trim()}
          style={{ '--count': cards.length } as CSSProperties}
          data-count={cards.length}
        >
          {cards.map((card, index) => (
            <li key={card.title} className={styles.card}>
              {variant === 'check' ? (
                <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                  <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
                  <path
                    d="M7 12.5l3.2 3.2L17 9"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                <span className={styles.badge} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              )}
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
