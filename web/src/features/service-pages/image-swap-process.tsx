import { useEffect, useRef, useState } from 'react';
import { Picture } from '../../components/picture/picture';
import type { Art } from '../../content/service-page-types';
import type { ProcessStep } from '../../content/types';
import section from './section.module.css';
import styles from './image-swap-process.module.css';

/** Windows wider than 1366 px show one sticky picture that swaps while scrolling (spec, section 9). */
export const IMAGE_SWAP_QUERY = '(min-width: 1367px)';

type Step = ProcessStep & { image: 0 | 1 };

type ImageSwapProcessProps = {
  id: string;
  heading: string;
  intro: string;
  steps: Step[];
  images: [Art, Art];
};

const SIZES = '(min-width: 1367px) 560px, (min-width: 768px) 640px, 100vw';

/**
 * Steps with two pictures. Wider than 1366 px the pictures share a sticky frame beside the steps
 * and the topmost step in the middle of the window decides which one shows (an
 * IntersectionObserver watches the steps). Narrower, each picture sits inline before the first
 * step it illustrates.
 */
export function ImageSwapProcess({ id, heading, intro, steps, images }: ImageSwapProcessProps) {
  const [shown, setShown] = useState<0 | 1>(0);
  const stepRefs = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    const media = window.matchMedia(IMAGE_SWAP_QUERY);
    let observer: IntersectionObserver | null = null;
    const connect = () => {
      observer?.disconnect();
      observer = null;
      if (!media.matches) return;
      const visible = new Set<number>();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const index = stepRefs.current.indexOf(entry.target as HTMLLIElement);
            if (entry.isIntersecting) visible.add(index);
            else visible.delete(index);
          }
          // Between steps (or past them) the last picture stays.
          if (visible.size) setShown(steps[Math.min(...visible)]!.image);
        },
        // A thin band across the middle of the window: the step crossing it is the one being read.
        { rootMargin: '-45% 0px -45% 0px' },
      );
      for (const step of stepRefs.current) if (step) observer.observe(step);
    };
    connect();
    media.addEventListener('change', connect);
    return () => {
      media.removeEventListener('change', connect);
      observer?.disconnect();
    };
  }, [steps]);

  return (
    <section className={`${section.section} ${section.tinted}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={section.heading}>
          {heading}
        </h2>
        <p className={section.intro}>{intro}</p>
        <div className={styles.layout}>
          <ol className={styles.steps}>
            {steps.map((step, index) => {
              const firstOfImage = steps.findIndex((other) => other.image === step.image) === index;
              return (
                <li
                  key={step.number}
                  ref={(node) => {
                    stepRefs.current[index] = node;
                  }}
                  className={styles.step}
                >
                  {firstOfImage ? (
                    <figure className={styles.inline} data-testid="process-inline-image">
                      <Picture art={images[step.image].art} alt={images[step.image].alt} sizes={SIZES} />
                    </figure>
                  ) : null}
                  <span className={styles.number} aria-hidden="true">
                    {step.number}
                  </span>
                  <h3 className={styles.title}>{step.title}</h3>
                  <p className={styles.text}>{step.text}</p>
                </li>
              );
            })}
          </ol>
          <div className={styles.aside} data-testid="process-sticky-images" data-shown={shown}>
            <div className={styles.frame}>
              {images.map((image, index) => (
                <figure key={image.alt} className={`${styles.swap} ${index === shown ? styles.shown : ''}`}>
                  <Picture art={image.art} alt={image.alt} sizes={SIZES} />
                </figure>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
