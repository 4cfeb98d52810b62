import { useRef } from 'react';
import discovery from '../../art/company/process-discovery.svg?art';
import release from '../../art/company/process-release.svg?art';
import { Picture } from '../../components/picture/picture';
import { processCopy as copy, processSteps } from '../../content/company';
import styles from './process-section.module.css';
import { useProcessImage } from './use-process-image';

/** The step whose visibility brings in the second image. */
const TEST_STEP = 'Test';
const sizes = '(min-width: 1367px) 600px, (min-width: 768px) 70vw, calc(100vw - 40px)';

/**
 * The seven steps with two drawings beside them. Wider than 1366 px the drawings sit in a sticky
 * column and swap as the steps scroll by (useProcessImage). At 1366 px and below there is no room
 * beside the steps: the first drawing stands above them and the second is not shown (nor loaded).
 */
export function ProcessSection() {
  const firstStep = useRef<HTMLLIElement>(null);
  const testStep = useRef<HTMLLIElement>(null);
  const image = useProcessImage(firstStep, testStep);

  return (
    <section className={styles.section} aria-labelledby="process-title">
      <div className="container">
        <h2 id="process-title">{copy.heading}</h2>
        <p className={styles.intro}>{copy.intro}</p>
        <div className={styles.layout}>
          <div className={styles.media} data-image={image}>
            <div className={styles.frame} data-process-image="discovery">
              <Picture art={discovery} alt={copy.images.discovery} sizes={sizes} className={styles.image} />
            </div>
            <div className={styles.frame} data-process-image="release">
              <Picture art={release} alt={copy.images.release} sizes={sizes} className={styles.image} />
            </div>
          </div>
          <ol className={styles.steps} role="list">
            {processSteps.map((step, index) => (
              <li
                key={step.number}
                ref={index === 0 ? firstStep : step.title === TEST_STEP ? testStep : undefined}
                className={styles.step}
              >
                <span className={styles.number}>{step.number}</span>
                <div>
                  <h3 className={styles.title}>{step.title}</h3>
                  <p className={styles.text}>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
