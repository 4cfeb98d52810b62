import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import styles from './dashboard-page.module.css';
import own from './due-today.module.css';

const DueFollowUpsDocument = graphql(`
  query AdminDueFollowUps {
    dueFollowUps {
      kind
      id
      name
      topic
      followUpAt
      overdue
    }
  }
`);

/**
 * "Due today" (decision 055): the viewer's own leads whose follow-up is today or overdue, each
 * linking to its page. Shown to staff who may see leads of either kind.
 */
export function DueToday() {
  const { data, loading, error } = useQuery(DueFollowUpsDocument, { fetchPolicy: 'cache-and-network' });
  const due = data?.dueFollowUps ?? [];
  return (
    <section className={own.due} aria-labelledby="due-today-title">
      <h2 id="due-today-title" className={styles.sourcesTitle}>
        Due today
      </h2>
      {loading && !data ? (
        <p className={ui.hint} role="status">
          Loading…
        </p>
      ) : error ? (
        <p className={ui.hint} role="alert">
          Your follow-ups could not be loaded.
        </p>
      ) : due.length ? (
        <ul className={own.list} aria-label="Your follow-ups due today or overdue">
          {due.map((lead) => (
            <li key={`${lead.kind}:${lead.id}`}>
              <Link
                to="/admin-panel/inbox/lead/$kind/$id"
                params={{ kind: lead.kind === 'CONTACT_REQUEST' ? 'contact' : 'application', id: lead.id }}
                className={styles.link}
              >
                {lead.name}
              </Link>{' '}
              · {lead.topic} ·{' '}
              {lead.overdue ? (
                <span className={ui.badgeWarn}>Overdue since {String(lead.followUpAt).slice(0, 10)}</span>
              ) : (
                <span className={ui.badge}>Today</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.hint}>Nothing due. Leads assigned to you with a follow-up show here on their day.</p>
      )}
    </section>
  );
}
