import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_PERMISSIONS,
  webhookUrlProblem,
  type WebhookEventType,
} from '@agency/schema/webhooks';
import { useId, useState, type FormEvent } from 'react';
import ui from '../ui/admin-ui.module.css';
import styles from './webhooks-page.module.css';

export type EndpointValues = {
  url: string;
  description: string;
  events: string[];
  permissions: string[];
  allowPrivate: boolean;
};

const PERMISSION_LABELS: Record<(typeof WEBHOOK_PERMISSIONS)[number], string> = {
  readContactRequests: 'Contact requests (names, e-mails, messages)',
  readJobApplications: 'Job applications (names, e-mails, messages)',
};

/**
 * Registers or edits an endpoint. The address and the events are checked here with the API's own
 * rules; whether the address points inside a private network only the server can tell (it resolves
 * the name), and its answer is shown under the field.
 */
export function EndpointForm(props: {
  initial?: EndpointValues;
  isOwner: boolean;
  saving: boolean;
  serverErrors: Record<string, string>;
  submitLabel: string;
  onSubmit: (values: EndpointValues) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<EndpointValues>(
    props.initial ?? { url: 'https://', description: '', events: [], permissions: [], allowPrivate: false },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...props.serverErrors, ...errors };

  const toggle = (key: 'events' | 'permissions', value: string) =>
    setValues((v) => ({
      ...v,
      [key]: v[key].includes(value) ? v[key].filter((x) => x !== value) : [...v[key], value],
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const urlProblem = webhookUrlProblem(values.url.trim());
    if (urlProblem) problems['url'] = urlProblem;
    if (values.events.length === 0) problems['events'] = WEBHOOK_MESSAGES.events;
    setErrors(problems);
    if (Object.keys(problems).length === 0) props.onSubmit({ ...values, url: values.url.trim() });
  };

  const errorOf = (field: string) =>
    shown[field] ? (
      <p id={`${id}-${field}-error`} className={ui.error} role="alert">
        {shown[field]}
      </p>
    ) : null;
  const described = (field: string) => (shown[field] ? `${id}-${field}-error` : undefined);

  return (
    <form className={`${ui.panel} ${styles.form}`} onSubmit={submit} noValidate>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-url`}>
          Address (https://)
        </label>
        <input
          id={`${id}-url`}
          className={ui.input}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={values.url}
          aria-invalid={shown['url'] ? true : undefined}
          aria-describedby={described('url')}
          onChange={(e) => setValues((v) => ({ ...v, url: e.target.value }))}
        />
        {errorOf('url')}
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-description`}>
          Description (optional)
        </label>
        <input
          id={`${id}-description`}
          className={ui.input}
          maxLength={200}
          value={values.description}
          aria-invalid={shown['description'] ? true : undefined}
          aria-describedby={described('description')}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        />
        {errorOf('description')}
      </div>
      <fieldset className={styles.choices} aria-describedby={described('events')}>
        <legend className={ui.label}>Events</legend>
        {WEBHOOK_EVENT_TYPES.map((type: WebhookEventType) => (
          <label key={type} className={styles.choice}>
            <input
              type="checkbox"
              checked={values.events.includes(type)}
              onChange={() => toggle('events', type)}
            />
            <span>
              <code>{type}</code> · {WEBHOOK_EVENTS[type]}
            </span>
          </label>
        ))}
        {errorOf('events')}
      </fieldset>
      <fieldset className={styles.choices} aria-describedby={`${id}-permissions-hint`}>
        <legend className={ui.label}>Lead details it may receive</legend>
        <p id={`${id}-permissions-hint`} className={ui.hint}>
          Lead events of a kind are sent only when the endpoint may read that kind.
        </p>
        {WEBHOOK_PERMISSIONS.map((permission) => (
          <label key={permission} className={styles.choice}>
            <input
              type="checkbox"
              checked={values.permissions.includes(permission)}
              onChange={() => toggle('permissions', permission)}
            />
            <span>{PERMISSION_LABELS[permission]}</span>
          </label>
        ))}
        {errorOf('permissions')}
      </fieldset>
      {props.isOwner ? (
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={values.allowPrivate}
            onChange={(e) => setValues((v) => ({ ...v, allowPrivate: e.target.checked }))}
          />
          <span>Allow addresses inside a private network (an on-premises system)</span>
        </label>
      ) : null}
      {errorOf('allowPrivate')}
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={props.saving}>
          {props.saving ? 'Saving…' : props.submitLabel}
        </button>
        <button type="button" className={ui.button} onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
