import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { sitePath } from '../../components/header/nav-items';
import { Picture } from '../../components/picture/picture';
import { servicesCopy as copy, serviceTabs } from '../../content/home';
import styles from './services-tabs.module.css';

/**
 * The three ways to work together as WAI-ARIA tabs (arrow keys, Home and End move and select).
 * Exactly one is active, the first at the start; an underline slides under it and the image
 * strip shifts to its picture. Every panel is in the server HTML (inactive ones hidden).
 */
export function ServicesTabs() {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const count = serviceTabs.length;

  const select = (index: number) => {
    setActive(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Partial<Record<string, number>> = {
      ArrowRight: (active + 1) % count,
      ArrowLeft: (active - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className={styles.heading}>
          {copy.heading}
        </h2>
        <div
          role="tablist"
          aria-label={copy.tablistLabel}
          className={styles.tablist}
          style={{ '--count': count, '--active': active } as CSSProperties}
          onKeyDown={onKeyDown}
        >
          {serviceTabs.map((tab, i) => (
            <button
              key={tab.id}
              ref={(node) => {
                tabs.current[i] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={i === active}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={i === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(i)}
            >
              {tab.label}
            </button>
          ))}
          <span className={styles.underline} aria-hidden="true" data-testid="tabs-underline" />
        </div>

        <div className={styles.body}>
          <div className={styles.panels}>
            {serviceTabs.map((tab, i) => (
              <div
                key={tab.id}
                role="tabpanel"
                id={`${id}-panel-${tab.id}`}
                aria-labelledby={`${id}-tab-${tab.id}`}
                hidden={i !== active}
                tabIndex={0}
                className={styles.panel}
              >
                <h3 className={styles.panelTitle}>{tab.heading}</h3>
                <p className={styles.description}>{tab.description}</p>
                <ul className={styles.points}>
                  {tab.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <Link to={sitePath(tab.href)} className={styles.link}>
                  {copy.learnMore}
                  <span className="visually-hidden"> about {tab.linkLabel}</span>
                </Link>
              </div>
            ))}
          </div>
          <div className={styles.strip}>
            <div
              className={styles.stripTrack}
              data-testid="services-strip"
              style={{ transform: `translateX(${-100 * active}%)` }}
            >
              {serviceTabs.map((tab, i) => (
                <div key={tab.id} className={styles.stripItem} aria-hidden={i !== active}>
                  <Picture
                    art={tab.image}
                    alt={i === active ? tab.imageAlt : ''}
                    sizes="(min-width: 1366px) 620px, (min-width: 768px) 50vw, 100vw"
                    className={styles.stripImage}
                  />
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
