import { Picture } from '../../components/picture/picture';
import type { Art } from '../../content/service-page-types';
import styles from './photo-strip.module.css';

/** A strip of pictures from the team's days: two by two on phones, one row from 1024 px. */
export function PhotoStrip({ id, heading, photos }: { id: string; heading: string; photos: Art[] }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`}>{heading}</h2>
        <ul className={styles.strip}>
          {photos.map((photo) => (
            <li key={photo.alt} className={styles.item}>
              <Picture
                art={photo.art}
                alt={photo.alt}
                sizes="(min-width: 1366px) 320px, (min-width: 1024px) 25vw, 50vw"
                className={styles.image}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
