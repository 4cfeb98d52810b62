import { useMutation, useQuery } from '@apollo/client/react';
import { PLACEHOLDERS, REPLY_LIMITS, REPLY_TEMPLATE_KINDS, replyTemplateInput } from '@agency/schema/replies';
import { errorsOf } from '@agency/schema/validation';
import { useId, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { errorMessage, fieldErrors } from '../ui/errors';
import {
  AdminReplyTemplatesDocument,
  CreateReplyTemplateDocument,
  DeleteReplyTemplateDocument,
  UpdateReplyTemplateDocument,
} from './reply-template-documents';

type Values = { name: string; kind: string; subject: string; body: string };
type Field = keyof Values;
const EMPTY: Values = { name: '', kind: 'any', subject: '', body: '' };
const KIND_LABELS: Record<string, string> = {
  any: 'Any lead',
  contact: 'Contact requests',
  application: 'Applications',
};

/**
 * Reply templates (decision 056), for OWNER and ADMIN: the texts staff start a reply from on a
 * lead's page. The same rules as the API check each one as it is typed: an unknown placeholder is
 * named before saving.
 */
export function ReplyTemplatesPage() {
  const { data, loading, error } = useQuery(AdminReplyTemplatesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<{ id: string | null; values: Values } | null>(null);
  const [remove] = useMutation(DeleteReplyTemplateDocument, { refetchQueries: ['AdminReplyTemplates'] });
  const [dialog, confirm] = useConfirm();
  const templates = data?.replyTemplates ?? [];

  const drop = async (id: string, name: string) => {
    if (
      !(await confirm({
        title: `Delete "${name}"?`,
        body: <p>Replies sent with it keep their text.</p>,
        confirmLabel: 'Delete',
      }))
    )
      return;
    try {
      await remove({ variables: { id } });
      notify.success(`Deleted "${name}".`);
    } catch (err) {
      notify.error(errorMessage(err, 'The template could not be deleted.'));
    }
  };

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Reply templates</h1>
        <button
          type="button"
          className={ui.buttonPrimary}
          onClick={() => setEditing({ id: null, values: EMPTY })}
        >
          New template
        </button>
      </div>
      <p className={ui.hint}>
        Placeholders:{' '}
        {Object.entries(PLACEHOLDERS).map(([key, text], i) => (
          <span key={key}>
            {i ? ', ' : ''}
            <code>{`{{${key}}}`}</code> ({text.toLowerCase()})
          </span>
        ))}
        .
      </p>
      {editing ? (
        <TemplateForm
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.values}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {error ? (
        <p className={ui.error} role="alert">
          {errorMessage(error, 'The templates could not be loaded.')}
        </p>
      ) : loading && !data ? (
        <p className={ui.hint}>Loading…</p>
      ) : templates.length === 0 ? (
        <p className={ui.hint}>No templates yet.</p>
      ) : (
        <ul className={ui.cardList}>
          {templates.map((t) => (
            <li key={t.id} className={ui.recordCard}>
              <div className={ui.cardHead}>
                <h2 className={ui.cardTitle}>{t.name}</h2>
                <span className={ui.badge}>{KIND_LABELS[t.kind] ?? t.kind}</span>
              </div>
              <p className={ui.hint}>{t.subject}</p>
              <div className={ui.cardActions}>
                <button
                  type="button"
                  className={ui.button}
                  onClick={() => setEditing({ id: t.id, values: t })}
                >
                  Edit
                </button>
                <button type="button" className={ui.buttonDanger} onClick={() => void drop(t.id, t.name)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </div>
  );
}

function TemplateForm({ id, initial, onDone }: { id: string | null; initial: Values; onDone: () => void }) {
  const [values, setValues] = useState<Values>({
    name: initial.name,
    kind: initial.kind,
    subject: initial.subject,
    body: initial.body,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [create, created] = useMutation(CreateReplyTemplateDocument, {
    refetchQueries: ['AdminReplyTemplates'],
  });
  const [update, updated] = useMutation(UpdateReplyTemplateDocument);
  const saving = created.loading || updated.loading;
  const uid = useId();
  const set = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Checked as typed, so an unknown placeholder is named before anyone presses Save.
    setErrors(errorsOf<Field>(replyTemplateInput, next));
  };
  const save = async () => {
    const found = errorsOf<Field>(replyTemplateInput, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      if (id) await update({ variables: { id, input: values } });
      else await create({ variables: { input: values } });
      notify.success(`Saved "${values.name.trim()}".`);
      onDone();
    } catch (err) {
      setErrors(fieldErrors(err) as Partial<Record<Field, string>>);
      notify.error(errorMessage(err, 'The template could not be saved.'));
    }
  };
  const control = (field: Field) => ({
    id: `${uid}-${field}`,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${uid}-${field}-error` : undefined,
  });
  const problem = (field: Field) =>
    errors[field] ? (
      <p id={`${uid}-${field}-error`} className={ui.error} role="alert">
        {errors[field]}
      </p>
    ) : null;
  return (
    <form
      className={ui.panel}
      noValidate
      onSubmit={(e) => (e.preventDefault(), void save())}
      aria-label={id ? 'Edit template' : 'New template'}
    >
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${uid}-name`}>
          Name
        </label>
        <input
          className={ui.input}
          maxLength={REPLY_LIMITS.name}
          {...control('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        {problem('name')}
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${uid}-kind`}>
          Offered for
        </label>
        <select className={ui.select} {...control('kind')} onChange={(e) => set('kind', e.target.value)}>
          {REPLY_TEMPLATE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
        {problem('kind')}
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${uid}-subject`}>
          Subject
        </label>
        <input
          className={ui.input}
          maxLength={REPLY_LIMITS.subject}
          {...control('subject')}
          onChange={(e) => set('subject', e.target.value)}
        />
        {problem('subject')}
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${uid}-body`}>
          Text
        </label>
        <textarea
          className={ui.textarea}
          rows={10}
          maxLength={REPLY_LIMITS.body}
          {...control('body')}
          onChange={(e) => set('body', e.target.value)}
        />
        {problem('body')}
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={saving}>
          {saving ? 'Saving…' : 'Save template'}
        </button>
        <button type="button" className={ui.button} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
