import type { AdminDataSubjectQuery } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import styles from './data-requests-page.module.css';

export type Report = AdminDataSubjectQuery['dataSubject'];

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS: Record<string, string> = { NEW: 'New', READ: 'Read', ARCHIVED: 'Archived' };
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 contact requests, 1 application, 2 files and 3 e-mails". */
export function describeCounts(c: {
  contactRequests: number;
  jobApplications: number;
  files: number;
  emails: number;
}) {
  return `${plural(c.contactRequests, 'contact request', 'contact requests')}, ${plural(
    c.jobApplications,
    'application',
    'applications',
  )}, ${plural(c.files, 'file', 'files')} and ${plural(c.emails, 'e-mail', 'e-mails')}`;
}

export const countsOf = (r: Report) => ({
  contactRequests: r.contactRequests.length,
  jobApplications: r.jobApplications.length,
  files: r.files.length,
  emails: r.emails.length,
});

export const isEmpty = (r: Report) => Object.values(countsOf(r)).every((n) => n === 0);

/** What the website holds about one address: counts first, then each record. */
export function DataReport({ report }: { report: Report }) {
  const leads = [
    ...report.contactRequests.map((l) => ({ ...l, kind: 'Contact request', topic: l.interest })),
    ...report.jobApplications.map((l) => ({ ...l, kind: 'Application', topic: l.position })),
  ].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
  const counts = countsOf(report);
  return (
    <>
      <dl className={ui.details}>
        <dt>Contact requests</dt>
        <dd>{counts.contactRequests}</dd>
        <dt>Applications</dt>
        <dd>{counts.jobApplications}</dd>
        <dt>Files</dt>
        <dd>{counts.files}</dd>
        <dt>E-mails the site sent about them</dt>
        <dd>{counts.emails}</dd>
      </dl>
      {report.staffAccount ? (
        <p className={ui.notice}>
          A staff account uses this address. Staff accounts are managed on the Users screen and are not erased
          here.
        </p>
      ) : null}
      {leads.length ? (
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${styles.table}`} aria-label="Stored forms">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Form</th>
                <th scope="col">About</th>
                <th scope="col">Status</th>
                <th scope="col">File</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id}>
                  <td className={styles.when}>
                    <time dateTime={String(lead.createdAt)}>
                      {WHEN.format(new Date(String(lead.createdAt)))}
                    </time>
                  </td>
                  <td>{lead.kind}</td>
                  <td>{lead.topic}</td>
                  <td>{STATUS[lead.status] ?? lead.status}</td>
                  <td>{lead.attachmentName ?? <span className={ui.hint}>None</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
