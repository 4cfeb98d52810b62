import { Link } from '@tanstack/react-router';
import { Picture } from '../../components/picture/picture';
import { casePageCopy, type PortfolioCase } from '../../content/cases';
import type { CaseStory } from '../../content/types';
import styles from './case-hero.module.css';

/** The top of a case page: what the product is, the facts and the banner (the page's main image). */
export function CaseHero({ item, story }: { item: PortfolioCase; story: CaseStory }) {
  const facts = [
    { term: casePageCopy.year, value: String(item.year) },
    { term: casePageCopy.client, value: story.client },
    { term: casePageCopy.duration, value: story.duration },
    { term: casePageCopy.team, value: story.team },
  ];
  return (
    <section className={styles.hero} aria-labelledby="case-title">
      <div className="container">
        <Link to="/cases" className={styles.back}>
          <svg viewBox="0 0 16 12" width="16" height="12" aria-hidden="true" focusable="false">
            <path d="M15 6H2M7 1 2 6l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          {casePageCopy.allCases}
        </Link>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>{item.caseName}</p>
            <h1 id="case-title" className={styles.title}>
              {item.title}
            </h1>
            <p className={styles.lead}>{item.description}</p>
            <ul className={styles.industries} aria-label={casePageCopy.disciplines}>
              {item.industries.map((industry) => (
                <li key={industry}>{industry}</li>
              ))}
            </ul>
          </div>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.term} className={styles.fact}>
                <dt>{fact.term}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.media}>
            <Picture
              art={item.banner}
              alt={item.bannerText}
              sizes="(min-width: 1300px) 1260px, calc(100vw - 40px)"
              priority
              className={styles.banner}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
