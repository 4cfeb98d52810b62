import { reasons as copy } from '../../content/services';
import { ReasonIconSvg } from './reason-icons';
import styles from './reasons-section.module.css';

export function ReasonsSection() {
  return (
    <section className={styles.section} aria-labelledby="reasons-title">
      <div className="container">
        <h2 id="reasons-title">{copy.heading}</h2>
        <ul className={styles.cards} role="list">
          {copy.items.map((item) => (
            <li key={item.title} className={styles.card}>
              <ReasonIconSvg icon={item.icon} className={styles.icon} />
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
