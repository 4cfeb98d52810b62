import { Link } from '@tanstack/react-router';
import { useRef, type CSSProperties } from 'react';
import hero from '../../art/company/hero.svg?art';
import { Picture } from '../../components/picture/picture';
import { companyHero as copy } from '../../content/company';
import styles from './company-hero.module.css';
import { FLASHLIGHT_CURSOR_PX, FLASHLIGHT_LOOP_PX } from './company-constants';
import { useFlashlight } from './use-flashlight';

const sizes = {
  '--loop': `${FLASHLIGHT_LOOP_PX}px`,
  '--cursor': `${FLASHLIGHT_CURSOR_PX}px`,
} as CSSProperties;

/**
 * The page title and the studio drawing. The drawing is one link to /careers; with a mouse it lies
 * in the dark and a flashlight follows the cursor to reveal it. Without a mouse, or for visitors
 * who ask for reduced motion, it is simply shown (the CSS only covers it on such pointers).
 */
export function CompanyHero() {
  const stage = useRef<HTMLAnchorElement>(null);
  const beam = useRef<HTMLSpanElement>(null);
  const cursor = useRef<HTMLSpanElement>(null);
  useFlashlight({ stage, beam, cursor });

  return (
    <section className={styles.hero} aria-labelledby="company-title">
      <div className="container">
        <h1 id="company-title" className={styles.title}>
          <span className={styles.eyebrow}>{copy.eyebrow}</span>{' '}
          <span className={styles.tagline}>{copy.title}</span>
        </h1>
        <p className={styles.text}>{copy.text}</p>
        <Link ref={stage} to="/careers" className={styles.stage} aria-label={copy.linkLabel} style={sizes}>
          <Picture
            art={hero}
            alt={copy.imageAlt}
            priority
            sizes="(min-width: 1300px) 1260px, calc(100vw - 40px)"
            className={styles.image}
            draggable={false}
          />
          <span className={styles.cover} aria-hidden="true" data-flashlight-cover="" />
          <span ref={beam} className={styles.beam} aria-hidden="true" data-flashlight="">
            <span className={styles.loop} data-flashlight-loop="" />
          </span>
          <span ref={cursor} className={styles.cursor} aria-hidden="true" data-flashlight-cursor="">
            <FlashlightCursor />
          </span>
        </Link>
        <p className={styles.hint}>{copy.hint}</p>
      </div>
    </section>
  );
}

/** A viewfinder: a dashed ring, a centre dot and an arrow that says 'this is a link'. */
function FlashlightCursor() {
  return (
    <svg viewBox="0 0 120 120" width={FLASHLIGHT_CURSOR_PX} height={FLASHLIGHT_CURSOR_PX} focusable="false">
      <circle cx="60" cy="60" r="56" fill="none" stroke="#ffffff" strokeWidth="3" strokeDasharray="10 8" />
      <path d="M60 2v14M60 104v14M2 60h14M104 60h14" stroke="#28c0e2" strokeWidth="4" strokeLinecap="round" />
      <circle cx="60" cy="60" r="5" fill="#28c0e2" />
      <circle cx="94" cy="94" r="18" fill="#28c0e2" />
      <path
        d="M87 101l14-14M91 87h10v10"
        fill="none"
        stroke="#0b1b2b"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
