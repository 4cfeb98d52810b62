import { values as copy } from '../../content/company';
import { ValueIcon } from './value-icons';
import styles from './values-section.module.css';

export function ValuesSection() {
  return (
    <section className={styles.section} aria-labelledby="values-title">
      <div className="container">
        <h2 id="values-title">{copy.heading}</h2>
        <p className={styles.intro}>{copy.intro}</p>
        <ul className={styles.cards} role="list">
          {copy.items.map((item) => (
            <li key={item.title} className={styles.card}>
              <ValueIcon icon={item.icon} className={styles.icon} />
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
