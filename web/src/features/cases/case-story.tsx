import { Link } from '@tanstack/react-router';
import { Picture } from '../../components/picture/picture';
import { casePageCopy, type PortfolioCase } from '../../content/cases';
import type { CaseStory } from '../../content/types';
import styles from './case-story.module.css';

/** The client's problem and what we built for it. */
export function CaseChallenge({ item, story }: { item: PortfolioCase; story: CaseStory }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="case-challenge">
        <div className={`container ${styles.split}`}>
          <h2 id="case-challenge">{casePageCopy.challenge}</h2>
          <div className={styles.prose}>
            {story.problem.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="case-built">
        <div className="container">
          <div className={styles.builtIntro}>
            <div className={styles.prose}>
              <h2 id="case-built">{casePageCopy.built}</h2>
              {story.solution.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.slug === 'aqua-pal' && (
                <p>
                  <Link to="/cases/aqua-pal/privacy-policy" className={styles.inlineLink}>
                    {casePageCopy.privacyPolicy}
                  </Link>
                </p>
              )}
            </div>
            <Picture
              art={item.alternateBanner}
              alt={item.alternateBannerText}
              sizes="(min-width: 1300px) 640px, (min-width: 900px) 50vw, calc(100vw - 40px)"
              className={styles.picture}
            />
          </div>
          <h3 className={styles.subheading}>{casePageCopy.features}</h3>
          <ul className={styles.features}>
            {story.features.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <h4>{feature.title}</h4>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** The stack, the results in numbers and the gallery. */
export function CaseOutcome({ story }: { story: CaseStory }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="case-stack">
        <div className="container">
          <h2 id="case-stack">{casePageCopy.stack}</h2>
          <div className={styles.stack}>
            {story.stack.map((group) => (
              <div key={group.group}>
                <h3 className={styles.stackGroup}>{group.group}</h3>
                <ul className={styles.tags}>
                  {group.items.map((tool) => (
                    <li key={tool}>{tool}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.dark}`} aria-labelledby="case-results">
        <div className="container">
          <h2 id="case-results">{casePageCopy.results}</h2>
          <ul className={styles.results}>
            {story.results.map((result) => (
              <li key={result.label} className={styles.result}>
                <span className={styles.value}>{result.value}</span>
                <span className={styles.label}>{result.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="case-gallery">
        <div className="container">
          <h2 id="case-gallery">{casePageCopy.gallery}</h2>
          <ul className={`${styles.gallery} ${story.gallery.length === 3 ? styles.three : ''}`}>
            {story.gallery.map((image) => (
              <li key={image.art.img.src}>
                <Picture
                  art={image.art}
                  alt={image.alt}
                  sizes={`(min-width: 1300px) ${story.gallery.length === 3 ? 410 : 620}px, (min-width: 768px) 50vw, calc(100vw - 40px)`}
                  className={styles.galleryImage}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
