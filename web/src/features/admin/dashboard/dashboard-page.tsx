import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { graphql } from '../gql/gql';
import type { Viewer } from '../auth/viewer';
import { roleLabel } from '../layout/staff-layout';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { can, type Permission } from '@agency/schema/roles';
import { AccessNotice } from './access-notice';
import { DueToday } from './due-today';
import { LeadSources } from './lead-sources';
import styles from './dashboard-page.module.css';

const DashboardDocument = graphql(`
  query AdminDashboard {
    dashboard {
      articleCount
      vacancyCount
      newContactRequests
      newJobApplications
      failedEmailCount
      contactRequestSources {
        source
        count
      }
      jobApplicationSources {
        source
        count
      }
      failedEmails {
        id
        to
        subject
        lastError
        attempts
        createdAt
      }
    }
  }
`);

const QUEUED = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type Card = {
  label: string;
  count: number | null | undefined;
  to:
    | '/admin-panel/articles'
    | '/admin-panel/vacancies'
    | '/admin-panel/inbox/contact-requests'
    | '/admin-panel/inbox/job-applications';
  search?: { status: 'NEW' };
  action: string;
};

/** What each role needs first: the counts it may see (the server sends null for the rest). */
export function DashboardPage({ viewer, denied }: { viewer: Viewer; denied?: Permission | undefined }) {
  const { data, loading, error, refetch } = useQuery(DashboardDocument);
  const d = data?.dashboard;
  const cards: Card[] = [
    {
      label: 'New contact requests',
      count: d?.newContactRequests,
      to: '/admin-panel/inbox/contact-requests',
      search: { status: 'NEW' },
      action: 'Open the inbox',
    },
    {
      label: 'New applications',
      count: d?.newJobApplications,
      to: '/admin-panel/inbox/job-applications',
      search: { status: 'NEW' },
      action: 'Open the applications',
    },
    { label: 'Articles', count: d?.articleCount, to: '/admin-panel/articles', action: 'Manage articles' },
    { label: 'Vacancies', count: d?.vacancyCount, to: '/admin-panel/vacancies', action: 'Manage vacancies' },
  ];

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Dashboard</h1>
      </div>
      {denied ? <AccessNotice denied={denied} roles={viewer.roles} /> : null}
      <p className={ui.hint}>
        Signed in as {viewer.name} ({viewer.email}), {roleLabel(viewer.roles)}.
      </p>
      {error ? (
        <div className={ui.state} role="alert">
          <p>{errorMessage(error, 'The dashboard could not be loaded.')}</p>
          <button type="button" className={ui.button} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : loading && !d ? (
        <p className={ui.state} role="status">
          Loading…
        </p>
      ) : (
        <ul className={styles.cards} aria-label="Overview">
          {cards
            .filter((card) => card.count != null)
            .map((card) => (
              <li key={card.label} className={styles.card}>
                <span className={styles.count}>{card.count}</span>
                <span className={styles.label}>{card.label}</span>
                <Link
                  to={card.to}
                  search={card.search}
                  className={styles.link}
                  aria-label={`${card.action}: ${card.label.toLowerCase()}`}
                >
                  {card.action}
                </Link>
              </li>
            ))}
        </ul>
      )}
      {can(viewer.roles, 'readContactRequests') || can(viewer.roles, 'readJobApplications') ? (
        <DueToday />
      ) : null}
      <LeadSources contact={d?.contactRequestSources} application={d?.jobApplicationSources} />
      {d?.failedEmailCount ? (
        <section className={styles.failed} aria-labelledby="failed-mail-title">
          <h2 id="failed-mail-title" className={styles.failedTitle}>
            E-mails not delivered: {d.failedEmailCount}
          </h2>
          <p className={ui.hint}>
            The site tried each of these several times and gave up: the mail server refused them or could not
            be reached. The leads themselves are safe in the inbox; check the mail settings (SMTP_URL) and
            reply to these people from the inbox.
          </p>
          <ul className={styles.failedList}>
            {d.failedEmails?.map((mail) => (
              <li key={mail.id} className={styles.failedItem}>
                <strong>{mail.subject}</strong>
                <span>
                  To {mail.to}, queued{' '}
                  <time dateTime={String(mail.createdAt)}>
                    {QUEUED.format(new Date(String(mail.createdAt)))}
                  </time>
                  , {mail.attempts} attempts
                </span>
                {mail.lastError ? <span className={styles.failedError}>{mail.lastError}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
