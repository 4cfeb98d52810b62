import { techStack as copy } from '../../content/services';
import styles from './tech-stack.module.css';

/** The stack as text badges, grouped by discipline. */
export function TechStack() {
  return (
    <section className={styles.section} aria-labelledby="stack-title">
      <div className="container">
        <h2 id="stack-title">{copy.heading}</h2>
        <p className={styles.intro}>{copy.intro}</p>
        <div className={styles.groups}>
          {copy.groups.map((group) => (
            <section
              key={group.title}
              className={styles.group}
              aria-labelledby={`stack-${slug(group.title)}`}
            >
              <h3 id={`stack-${slug(group.title)}`} className={styles.title}>
                {group.title}
              </h3>
              <ul className={styles.badges} role="list">
                {group.items.map((item) => (
                  <li key={item} className={styles.badge}>
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z]+/g, '-');
