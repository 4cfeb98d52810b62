import type { ProcessStep } from '../../content/types';
import section from './section.module.css';
import styles from './process-steps.module.css';

type ProcessStepsProps = { id: string; heading: string; intro: string; steps: ProcessStep[] };

/** Numbered steps joined by a line: a row on wide screens, a column on narrow ones. */
export function ProcessSteps({ id, heading, intro, steps }: ProcessStepsProps) {
  return (
    <section className={`${section.section} ${section.tinted}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={section.heading}>
          {heading}
        </h2>
        <p className={section.intro}>{intro}</p>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.number} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {step.number}
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
