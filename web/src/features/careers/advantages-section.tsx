import { advantagesCopy as copy } from '../../content/careers';
import { AdvantageIconSvg } from './advantage-icons';
import styles from './advantages-section.module.css';

export function AdvantagesSection() {
  return (
    <section className={styles.section} aria-labelledby="advantages-title">
      <div className="container">
        <h2 id="advantages-title" className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.intro}>{copy.intro}</p>
        <ul className={styles.cards} role="list">
          {copy.items.map((item) => (
            <li key={item.title} className={styles.card}>
              <AdvantageIconSvg icon={item.icon} className={styles.icon} />
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
