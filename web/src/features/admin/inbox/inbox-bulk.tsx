import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import { BulkBar } from '../ui/bulk-bar';
import ui from '../ui/admin-ui.module.css';
import { useConfirm } from '../ui/confirm-dialog';
import { saveBlob } from '../ui/download';
import { errorMessage } from '../ui/errors';
import { BulkLeadsDocument, SelectedLeadsCsvDocument } from './inbox-work-documents';
import type { LeadKind, LeadKindText } from './lead-kinds';
import type { Lead } from './use-leads';
import { gqlKind } from '../ui/lead-kind';

type Action = 'ARCHIVE' | 'DELETE' | 'EXPORT';
const VERBS: Record<Action, { verb: string; done: string; warning?: string }> = {
  ARCHIVE: { verb: 'Archive', done: 'archived' },
  DELETE: {
    verb: 'Delete',
    done: 'deleted',
    warning: 'Their files and notification e-mails go too. This cannot be undone.',
  },
  EXPORT: { verb: 'Export', done: 'exported' },
};

/**
 * The inbox's bulk bar (decision 059): archive, delete or export (CSV) the selected leads, each
 * after one confirmation naming how many and whom. Other branches add Assign and Move to stage
 * as more buttons in `children`.
 */
export function InboxBulk({
  kind,
  text,
  leads,
  selected,
  onSelect,
  onDone,
  children,
}: {
  kind: LeadKind;
  text: LeadKindText;
  leads: readonly Lead[];
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  onDone: () => void;
  children?: React.ReactNode;
}) {
  const client = useApolloClient();
  const [bulk] = useMutation(BulkLeadsDocument);
  const [dialog, confirm] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ id: string; message: string }[]>([]);
  const nameOf = (id: string) => leads.find((l) => l.id === id)?.name ?? id;
  const ids = leads.filter((l) => selected.has(l.id)).map((l) => l.id);

  const run = async (action: Action) => {
    if (!ids.length || busy) return;
    const { verb, done, warning } = VERBS[action];
    const what = `${ids.length} ${ids.length === 1 ? text.one : text.plural}`;
    const names = ids.slice(0, 5).map(nameOf);
    const ok = await confirm({
      title: `${verb} ${what}?`,
      body: (
        <>
          <ul>
            {names.map((n, i) => (
              <li key={i}>{n}</li>
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
    setFailed([]);
    try {
      if (action === 'EXPORT') {
        const { data } = await client.query({
          query: SelectedLeadsCsvDocument,
          variables: { kind: gqlKind(kind), ids },
          fetchPolicy: 'network-only',
        });
        saveBlob(
          new Blob([data?.selectedLeadsCsv ?? ''], { type: 'text/csv;charset=utf-8' }),
          `${text.plural.replace(/\s+/g, '-')}-selected.csv`,
        );
        notify.success(`${what} exported.`);
      } else {
        const { data } = await bulk({ variables: { kind: gqlKind(kind), action, ids } });
        const answer = data?.bulkLeads;
        const changed = answer?.succeeded.length ?? 0;
        if (changed) notify.success(`${changed} ${changed === 1 ? text.one : text.plural} ${done}.`);
        setFailed(answer?.failed ?? []);
        onSelect(new Set(answer?.failed.map((f) => f.id) ?? []));
        onDone();
      }
    } catch (err) {
      notify.error(errorMessage(err, `The ${text.plural} could not be ${done}. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const off = ids.length === 0 || busy;
  const small = `${ui.button} ${ui.small}`;
  return (
    <>
      <BulkBar
        count={ids.length}
        shown={leads.length}
        onAll={() => onSelect(new Set(leads.map((l) => l.id)))}
        onClear={() => onSelect(new Set())}
      >
        <button type="button" className={small} disabled={off} onClick={() => void run('ARCHIVE')}>
          Archive
        </button>
        <button type="button" className={small} disabled={off} onClick={() => void run('EXPORT')}>
          Export selected
        </button>
        {children}
        <button
          type="button"
          className={`${ui.buttonDanger} ${ui.small}`}
          disabled={off}
          onClick={() => void run('DELETE')}
        >
          Delete
        </button>
      </BulkBar>
      {failed.length ? (
        <div className={ui.alert} role="alert">
          <p>{failed.length} could not be changed:</p>
          <ul>
            {failed.map((f) => (
              <li key={f.id}>
                <strong>{nameOf(f.id)}</strong>: {f.message}
              </li>
            ))}
          </ul>
          <button type="button" className={small} onClick={() => setFailed([])}>
            Dismiss
          </button>
        </div>
      ) : null}
      {dialog}
    </>
  );
}
