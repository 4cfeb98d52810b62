import { Picture } from '../../components/picture/picture';
import type { Art, Stat } from '../../content/service-page-types';
import section from './section.module.css';
import styles from './info-block.module.css';

type InfoBlockProps = {
  id: string;
  heading: string;
  paragraphs: string[];
  /** Short claims shown as a checklist. */
  points?: string[];
  /** Figures shown large, e.g. '85%' senior or middle engineers. */
  stats?: Stat[];
  /** A scheme or illustration beside the text. */
  image?: Art;
};

/** Text about the service with either a scheme beside it or a row of figures under it. */
export function InfoBlock({ id, heading, paragraphs, points, stats, image }: InfoBlockProps) {
  return (
    <section className={section.section} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.inner} ${image ? styles.withImage : ''}`}>
        <div>
          <h2 id={`${id}-heading`} className={section.heading}>
            {heading}
          </h2>
          {paragraphs.map((text) => (
            <p key={text} className={styles.text}>
              {text}
            </p>
          ))}
          {points ? (
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {image ? (
          <figure className={styles.figure}>
            <Picture
              art={image.art}
              alt={image.alt}
              sizes="(min-width: 1366px) 640px, (min-width: 1024px) 50vw, 100vw"
              className={styles.image}
            />
          </figure>
        ) : null}
        {stats ? (
          <ul className={styles.stats}>
            {stats.map((stat) => (
              <li key={stat.label} className={styles.stat}>
                <strong className={styles.value}>{stat.value}</strong>
                <span className={styles.label}>{stat.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
