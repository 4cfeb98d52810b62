import styles from './vacancy-details.module.css';

export type VacancyFactsData = { city: string; languageLvl: string; experience: string };
/** The terms of the facts list, from the careers page's copy. */
export type VacancyFactLabels = { city: string; language: string; experience: string };

/** City, English level and experience, as the careers list shows them under a vacancy's name. */
export function VacancyFacts({ vacancy, labels }: { vacancy: VacancyFactsData; labels: VacancyFactLabels }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{labels.city}</dt>
        <dd>{vacancy.city}</dd>
      </div>
      <div>
        <dt>{labels.language}</dt>
        <dd>{vacancy.languageLvl}</dd>
      </div>
      <div>
        <dt>{labels.experience}</dt>
        <dd>{vacancy.experience}</dd>
      </div>
    </dl>
  );
}

/**
 * A vacancy's description. The HTML must already be clean: the careers page shows what the API
 * stored after sanitising it on write, the admin preview the editor's sanitised output (both
 * through @agency/schema/rich-text).
 */
export function VacancyContent({ html }: { html: string }) {
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
