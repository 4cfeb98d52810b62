import { useMutation, useQuery } from '@apollo/client/react';
import { PRIVACY_REQUEST_TYPES, type PrivacyRequestType } from '@agency/schema/privacy-requests';
import { useId, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { formatDateTime } from '../ui/date-time';
import { errorMessage, fieldErrors } from '../ui/errors';
import { AdminPrivacyRequestsDocument, AnswerPrivacyRequestDocument } from './privacy-request-documents';
import styles from './data-requests-page.module.css';

type Request = {
  id: string;
  email: string;
  name: string;
  type: string;
  details: string;
  dueAt?: unknown;
  verifiedAt?: unknown;
  answer?: string | null;
  closedAt?: unknown;
  closedByName?: string | null;
};

const label = (type: string) => PRIVACY_REQUEST_TYPES[type as PrivacyRequestType] ?? type;
const DAY_MS = 86_400_000;

/**
 * Privacy requests sent from /privacy and proven by their link (decision 057), soonest due first:
 * look the person's data up with the search below, then answer; the answer is mailed to them and
 * closes the request. Closed ones are a click away.
 */
export function PrivacyRequestsPanel({ onLookUp }: { onLookUp: (email: string) => void }) {
  const [state, setState] = useState<'OPEN' | 'CLOSED'>('OPEN');
  const { data, loading, error, refetch } = useQuery(AdminPrivacyRequestsDocument, {
    variables: { state },
    fetchPolicy: 'cache-and-network',
  });
  const id = useId();
  const requests = data?.privacyRequests ?? [];
  return (
    <section className={ui.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={ui.sectionTitle}>
        Privacy requests
      </h2>
      <div className={ui.toolbar} role="group" aria-label="Which requests">
        {(['OPEN', 'CLOSED'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={s === state ? ui.buttonPrimary : ui.button}
            aria-pressed={s === state}
            onClick={() => setState(s)}
          >
            {s === 'OPEN' ? 'Waiting for an answer' : 'Answered'}
          </button>
        ))}
      </div>
      {error ? (
        <p className={ui.error} role="alert">
          {errorMessage(error, 'The requests could not be loaded.')}{' '}
          <button type="button" className={ui.button} onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : loading && !data ? (
        <p className={ui.hint}>Loading…</p>
      ) : requests.length === 0 ? (
        <p className={ui.hint}>
          {state === 'OPEN' ? 'No request is waiting for an answer.' : 'No request has been answered yet.'}
        </p>
      ) : (
        <ul className={ui.cardList}>
          {requests.map((r) => (
            <PrivacyRequestCard key={r.id} request={r} onLookUp={onLookUp} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PrivacyRequestCard({
  request: r,
  onLookUp,
}: {
  request: Request;
  onLookUp: (email: string) => void;
}) {
  const [answering, setAnswering] = useState(false);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string>();
  const [send, { loading }] = useMutation(AnswerPrivacyRequestDocument, {
    refetchQueries: ['AdminPrivacyRequests'],
  });
  const id = useId();
  const due = r.dueAt ? new Date(String(r.dueAt)) : null;
  const daysLeft = due ? Math.ceil((due.getTime() - Date.now()) / DAY_MS) : null;
  const submit = async () => {
    if (!answer.trim()) return setProblem('Write the answer the visitor gets.');
    setProblem(undefined);
    try {
      await send({ variables: { id: r.id, answer } });
      notify.success(`Answer sent to ${r.email}; the request is closed.`);
    } catch (err) {
      setProblem(
        fieldErrors(err)['answer'] ?? errorMessage(err, 'The answer could not be sent. Please try again.'),
      );
    }
  };
  return (
    <li className={ui.recordCard}>
      <div className={ui.cardHead}>
        <h3 className={ui.cardTitle}>
          {label(r.type)}: {r.name}
        </h3>
        {r.closedAt ? (
          <span className={ui.badgeGood}>Answered {formatDateTime(r.closedAt)}</span>
        ) : (
          <span className={daysLeft !== null && daysLeft <= 7 ? ui.badgeWarn : ui.badge}>
            Due {due ? formatDateTime(due.toISOString()) : ''}
            {daysLeft !== null && daysLeft < 0 ? ' (overdue)' : ''}
          </span>
        )}
      </div>
      <dl className={ui.cardFields}>
        <dt>E-mail</dt>
        <dd>{r.email}</dd>
        <dt>Proven</dt>
        <dd>{formatDateTime(r.verifiedAt)}</dd>
        {r.details ? (
          <>
            <dt>Details</dt>
            <dd className={styles.prewrap}>{r.details}</dd>
          </>
        ) : null}
        {r.answer ? (
          <>
            <dt>Answer{r.closedByName ? ` by ${r.closedByName}` : ''}</dt>
            <dd className={styles.prewrap}>{r.answer}</dd>
          </>
        ) : null}
      </dl>
      {r.closedAt ? null : answering ? (
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-answer`}>
            Answer (mailed to {r.email})
          </label>
          <textarea
            id={`${id}-answer`}
            className={ui.textarea}
            rows={5}
            value={answer}
            maxLength={10_000}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => setAnswer(e.target.value)}
          />
          {problem ? (
            <p id={`${id}-error`} className={ui.error} role="alert">
              {problem}
            </p>
          ) : null}
          <div className={ui.cardActions}>
            <button
              type="button"
              className={ui.buttonPrimary}
              disabled={loading}
              onClick={() => void submit()}
            >
              {loading ? 'Sending…' : 'Send answer and close'}
            </button>
            <button type="button" className={ui.button} onClick={() => setAnswering(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className={ui.cardActions}>
          <button type="button" className={ui.button} onClick={() => onLookUp(r.email)}>
            Find their data
          </button>
          <button type="button" className={ui.buttonPrimary} onClick={() => setAnswering(true)}>
            Answer…
          </button>
        </div>
      )}
    </li>
  );
}
