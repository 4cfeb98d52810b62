import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Picture } from '../../components/picture/picture';
import type { ProcessTab } from '../../content/service-page-types';
import section from './section.module.css';
import styles from './process-tabs.module.css';

type ProcessTabsProps = { id: string; heading: string; intro: string; tabs: ProcessTab[] };

/**
 * The stages of a process as WAI-ARIA tabs: exactly one is selected (the first at the start);
 * clicks and the arrow, Home and End keys select a stage and show its text and picture.
 */
export function ProcessTabs({ id, heading, intro, tabs }: ProcessTabsProps) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (index: number) => {
    setActive(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (active + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (active - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <section className={`${section.section} ${section.tinted}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={section.heading}>
          {heading}
        </h2>
        <p className={section.intro}>{intro}</p>
        <div
          role="tablist"
          aria-labelledby={`${id}-heading`}
          className={styles.tablist}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, index) => (
            <button
              key={tab.title}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === active}
              aria-controls={panelId(index)}
              tabIndex={index === active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(index)}
            >
              <span className={styles.tabNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              {tab.title}
            </button>
          ))}
        </div>
        {tabs.map((tab, index) => (
          <div
            key={tab.title}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={0}
            hidden={index !== active}
            className={styles.panel}
          >
            <div className={styles.copy}>
              <h3 className={styles.title}>{tab.title}</h3>
              <p className={styles.text}>{tab.text}</p>
              <ul className={styles.points}>
                {tab.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
            <Picture
              art={tab.image.art}
              alt={tab.image.alt}
              sizes="(min-width: 1366px) 620px, (min-width: 1024px) 48vw, 100vw"
              className={styles.image}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
