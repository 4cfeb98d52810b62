import { scheduleProblems, type ScheduleMoments } from '@agency/schema/schedules';
import { useId, useState, type FormEvent } from 'react';
import ui from './admin-ui.module.css';
import { errorMessage, fieldErrors } from './errors';
import styles from './schedule.module.css';
import { formatMoment, fromLocalInput, toLocalInput, viewerTimeZone } from './schedule-time';

export type ScheduleField = keyof ScheduleMoments;

type Props = {
  /** The fields this record has, in order: publish and unpublish, and a vacancy's closing date. */
  fields: { name: ScheduleField; label: string; pending: string }[];
  /** What is pending now, as the API sent it (ISO text; DateTime arrives untyped). */
  current: Partial<Record<ScheduleField, unknown>>;
  failure?: string | null;
  setBy?: string | null;
  /** Sends the changed fields: a moment as ISO text, null to cancel. Throws what the API answered. */
  save: (input: Partial<Record<ScheduleField, string | null>>) => Promise<unknown>;
};

type Status = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string };

const iso = (value: unknown) => (value ? String(value) : null);

/**
 * The editor's schedule (decision 046): when the record is published and unpublished (and a
 * vacancy closes), typed and shown in the viewer's time zone, sent as UTC. A schedule publishes the
 * record as it is saved at that moment. Past moments and a wrong order are told beside the field
 * before sending, and the API's own refusal the same way.
 */
export function SchedulePanel({ fields, current, failure, setBy, save }: Props) {
  const id = useId();
  const initial = () => Object.fromEntries(fields.map((f) => [f.name, toLocalInput(iso(current[f.name]))]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const zone = viewerTimeZone();
  const pending = fields.filter((f) => current[f.name]);

  const changed = (name: ScheduleField) => values[name] !== toLocalInput(iso(current[name]));
  const submit = async (e: FormEvent, override?: Partial<Record<ScheduleField, string>>) => {
    e.preventDefault();
    const next = { ...values, ...override };
    const input: Partial<Record<ScheduleField, string | null>> = {};
    const moments: ScheduleMoments = {};
    for (const { name } of fields) {
      if (next[name] === toLocalInput(iso(current[name]))) continue;
      const at = fromLocalInput(next[name] ?? '');
      input[name] = at ? at.toISOString() : null;
      moments[name] = at;
    }
    const keep = Object.fromEntries(
      fields.map((f) => [f.name, current[f.name] ? new Date(String(current[f.name])) : null]),
    );
    const problems = scheduleProblems(moments, new Date(), keep);
    setErrors(problems);
    if (Object.keys(problems).length) return setStatus({ kind: 'idle' });
    if (!Object.keys(input).length) return;
    setValues(next);
    setStatus({ kind: 'saving' });
    try {
      await save(input);
      setStatus({ kind: 'saved' });
    } catch (err) {
      setErrors(fieldErrors(err));
      setStatus({ kind: 'failed', message: errorMessage(err, 'The schedule could not be saved.') });
    }
  };
  const cancelAll = (e: FormEvent) =>
    void submit(e, Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<ScheduleField, string>);

  return (
    <section className={ui.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={ui.sectionTitle}>
        Schedule
      </h2>
      {pending.length ? (
        <ul className={styles.pending} aria-label="Pending schedule">
          {pending.map((f) => (
            <li key={f.name}>
              {f.pending} <time dateTime={iso(current[f.name])!}>{formatMoment(iso(current[f.name])!)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.hint}>Nothing is scheduled.</p>
      )}
      {failure ? (
        <p className={ui.alert} role="alert">
          The last scheduled change was refused: {failure}
        </p>
      ) : null}
      <form className={ui.form} onSubmit={(e) => void submit(e)} noValidate>
        <p className={ui.hint}>
          Times are in your time zone ({zone}). A schedule publishes the record as it is saved at that moment
          {setBy ? `; set by ${setBy}` : ''}.
        </p>
        <div className={styles.fields}>
          {fields.map((f) => {
            const inputId = `${id}-${f.name}`;
            return (
              <div key={f.name} className={ui.field}>
                <label className={ui.label} htmlFor={inputId}>
                  {f.label}
                </label>
                <div className={styles.inputRow}>
                  <input
                    id={inputId}
                    className={ui.input}
                    type="datetime-local"
                    step={1}
                    value={values[f.name] ?? ''}
                    aria-invalid={errors[f.name] ? true : undefined}
                    aria-describedby={errors[f.name] ? `${inputId}-error` : undefined}
                    onChange={(e) => {
                      setValues((v) => ({ ...v, [f.name]: e.target.value }));
                      setStatus({ kind: 'idle' });
                    }}
                  />
                  <button
                    type="button"
                    className={`${ui.button} ${ui.small}`}
                    disabled={!values[f.name]}
                    onClick={() => setValues((v) => ({ ...v, [f.name]: '' }))}
                  >
                    Clear<span className={ui.visuallyHidden}> {f.label}</span>
                  </button>
                </div>
                {errors[f.name] ? (
                  <p id={`${inputId}-error`} className={ui.error}>
                    {errors[f.name]}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        <div className={ui.actions}>
          <button
            type="submit"
            className={ui.buttonPrimary}
            disabled={status.kind === 'saving' || !fields.some((f) => changed(f.name))}
          >
            {status.kind === 'saving' ? 'Saving schedule…' : 'Save schedule'}
          </button>
          {pending.length ? (
            <button
              type="button"
              className={ui.button}
              onClick={cancelAll}
              disabled={status.kind === 'saving'}
            >
              Cancel schedule
            </button>
          ) : null}
          <span role="status" className={ui.hint}>
            {status.kind === 'saved' ? 'Schedule saved.' : ''}
          </span>
        </div>
        {status.kind === 'failed' ? (
          <p className={ui.alert} role="alert">
            {status.message}
          </p>
        ) : null}
      </form>
    </section>
  );
}
