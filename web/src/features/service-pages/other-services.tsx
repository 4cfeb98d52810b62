import { Link } from '@tanstack/react-router';
import type { OtherService } from '../../content/service-page-types';
import section from './section.module.css';
import styles from './other-services.module.css';

/** The last block of a service page: links to the two other services. */
export function OtherServices({ heading, items }: { heading: string; items: OtherService[] }) {
  return (
    <section className={`${section.section} ${section.tinted}`} aria-labelledby="other-services-heading">
      <div className="container">
        <h2 id="other-services-heading">{heading}</h2>
        <ul className={styles.links}>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.link}>
                <span className={styles.title}>{item.title}</span>
                <span className={styles.text}>{item.text}</span>
                <svg
                  className={styles.arrow}
                  aria-hidden="true"
                  focusable="false"
                  viewBox="0 0 24 24"
                  width="28"
                  height="28"
                >
                  <path
                    d="M5 12h14M13 6l6 6-6 6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
