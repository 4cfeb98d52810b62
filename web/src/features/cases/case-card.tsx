import { Link } from '@tanstack/react-router';
import { Picture } from '../../components/picture/picture';
import { casesPageCopy, type PortfolioCase } from '../../content/cases';
import styles from './case-card.module.css';

type CaseCardProps = {
  item: PortfolioCase;
  /** The first card is wide on desktop and the page's main image. */
  featured?: boolean;
};

/** One case of the list: the whole card is its link, named by the title. */
export function CaseCard({ item, featured = false }: CaseCardProps) {
  const titleId = `case-${item.slug}`;
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <Picture
          art={item.banner}
          alt={item.bannerText}
          sizes={
            featured
              ? '(min-width: 1340px) 760px, (min-width: 900px) 58vw, calc(100vw - 40px)'
              : '(min-width: 1340px) 634px, (min-width: 900px) 50vw, calc(100vw - 40px)'
          }
          priority={featured}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={String(item.year)} className={styles.year}>
            {item.year}
          </time>
          <span className={styles.kind}>{item.caseName}</span>
        </p>
        <h2 id={titleId} className={styles.title}>
          <Link to="/cases/$slug" params={{ slug: item.slug }} className={styles.link}>
            {item.title}
          </Link>
        </h2>
        <ul className={styles.industries} aria-label={casesPageCopy.disciplinesLabel}>
          {item.industries.map((industry) => (
            <li key={industry}>{industry}</li>
          ))}
        </ul>
        <p className={styles.description}>{item.description}</p>
        <span className={styles.more} aria-hidden="true">
          {casesPageCopy.more}
          <svg viewBox="0 0 16 12" width="16" height="12" focusable="false">
            <path d="M1 6h13M9 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </span>
      </div>
    </article>
  );
}
