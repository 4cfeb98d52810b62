import { useState, type ReactNode } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from './admin-ui.module.css';
import { useConfirm } from './confirm-dialog';
import { errorMessage } from './errors';

export type BulkActionName = 'PUBLISH' | 'HIDE' | 'DELETE';
type BulkAnswer = { succeeded: readonly string[]; failed: readonly { id: string; message: string }[] };
type Nouns = { one: string; many: string };

const VERBS: Record<BulkActionName, { verb: string; done: string; warning?: string }> = {
  PUBLISH: { verb: 'Publish', done: 'published' },
  HIDE: { verb: 'Hide', done: 'hidden' },
  DELETE: { verb: 'Delete', done: 'deleted', warning: 'This cannot be undone.' },
};

/**
 * A bulk action on the selected rows (decision 047): one confirmation naming how many and which,
 * then the API runs the single action on each; a toast says how it went, and the records it could
 * not change stay listed above the table, each with its reason, until the next action.
 */
export function useBulkAction({
  nouns,
  nameOf,
  run,
  onDone,
}: {
  nouns: Nouns;
  nameOf: (id: string) => string;
  run: (action: BulkActionName, ids: string[]) => Promise<BulkAnswer>;
  onDone: (succeeded: readonly string[]) => void;
}) {
  const [dialog, confirm] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ title: string; failed: BulkAnswer['failed'] } | null>(null);

  const start = async (action: BulkActionName, ids: readonly string[]) => {
    if (!ids.length || busy) return;
    const { verb, done, warning } = VERBS[action];
    const what = `${ids.length} ${ids.length === 1 ? nouns.one : nouns.many}`;
    const names = ids.slice(0, 5).map(nameOf);
    const ok = await confirm({
      title: `${verb} ${what}?`,
      body: (
        <>
          <ul>
            {names.map((name, i) => (
              <li key={i}>{name}</li>
            ))}
            {ids.length > names.length ? <li>and {ids.length - names.length} more</li> : null}
          </ul>
          {warning ? <p>{warning}</p> : null}
        </>
      ),
      confirmLabel: `${verb} ${what}`,
    });
    if (!ok) return;
    setBusy(true);
    setReport(null);
    try {
      const answer = await run(action, [...ids]);
      const changed = answer.succeeded.length;
      if (changed) notify.success(`${changed} ${changed === 1 ? nouns.one : nouns.many} ${done}.`);
      if (answer.failed.length)
        setReport({
          title: `${changed} of ${ids.length} ${done}. ${answer.failed.length} could not be ${done}:`,
          failed: answer.failed,
        });
      onDone(answer.succeeded);
    } catch (err) {
      notify.error(errorMessage(err, `The ${nouns.many} could not be ${done}. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const reportView: ReactNode = report ? (
    <div className={ui.alert} role="alert">
      <p>{report.title}</p>
      <ul>
        {report.failed.map((f) => (
          <li key={f.id}>
            <strong>{nameOf(f.id)}</strong>: {f.message}
          </li>
        ))}
      </ul>
      <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setReport(null)}>
        Dismiss
      </button>
    </div>
  ) : null;

  return { start, busy, dialog, report: reportView };
}

/** The bulk buttons of a list's bar, disabled while nothing is picked or an action runs. */
export function BulkButtons({
  count,
  busy,
  onAction,
  published = 'Publish',
}: {
  count: number;
  busy: boolean;
  onAction: (action: BulkActionName) => void;
  published?: string;
}) {
  const off = count === 0 || busy;
  const small = `${ui.button} ${ui.small}`;
  return (
    <>
      <button type="button" className={small} disabled={off} onClick={() => onAction('PUBLISH')}>
        {published} selected
      </button>
      <button type="button" className={small} disabled={off} onClick={() => onAction('HIDE')}>
        Hide selected
      </button>
      <button
        type="button"
        className={`${ui.buttonDanger} ${ui.small}`}
        disabled={off}
        onClick={() => onAction('DELETE')}
      >
        Delete selected
      </button>
    </>
  );
}
