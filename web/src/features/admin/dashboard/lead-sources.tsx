import { Link } from '@tanstack/react-router';
import ui from '../ui/admin-ui.module.css';
import styles from './dashboard-page.module.css';

type SourceCount = { source: string; count: number };

const LISTS = [
  { key: 'contact', title: 'Contact requests', to: '/admin-panel/inbox/contact-requests' },
  { key: 'application', title: 'Applications', to: '/admin-panel/inbox/job-applications' },
] as const;

/**
 * Leads of the last 30 days by source (decision 051), each linking to the inbox filtered by it.
 * A list the viewer may not see comes as null and is left out.
 */
export function LeadSources({
  contact,
  application,
}: {
  contact: SourceCount[] | null | undefined;
  application: SourceCount[] | null | undefined;
}) {
  const counts = { contact, application };
  const shown = LISTS.filter((list) => counts[list.key]);
  if (!shown.length) return null;
  return (
    <section className={styles.sources} aria-labelledby="lead-sources-title">
      <h2 id="lead-sources-title" className={styles.sourcesTitle}>
        Where leads came from (last 30 days)
      </h2>
      {shown.map((list) => (
        <div key={list.key} className={styles.sourceList}>
          <h3 className={styles.sourceTitle}>{list.title}</h3>
          {counts[list.key]!.length ? (
            <ul aria-label={`${list.title} by source`}>
              {counts[list.key]!.map(({ source, count }) => (
                <li key={source}>
                  <Link to={list.to} search={{ source }} className={styles.link}>
                    {source}
                  </Link>
                  : {count}
                </li>
              ))}
            </ul>
          ) : (
            <p className={ui.hint}>None yet.</p>
          )}
        </div>
      ))}
    </section>
  );
}
