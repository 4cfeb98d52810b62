import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PREVIEW_MESSAGES, REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from '@agency/schema/previews';
import { createGraphQLRequest, GraphQLRequestError } from '../../lib/graphql';
import { ApprovePreview, CommentOnPreview, type ReviewEntry } from './load-preview';
import styles from './preview-panel.module.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; what: string }
  | { kind: 'failed'; message: string };

const dateText = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The reviewer's panel above a preview (decision 049): what this page is, until when the link
 * works, whether it is approved, and a small form to comment or approve under a name. It sits in
 * the flow above the page, never over it, and opens with a button.
 */
export function PreviewPanel(props: { token: string; expiresAt: string; events: ReviewEntry[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [events, setEvents] = useState(props.events);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ name?: string; text?: string }>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const nameField = useRef<HTMLInputElement>(null);
  // Opening the review takes the keyboard to its first field.
  const [focusName, setFocusName] = useState(false);
  useEffect(() => {
    if (focusName && open) nameField.current?.focus();
  }, [focusName, open]);
  const approval = events.find((e) => e.type === 'APPROVAL' && e.current);

  const send = async (what: 'comment' | 'approve', event?: FormEvent) => {
    event?.preventDefault();
    const next = {
      name: name.trim() ? undefined : PREVIEW_MESSAGES.name,
      text: what === 'comment' && !text.trim() ? PREVIEW_MESSAGES.text : undefined,
    };
    setErrors(next);
    if (next.name || next.text) return;
    setStatus({ kind: 'sending' });
    const request = createGraphQLRequest(fetch.bind(globalThis), '/graphql');
    try {
      const entry =
        what === 'comment'
          ? (await request(CommentOnPreview, { token: props.token, name, text })).commentOnPreview
          : (await request(ApprovePreview, { token: props.token, name, text: text.trim() || null }))
              .approvePreview;
      setEvents((all) => [{ ...entry, createdAt: String(entry.createdAt) }, ...all]);
      setText('');
      setStatus({
        kind: 'sent',
        what: what === 'comment' ? 'Your comment was sent.' : 'You approved this page.',
      });
    } catch (error) {
      const fields = error instanceof GraphQLRequestError ? error.fields : undefined;
      if (fields?.name || fields?.text) setErrors({ name: fields.name, text: fields.text });
      setStatus({
        kind: 'failed',
        message: error instanceof Error ? error.message : 'Sending failed. Please try again.',
      });
    }
  };

  return (
    <aside className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={`container ${styles.bar}`}>
        <p className={styles.summary}>
          <strong id={`${id}-title`}>Preview</strong>{' '}
          <span>not published yet · this link works until {dateText(props.expiresAt)}</span>
          <span className={approval ? styles.approved : styles.pending}>
            {approval ? `Approved by ${approval.name}` : 'Not approved yet'}
          </span>
        </p>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-review`}
          onClick={() => {
            setOpen((o) => !o);
            setFocusName(true);
          }}
        >
          {open ? 'Close review' : 'Comment or approve'}
        </button>
      </div>
      <div id={`${id}-review`} hidden={!open} className={`container ${styles.review}`}>
        <form className={styles.form} noValidate onSubmit={(e) => void send('comment', e)}>
          <label htmlFor={`${id}-name`}>Your name</label>
          <input
            ref={nameField}
            id={`${id}-name`}
            value={name}
            maxLength={REVIEW_NAME_MAX}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className={styles.error}>
              {errors.name}
            </p>
          )}
          <label htmlFor={`${id}-text`}>Comment (optional when you approve)</label>
          <textarea
            id={`${id}-text`}
            rows={3}
            value={text}
            maxLength={REVIEW_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? `${id}-text-error` : undefined}
          />
          {errors.text && (
            <p id={`${id}-text-error`} className={styles.error}>
              {errors.text}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" disabled={status.kind === 'sending'}>
              Send comment
            </button>
            <button
              type="button"
              className={styles.approve}
              disabled={status.kind === 'sending'}
              onClick={() => void send('approve')}
            >
              Approve
            </button>
          </div>
          <p role="status" className={status.kind === 'failed' ? styles.error : styles.note}>
            {status.kind === 'sending'
              ? 'Sending…'
              : status.kind === 'sent'
                ? status.what
                : status.kind === 'failed'
                  ? status.message
                  : ''}
          </p>
        </form>
        {events.length > 0 && (
          <section aria-label="Comments and approvals" className={styles.events}>
            <h2>Comments and approvals</h2>
            <ul>
              {events.map((e) => (
                <li key={e.id}>
                  <strong>{e.name}</strong> {e.type === 'APPROVAL' ? 'approved' : 'commented'}{' '}
                  <time dateTime={e.createdAt}>{dateText(e.createdAt)}</time>
                  {e.type === 'APPROVAL' && !e.current && ' (an earlier version)'}
                  {e.text && <p>{e.text}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </aside>
  );
}
