import { Link } from '@tanstack/react-router';
import { weAre as copy } from '../../content/company';
import styles from './we-are.module.css';

export function WeAre() {
  return (
    <section className={styles.section} aria-labelledby="we-are-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="we-are-title">{copy.heading}</h2>
          {copy.paragraphs.map((text) => (
            <p key={text.slice(0, 24)} className={styles.text}>
              {text}
            </p>
          ))}
          <Link to="/services" className={styles.link}>
            See how we can work together
          </Link>
        </div>
        <ul className={styles.facts} role="list">
          {copy.facts.map((fact) => (
            <li key={fact.label} className={styles.fact}>
              <span className={styles.value}>{fact.value}</span>
              <span className={styles.label}>{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
