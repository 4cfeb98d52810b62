import { Link } from '@tanstack/react-router';
import { AQUA_PAL_CONTACT, aquaPalPrivacy as copy } from '../../content/aqua-pal-privacy';
import styles from './aqua-pal-privacy-page.module.css';
import policy from '../../components/policy-page/policy-page.module.css';
import { StaticSection } from '../../components/hydration/hydrate-when-visible';

/** /cases/aqua-pal/privacy-policy: the policy the Aqua Pal app links to from its settings. */
export function AquaPalPrivacyPage() {
  return (
    <StaticSection>
      <article className={`${policy.page} ${styles.page}`} aria-labelledby="policy-title">
        <header className={policy.intro}>
          <Link to="/cases/$slug" params={{ slug: 'aqua-pal' }} className={styles.back}>
            <svg viewBox="0 0 16 12" width="16" height="12" aria-hidden="true" focusable="false">
              <path d="M15 6H2M7 1 2 6l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            {copy.back}
          </Link>
          <p className={policy.eyebrow}>{copy.eyebrow}</p>
          <h1 id="policy-title">{copy.title}</h1>
          <p className={policy.lead}>{copy.lead}</p>
          <p className={policy.updated}>
            Last updated: <time dateTime={copy.updated}>{copy.updatedText}</time>
          </p>
        </header>

        {copy.sections.map((section) => (
          <section key={section.id} aria-labelledby={`policy-${section.id}`}>
            <h2 id={`policy-${section.id}`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list && (
              <ul className={policy.list}>
                {section.list.map((entry) => (
                  <li key={entry.term}>
                    <strong>{entry.term}</strong>: {entry.text}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}

        <section aria-labelledby="policy-contact">
          <h2 id="policy-contact">{copy.contactHeading}</h2>
          <p>
            {copy.contactText}{' '}
            <a href={`mailto:${AQUA_PAL_CONTACT}`} className={policy.link}>
              {AQUA_PAL_CONTACT}
            </a>
          </p>
        </section>
      </article>
    </StaticSection>
  );
}
