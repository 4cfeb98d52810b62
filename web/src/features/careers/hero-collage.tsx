import { useRef, type CSSProperties } from 'react';
import styles from './hero-collage.module.css';
import { useMouseParallax } from './use-mouse-parallax';

// Each layer moves by up to `depth` pixels, so near layers drift further than far ones.
const depth = (px: number) => ({ '--depth': px }) as CSSProperties;

/** The decorative collage beside the careers headline: a team at work, drawn in SVG. */
export function HeroCollage() {
  const ref = useRef<HTMLDivElement>(null);
  useMouseParallax(ref);

  return (
    <div ref={ref} className={styles.collage} aria-hidden="true" data-parallax="">
      <div className={`${styles.layer} ${styles.blob}`} style={depth(8)}>
        <svg viewBox="0 0 400 400">
          <defs>
            <radialGradient id="careers-blob" cx="40%" cy="35%" r="70%">
              <stop offset="0" stopColor="#7fdcf1" />
              <stop offset="1" stopColor="#28c0e2" />
            </radialGradient>
          </defs>
          <path
            d="M318 76c46 42 66 118 38 180s-104 108-176 104S46 308 30 238 44 96 104 58s168-24 214 18z"
            fill="url(#careers-blob)"
          />
        </svg>
      </div>

      <div className={`${styles.layer} ${styles.editor}`} style={depth(18)}>
        <svg viewBox="0 0 320 220">
          <rect width="320" height="220" rx="16" fill="#0b1b2b" />
          <rect width="320" height="36" rx="16" fill="#13293f" />
          <rect y="20" width="320" height="16" fill="#13293f" />
          <circle cx="22" cy="18" r="6" fill="#ff6b6b" />
          <circle cx="42" cy="18" r="6" fill="#ffd166" />
          <circle cx="62" cy="18" r="6" fill="#06d6a0" />
          <g strokeLinecap="round" strokeWidth="8">
            <path d="M28 64h60" stroke="#28c0e2" />
            <path d="M100 64h110" stroke="#8aa4bd" />
            <path d="M48 90h90" stroke="#ffd166" />
            <path d="M150 90h70" stroke="#8aa4bd" />
            <path d="M48 116h40" stroke="#06d6a0" />
            <path d="M100 116h130" stroke="#8aa4bd" />
            <path d="M68 142h100" stroke="#28c0e2" />
            <path d="M48 168h56" stroke="#ff8fab" />
            <path d="M28 194h30" stroke="#8aa4bd" />
          </g>
        </svg>
      </div>

      <div className={`${styles.layer} ${styles.phone}`} style={depth(34)}>
        <svg viewBox="0 0 130 240">
          <rect
            x="2"
            y="2"
            width="126"
            height="236"
            rx="22"
            fill="#ffffff"
            stroke="#0b1b2b"
            strokeWidth="4"
          />
          <rect x="46" y="12" width="38" height="8" rx="4" fill="#0b1b2b" />
          <rect x="16" y="34" width="98" height="64" rx="10" fill="#28c0e2" />
          <circle cx="40" cy="66" r="14" fill="#ffffff" opacity="0.9" />
          <path d="M62 58h40M62 74h28" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" />
          <rect x="16" y="110" width="98" height="14" rx="7" fill="#d9e1e8" />
          <rect x="16" y="132" width="70" height="14" rx="7" fill="#d9e1e8" />
          <rect x="16" y="162" width="46" height="46" rx="10" fill="#ffd166" />
          <rect x="68" y="162" width="46" height="46" rx="10" fill="#0b1b2b" />
        </svg>
      </div>

      <div className={`${styles.layer} ${styles.people}`} style={depth(26)}>
        <svg viewBox="0 0 220 96">
          <rect width="220" height="96" rx="48" fill="#ffffff" />
          <g>
            <circle cx="50" cy="48" r="30" fill="#ffd166" />
            <circle cx="50" cy="40" r="11" fill="#0b1b2b" />
            <path d="M30 70c4-14 36-14 40 0" fill="#0b1b2b" />
          </g>
          <g>
            <circle cx="110" cy="48" r="30" fill="#ff8fab" />
            <circle cx="110" cy="40" r="11" fill="#0b1b2b" />
            <path d="M90 70c4-14 36-14 40 0" fill="#0b1b2b" />
          </g>
          <g>
            <circle cx="170" cy="48" r="30" fill="#06d6a0" />
            <circle cx="170" cy="40" r="11" fill="#0b1b2b" />
            <path d="M150 70c4-14 36-14 40 0" fill="#0b1b2b" />
          </g>
        </svg>
      </div>

      <div className={`${styles.layer} ${styles.bubble}`} style={depth(44)}>
        <svg viewBox="0 0 120 90">
          <path
            d="M14 4h92a10 10 0 0 1 10 10v44a10 10 0 0 1-10 10H46L24 86V68H14A10 10 0 0 1 4 58V14A10 10 0 0 1 14 4z"
            fill="#0b1b2b"
          />
          <path
            d="M34 36l12 12 24-24"
            fill="none"
            stroke="#28c0e2"
            strokeWidth="8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>

      <div className={`${styles.layer} ${styles.dots}`} style={depth(52)}>
        <svg viewBox="0 0 100 100">
          {[10, 35, 60, 85].map((cy) =>
            [10, 35, 60, 85].map((cx) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4" fill="#0b1b2b" />),
          )}
        </svg>
      </div>
    </div>
  );
}
