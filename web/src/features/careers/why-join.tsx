import { whyJoin } from '../../content/careers';
import styles from './why-join.module.css';

export function WhyJoin() {
  return (
    <section className={styles.section} aria-labelledby="why-join-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="why-join-title">{whyJoin.heading}</h2>
          <p className={styles.text}>{whyJoin.text}</p>
        </div>
        <ul className={styles.points} role="list">
          {whyJoin.points.map((point) => (
            <li key={point.label} className={styles.point}>
              <span className={styles.value}>{point.value}</span>
              <span className={styles.label}>{point.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
