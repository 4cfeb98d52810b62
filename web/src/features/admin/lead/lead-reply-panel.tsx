import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { fillTemplate, REPLY_LIMITS } from '@agency/schema/replies';
import { useEffect, useId, useState } from 'react';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { formatDateTime } from '../ui/date-time';
import { errorMessage, fieldErrors } from '../ui/errors';
import { draftStorageKey, readDraft, removeDraft, writeDraft } from '../ui/local-draft';
import { LeadRepliesDocument, LeadReplyPanelDocument, SendLeadReplyDocument } from './lead-reply-documents';
import styles from './lead-reply-panel.module.css';
import { gqlKind } from '../ui/lead-kind';

type Kind = 'contact' | 'application';
type Draft = { subject: string; body: string; templateId: string; clientKey: string };
const EMPTY: Draft = { subject: '', body: '', templateId: '', clientKey: '' };
type SendState =
  { step: 'idle' } | { step: 'sending' } | { step: 'sent'; to: string } | { step: 'failed'; message: string };

/** One key per draft: a send repeated after a lost answer is one reply and one e-mail (decision 056). */
const newKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const DELIVERY = {
  PENDING: { text: 'Queued, sending', badge: ui.badge },
  SENT: { text: 'Sent', badge: ui.badgeGood },
  FAILED: { text: 'Not delivered', badge: ui.badgeWarn },
} as Record<string, { text: string; badge: string | undefined }>;

/**
 * Answer a lead from its page (decision 056): choose a template, see it filled in for this lead
 * and sender, edit, send. What is typed is kept in this browser until it is sent, so a dropped
 * connection or a closed tab loses nothing; sending again after a failure is the same reply.
 */
export function LeadReplyPanel({ kind, id }: { kind: Kind; id: string }) {
  const variables = { kind: gqlKind(kind), id };
  const panel = useQuery(LeadReplyPanelDocument, { variables });
  const ctx = panel.data?.leadReplyContext;
  const replies = useQuery(LeadRepliesDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [send] = useMutation(SendLeadReplyDocument);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<SendState>({ step: 'idle' });
  const [dialog, confirm] = useConfirm();
  const uid = useId();
  const storageKey = ctx ? draftStorageKey(ctx.replyTo, `reply:${kind}:${id}`) : null;

  useEffect(() => {
    if (!storageKey) return;
    const kept = readDraft(storageKey, EMPTY);
    if (kept && (kept.values.subject || kept.values.body)) {
      setDraft(kept.values);
      setRestored(true);
    }
  }, [storageKey]);

  // While a reply waits in the outbox, its state is looked at again now and then.
  const pending = replies.data?.leadReplies.some((r) => r.delivery === 'PENDING');
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void replies.refetch(), 5000);
    return () => clearInterval(timer);
  }, [pending, replies]);

  const change = (next: Partial<Draft>) => {
    const value = { ...draft, ...next, clientKey: draft.clientKey || newKey() };
    setDraft(value);
    if (storageKey) writeDraft(storageKey, value);
    if (state.step !== 'sending') setState({ step: 'idle' });
  };

  const choose = async (templateId: string) => {
    const template = panel.data?.replyTemplates.find((t) => t.id === templateId);
    if (!template || !ctx) return change({ templateId });
    if (
      draft.body.trim() &&
      !(await confirm({
        title: 'Replace your text?',
        body: <p>The template replaces what you wrote.</p>,
        confirmLabel: 'Replace',
      }))
    )
      return;
    const values = { name: ctx.name, vacancy: ctx.vacancy ?? null, sender: ctx.sender };
    change({
      templateId,
      subject: fillTemplate(template.subject, values),
      body: fillTemplate(template.body, values),
    });
  };

  const submit = async () => {
    if (!ctx || state.step === 'sending') return;
    const local: Record<string, string> = {};
    if (!draft.subject.trim()) local.subject = 'Write a subject.';
    if (!draft.body.trim()) local.body = 'Write the text.';
    setErrors(local);
    if (Object.keys(local).length) return;
    const clientKey = draft.clientKey || newKey();
    if (!draft.clientKey) change({ clientKey });
    setState({ step: 'sending' });
    try {
      await send({
        variables: {
          ...variables,
          input: {
            subject: draft.subject,
            body: draft.body,
            templateId: draft.templateId || null,
            clientKey,
          },
        },
      });
      if (storageKey) removeDraft(storageKey);
      setDraft(EMPTY);
      setRestored(false);
      setState({ step: 'sent', to: ctx.to });
      void replies.refetch();
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      const offline = !CombinedGraphQLErrors.is(err);
      setState({
        step: 'failed',
        message: offline
          ? 'Not sent: the connection failed. Your text is kept here; press Send again (it will go once).'
          : errorMessage(err, 'Not sent. Your text is kept here; please try again.'),
      });
    }
  };

  if (panel.error)
    return (
      <section className={ui.panel} aria-label="Reply">
        <p className={ui.error} role="alert">
          {errorMessage(panel.error, 'The reply panel could not be loaded.')}
        </p>
      </section>
    );

  return (
    <section className={ui.panel} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={ui.sectionTitle}>
        Reply
      </h2>
      {ctx ? (
        <p className={`${ui.hint} ${styles.addresses}`}>
          To <strong>{ctx.to}</strong> · from {ctx.from} · replies come to {ctx.replyTo}
        </p>
      ) : (
        <p className={ui.hint}>Loading…</p>
      )}
      {restored ? <p className={ui.draftNotice}>Your unsent reply was kept in this browser.</p> : null}
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${uid}-template`}>
          Template
        </label>
        <select
          id={`${uid}-template`}
          className={ui.select}
          value={draft.templateId}
          onChange={(e) => void choose(e.target.value)}
        >
          <option value="">No template</option>
          {panel.data?.replyTemplates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${uid}-subject`}>
          Subject
        </label>
        <input
          id={`${uid}-subject`}
          className={ui.input}
          value={draft.subject}
          maxLength={REPLY_LIMITS.subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${uid}-subject-error` : undefined}
          onChange={(e) => change({ subject: e.target.value })}
        />
        {errors.subject ? (
          <p id={`${uid}-subject-error`} className={ui.error} role="alert">
            {errors.subject}
          </p>
        ) : null}
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${uid}-body`}>
          Text (as it will be sent)
        </label>
        <textarea
          id={`${uid}-body`}
          className={ui.textarea}
          rows={10}
          value={draft.body}
          maxLength={REPLY_LIMITS.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${uid}-body-error` : undefined}
          onChange={(e) => change({ body: e.target.value })}
        />
        {errors.body ? (
          <p id={`${uid}-body-error`} className={ui.error} role="alert">
            {errors.body}
          </p>
        ) : null}
      </div>
      <div className={ui.actions}>
        <button
          type="button"
          className={ui.buttonPrimary}
          disabled={!ctx || state.step === 'sending'}
          onClick={() => void submit()}
        >
          {state.step === 'sending' ? 'Sending…' : state.step === 'failed' ? 'Send again' : 'Send reply'}
        </button>
      </div>
      <p className={state.step === 'failed' ? ui.error : ui.hint} role="status" aria-live="polite">
        {state.step === 'sent'
          ? `Sent to ${state.to}: it is in the outbox and goes out within seconds.`
          : state.step === 'failed'
            ? state.message
            : ''}
      </p>
      <SentReplies replies={replies.data?.leadReplies ?? []} />
      {dialog}
    </section>
  );
}

type Sent = {
  id: string;
  subject: string;
  body: string;
  senderName: string;
  delivery: string;
  lastError?: string | null;
  createdAt: unknown;
};

function SentReplies({ replies }: { replies: readonly Sent[] }) {
  if (replies.length === 0) return null;
  return (
    <>
      <h3 className={styles.sentTitle}>Sent replies</h3>
      <ul className={ui.cardList}>
        {replies.map((r) => {
          const d = DELIVERY[r.delivery] ?? DELIVERY.PENDING!;
          return (
            <li key={r.id} className={ui.recordCard}>
              <div className={ui.cardHead}>
                <span className={ui.cardTitle}>{r.subject}</span>
                <span className={d.badge}>{d.text}</span>
              </div>
              <p className={ui.hint}>
                {r.senderName} · {formatDateTime(r.createdAt)}
                {r.lastError ? ` · ${r.lastError}` : ''}
              </p>
              <details>
                <summary>Text</summary>
                <p className={styles.body}>{r.body}</p>
              </details>
            </li>
          );
        })}
      </ul>
    </>
  );
}
