import { CASES, casesPageCopy } from '../../content/cases';
import { CaseCard } from './case-card';
import styles from './cases-page.module.css';
import { StaticSection } from '../../components/hydration/hydrate-when-visible';

/** /cases: the eleven cases in the spec's order; the footer's contact form follows. */
export function CasesPage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="cases-title">
        <div className={`container ${styles.heroInner}`}>
          <div>
            <p className={styles.eyebrow}>{casesPageCopy.eyebrow}</p>
            <h1 id="cases-title" className={styles.title}>
              {casesPageCopy.title}
            </h1>
            <p className={styles.lead}>{casesPageCopy.lead}</p>
          </div>
          <a href="#contact" className={styles.start}>
            {casesPageCopy.startProject}
          </a>
        </div>
      </section>

      <StaticSection>
        <section className={styles.listSection} aria-label={casesPageCopy.listLabel}>
          <ul className={`container ${styles.list}`}>
            {CASES.map((item, index) => (
              <li key={item.slug} className={index === 0 ? styles.wide : undefined}>
                <CaseCard item={item} featured={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      </StaticSection>
    </>
  );
}
