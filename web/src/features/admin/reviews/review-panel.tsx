import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { PREVIEW_EXPIRY_DAYS } from '@agency/schema/previews';
import { notify } from '../../../components/toasts/notify';
import type { PreviewKind } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import {
  ApproveContentDocument,
  CreatePreviewLinkDocument,
  RevokePreviewLinkDocument,
  ReviewStatusDocument,
  SubmitForReviewDocument,
} from './review-documents';
import styles from './review-panel.module.css';

const when = (iso: unknown) =>
  new Date(String(iso)).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const VERB = { COMMENT: 'commented', APPROVAL: 'approved', SUBMITTED: 'submitted it for review' } as const;

/**
 * The editor's review panel (decision 049): secret preview links (made, copied once, revoked),
 * the comments and approvals that came through them, approving (ADMIN, OWNER) and submitting for
 * review (while the owner requires approvals). It asks the server again every half minute, so a
 * reviewer's comment arrives while the editor is open.
 */
export function ReviewPanel({ kind, id }: { kind: PreviewKind; id: string }) {
  const uid = useId();
  const variables = { kind, id };
  const { data, error, refetch } = useQuery(ReviewStatusDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [{ query: ReviewStatusDocument, variables }];
  const [create, creating] = useMutation(CreatePreviewLinkDocument, { refetchQueries });
  const [revoke] = useMutation(RevokePreviewLinkDocument, { refetchQueries });
  const [approve, approving] = useMutation(ApproveContentDocument, { refetchQueries });
  const [submit, submitting] = useMutation(SubmitForReviewDocument, { refetchQueries });
  const [days, setDays] = useState<number>(PREVIEW_EXPIRY_DAYS[0]);
  const [made, setMade] = useState<string | null>(null);
  const status = data?.reviewStatus;

  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      notify.success(done);
    } catch (err) {
      notify.error(errorMessage(err, failed));
    }
  };
  const makeLink = () =>
    act(
      async () => {
        const res = await create({ variables: { ...variables, days } });
        setMade(res.data?.createPreviewLink.url ?? null);
      },
      'Preview link made. Copy it now: it is shown only once.',
      'The link could not be made.',
    );

  return (
    <section className={`${ui.panel} ${styles.panel}`} aria-labelledby={`${uid}-title`}>
      <div className={styles.head}>
        <h2 id={`${uid}-title`} className={ui.sectionTitle}>
          Review and preview
        </h2>
        {status && (
          <span className={status.approved ? ui.badgeGood : ui.badgeWarn}>
            {status.approved ? 'Approved' : status.inReview ? 'In review' : 'Not approved'}
          </span>
        )}
      </div>
      {error && !status && (
        <p className={ui.alert} role="alert">
          {errorMessage(error, 'The review could not be loaded.')}{' '}
          <button type="button" className={ui.button} onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
      {status?.approvalRequired && (
        <p className={ui.notice}>
          {status.canApprove
            ? 'The owner requires an approval before copywriters and HR publish. You may publish and approve.'
            : status.canPublish
              ? 'Approved: you may publish this version.'
              : 'Publishing needs an approval: share a preview link, or submit it for review by an admin or the owner.'}
        </p>
      )}
      <div className={styles.row}>
        <label htmlFor={`${uid}-days`} className={ui.label}>
          Link works for
        </label>
        <select
          id={`${uid}-days`}
          className={`${ui.select} ${styles.days}`}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          {[...PREVIEW_EXPIRY_DAYS]
            .sort((a, b) => a - b)
            .map((d) => (
              <option key={d} value={d}>
                {d === 1 ? '1 day' : `${d} days`}
              </option>
            ))}
        </select>
        <button
          type="button"
          className={ui.button}
          disabled={creating.loading}
          onClick={() => void makeLink()}
        >
          {creating.loading ? 'Making…' : 'Make preview link'}
        </button>
      </div>
      {made && (
        <div className={ui.field}>
          <label htmlFor={`${uid}-url`} className={ui.label}>
            New preview link (shown once)
          </label>
          <div className={styles.row}>
            <input
              id={`${uid}-url`}
              className={ui.input}
              readOnly
              value={made}
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              className={ui.button}
              onClick={() =>
                void navigator.clipboard?.writeText(made).then(() => notify.success('Link copied.'))
              }
            >
              Copy
            </button>
          </div>
        </div>
      )}
      <div className={ui.actions}>
        {status?.canApprove && (
          <button
            type="button"
            className={ui.buttonPrimary}
            disabled={approving.loading || status.approved}
            onClick={() =>
              void act(() => approve({ variables }), 'Approved.', 'The approval could not be saved.')
            }
          >
            {status.approved ? 'Approved' : 'Approve this version'}
          </button>
        )}
        {status && !status.canApprove && status.approvalRequired && !status.approved && (
          <button
            type="button"
            className={ui.buttonPrimary}
            disabled={submitting.loading || status.inReview}
            onClick={() =>
              void act(
                () => submit({ variables }),
                'Submitted: the admins and the owner were e-mailed.',
                'It could not be submitted.',
              )
            }
          >
            {status.inReview ? 'Submitted for review' : 'Submit for review'}
          </button>
        )}
      </div>
      {status && status.links.length > 0 && (
        <details className={styles.links}>
          <summary>Preview links ({status.links.filter((l) => l.state === 'ACTIVE').length} working)</summary>
          <ul>
            {status.links.map((l) => (
              <li key={l.id}>
                <span>
                  Made {when(l.createdAt)} ·{' '}
                  {l.state === 'ACTIVE' ? `works until ${when(l.expiresAt)}` : l.state.toLowerCase()}
                </span>
                {l.state === 'ACTIVE' && (
                  <button
                    type="button"
                    className={`${ui.button} ${ui.small}`}
                    onClick={() =>
                      void act(
                        () => revoke({ variables: { kind, id: l.id } }),
                        'The link no longer works.',
                        'The link could not be revoked.',
                      )
                    }
                  >
                    Revoke
                  </button>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div>
        <h3 className={styles.subtitle}>Comments and approvals</h3>
        {status && status.events.length === 0 ? (
          <p className={ui.hint}>
            None yet. Whoever opens a preview link can comment or approve without an account.
          </p>
        ) : (
          <ul className={styles.events} aria-label="Comments and approvals">
            {status?.events.map((e) => (
              <li key={e.id} className={e.type === 'APPROVAL' && e.current ? styles.approval : undefined}>
                <p className={styles.meta}>
                  <strong>{e.name}</strong> {VERB[e.type]}
                  {e.viaLink ? ' through a preview link' : ''} ·{' '}
                  <time dateTime={String(e.createdAt)}>{when(e.createdAt)}</time>
                  {e.type === 'APPROVAL' && !e.current && ' · an earlier version'}
                </p>
                {e.text && <p className={styles.text}>{e.text}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
