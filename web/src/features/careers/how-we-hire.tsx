import { howWeHire } from '../../content/careers';
import styles from './how-we-hire.module.css';

export function HowWeHire() {
  return (
    <section className={styles.section} aria-labelledby="how-we-hire-title">
      <div className="container">
        <h2 id="how-we-hire-title">{howWeHire.heading}</h2>
        <ol className={styles.steps} role="list">
          {howWeHire.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
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
