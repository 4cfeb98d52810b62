import type { LeadKind } from '@agency/schema/inbox';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql/gql';
import ui from '../ui/admin-ui.module.css';
import { formatDateTime } from '../ui/date-time';
import { errorMessage } from '../ui/errors';
import { MoveToStageAction } from '../ui/move-to-stage-action';
import styles from './lead-panels.module.css';
import { gqlKind } from '../ui/lead-kind';

const LeadStageDocument = graphql(`
  query AdminLeadStagePanel($kind: LeadKind!, $id: ID!) {
    lead(kind: $kind, id: $id) {
      ... on ContactRequest {
        id
        stage {
          id
          name
        }
      }
      ... on JobApplication {
        id
        stage {
          id
          name
        }
      }
    }
    leadStageHistory(kind: $kind, id: $id) {
      id
      at
      actorName
      summary
      reason
    }
  }
`);

/**
 * A lead's stage (decision 052): where it stands, a move (Lost and Rejected ask why) and every
 * earlier move. Self-contained for the lead page: it reads what it shows.
 */
export function LeadStagePanel({ kind, id }: { kind: LeadKind; id: string }) {
  const { data, error, refetch } = useQuery(LeadStageDocument, { variables: { kind: gqlKind(kind), id } });
  const history = data?.leadStageHistory ?? [];
  const current = data?.lead.stage.name;
  return (
    <section className={styles.panel} aria-labelledby="lead-stage-title">
      <h2 id="lead-stage-title" className={ui.sectionTitle}>
        Stage
      </h2>
      {error ? <p className={ui.error}>{errorMessage(error, 'The stage could not be loaded.')}</p> : null}
      {current ? (
        <p>
          Now in <strong>{current}</strong>
        </p>
      ) : null}
      <div className={styles.row}>
        <MoveToStageAction kind={kind} ids={[id]} label="Move" withFollowUp onDone={() => void refetch()} />
      </div>
      {history.length ? (
        <ol className={styles.history} aria-label="Stage history">
          {[...history].reverse().map((h) => (
            <li key={h.id}>
              {h.summary}
              <span className={styles.meta}>
                {' '}
                · {h.actorName ?? 'someone'} · {formatDateTime(h.at)}
              </span>
              {h.reason ? <p className={styles.reason}>{h.reason}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.meta}>Not moved yet.</p>
      )}
    </section>
  );
}
