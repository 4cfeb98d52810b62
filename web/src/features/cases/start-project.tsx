import styles from './start-project.module.css';

type StartProjectProps = { title: string; text: string; label: string };

/** The call to action at the end of a case: the footer's contact form is on the same page. */
export function StartProject({ title, text, label }: StartProjectProps) {
  return (
    <section className={styles.band} aria-labelledby="start-project-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="start-project-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <a href="#contact" className={styles.button}>
          {label}
        </a>
      </div>
    </section>
  );
}
