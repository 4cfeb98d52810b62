import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import {
  CreateStageDocument,
  OrderStagesDocument,
  PipelineDocument,
  RenameStageDocument,
  RetireStageDocument,
} from './stage-documents';
import styles from './stages.module.css';

type Kind = 'CONTACT_REQUEST' | 'JOB_APPLICATION';
type Outcome = 'OPEN' | 'WON' | 'LOST';
const OUTCOMES: Record<Outcome, string> = {
  OPEN: 'Open',
  WON: 'Won / hired',
  LOST: 'Lost / rejected (asks why)',
};
const ENTRY = { CONTACT_REQUEST: 'contact-new', JOB_APPLICATION: 'application-new' } as const;

/** One pipeline's stages for OWNER (decision 052): rename, add, order, retire or bring back. */
export function PipelineEditor({ kind, title }: { kind: Kind; title: string }) {
  const ids = useId();
  const { data, error, refetch } = useQuery(PipelineDocument, { variables: { kind } });
  const [create] = useMutation(CreateStageDocument);
  const [rename] = useMutation(RenameStageDocument);
  const [order] = useMutation(OrderStagesDocument);
  const [retire] = useMutation(RetireStageDocument);
  const [names, setNames] = useState<Record<string, string>>({});
  const [newName, setNewName] = useState('');
  const [newOutcome, setNewOutcome] = useState<Outcome>('OPEN');
  const [busy, setBusy] = useState(false);
  const stages = data?.leadStages ?? [];
  const active = stages.filter((s) => !s.retired);

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await work();
      await refetch();
      notify.success(done);
    } catch (err) {
      notify.error(errorMessage(err, failed));
    } finally {
      setBusy(false);
    }
  };

  const shift = (index: number, by: number) => {
    const next = active.map((s) => s.id);
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    void run(
      () => order({ variables: { kind, ids: next } }),
      'Order saved.',
      'The order could not be saved.',
    );
  };

  return (
    <section className={styles.pipeline} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={ui.sectionTitle}>
        {title}
      </h2>
      {error ? <p className={ui.error}>{errorMessage(error, 'The stages could not be loaded.')}</p> : null}
      <ol className={styles.stages}>
        {stages.map((s) => {
          const index = active.findIndex((a) => a.id === s.id);
          const name = names[s.id] ?? s.name;
          const fieldId = `${ids}-${s.id}`;
          return (
            <li key={s.id} className={styles.stage} data-retired={s.retired}>
              <label htmlFor={fieldId} className={styles.visuallyHidden}>
                Name of stage {s.name}
              </label>
              <input
                id={fieldId}
                className={ui.input}
                value={name}
                maxLength={40}
                onChange={(e) => setNames((n) => ({ ...n, [s.id]: e.target.value }))}
              />
              <span className={styles.outcome}>
                {OUTCOMES[s.outcome as Outcome]}
                {s.retired ? ' · retired' : ''}
              </span>
              <span className={styles.actions}>
                {name !== s.name ? (
                  <button
                    type="button"
                    className={`${ui.button} ${ui.small}`}
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => rename({ variables: { id: s.id, name } }),
                        `Renamed to ${name.trim()}.`,
                        'The stage could not be renamed.',
                      )
                    }
                  >
                    Save name
                  </button>
                ) : null}
                {!s.retired ? (
                  <>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.small}`}
                      disabled={busy || index === 0}
                      aria-label={`Move ${s.name} up`}
                      onClick={() => shift(index, -1)}
                    >
                      Up
                    </button>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.small}`}
                      disabled={busy || index === active.length - 1}
                      aria-label={`Move ${s.name} down`}
                      onClick={() => shift(index, 1)}
                    >
                      Down
                    </button>
                  </>
                ) : null}
                {s.id !== ENTRY[kind] ? (
                  <button
                    type="button"
                    className={`${ui.button} ${ui.small}`}
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => retire({ variables: { id: s.id, retired: !s.retired } }),
                        s.retired
                          ? `${s.name} is back.`
                          : `${s.name} retired; its leads stay in it until moved.`,
                        'The stage could not be changed.',
                      )
                    }
                  >
                    {s.retired ? 'Bring back' : 'Retire'}
                  </button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      <form
        className={styles.add}
        onSubmit={(event) => {
          event.preventDefault();
          if (!newName.trim()) return;
          void run(
            async () => {
              await create({ variables: { kind, name: newName, outcome: newOutcome } });
              setNewName('');
            },
            `Added ${newName.trim()}.`,
            'The stage could not be added.',
          );
        }}
      >
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-new`}>
            New stage
          </label>
          <input
            id={`${ids}-new`}
            className={ui.input}
            value={newName}
            maxLength={40}
            onChange={(e) => setNewName(e.target.value)}
          />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-outcome`}>
            Outcome
          </label>
          <select
            id={`${ids}-outcome`}
            className={ui.select}
            value={newOutcome}
            onChange={(e) => setNewOutcome(e.target.value as Outcome)}
          >
            {Object.entries(OUTCOMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={ui.buttonPrimary} disabled={busy || !newName.trim()}>
          Add stage
        </button>
      </form>
    </section>
  );
}
