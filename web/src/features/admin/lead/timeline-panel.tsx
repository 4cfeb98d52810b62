import { useQuery } from '@apollo/client/react';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { LeadTimelineDocument } from './lead-documents';
import { gqlKind } from '../ui/lead-kind';
import { type LeadKindParam } from './lead-kind';
import styles from './lead-page.module.css';

const AT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Everything that happened to the lead, oldest first (decision 054). */
export function TimelinePanel({ kind, id }: { kind: LeadKindParam; id: string }) {
  const { data, loading, error, refetch } = useQuery(LeadTimelineDocument, {
    variables: { kind: gqlKind(kind), id },
  });
  const entries = data?.leadTimeline ?? [];
  return (
    <section className={ui.panel} aria-labelledby="lead-timeline">
      <h2 id="lead-timeline" className={ui.sectionTitle}>
        Timeline
      </h2>
      {loading && !data ? (
        <p className={ui.hint} role="status">
          Loading…
        </p>
      ) : error ? (
        <div role="alert">
          <p>{errorMessage(error, 'The timeline could not be loaded.')}</p>
          <button type="button" className={ui.button} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <ol className={styles.timeline} aria-label="What happened, oldest first">
          {entries.map((e) => (
            <li key={e.id} className={`${styles.entry} ${e.kind === 'NOTE' ? styles.entryNote : ''}`}>
              <span className={styles.entryMeta}>
                <time dateTime={String(e.at)}>{AT.format(new Date(String(e.at)))}</time>
                {e.actorName ? ` · ${e.actorName}` : ''}
              </span>
              <strong>{e.summary}</strong>
              {e.body ? <p className={styles.entryBody}>{e.body}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
