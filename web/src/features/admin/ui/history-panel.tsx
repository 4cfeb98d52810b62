import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { AdminRevisionsQuery, EditableType } from '../gql/graphql';
import ui from './admin-ui.module.css';
import { RestoreRevisionDocument, RevisionsDocument } from './editing-documents';
import { errorMessage, notifyFailure } from './errors';
import styles from './editing-panel.module.css';
import { RevisionDiffView } from './revision-diff-view';
import type { ServerDraft } from './use-server-draft';

type Revision = AdminRevisionsQuery['revisions']['items'][number];

const KIND_LABELS: Record<string, string> = {
  ORIGIN: 'Version when history began',
  DRAFT: 'Draft saved',
  RESTORE: 'Restored',
  PUBLISH: 'Published',
  EDIT: 'Changed directly',
};

const when = (iso: unknown) =>
  new Date(String(iso)).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export const revisionLabel = (r: Revision) =>
  `#${r.number} ${KIND_LABELS[r.kind] ?? r.kind}${r.restoredFrom ? ` (from #${r.restoredFrom})` : ''}`;

/** Which two revisions to compare, by number; the panel finds their ids. */
export type Comparison = { from: number; to: number };

/**
 * The record's history (decision 045): its revisions newest first, 30 at a time; any two compared
 * as a diff; any one restored as the new draft (never published by itself).
 */
export function HistoryPanel({
  type,
  id,
  server,
  comparison,
  onCompare,
}: {
  type: EditableType;
  id: string;
  server: ServerDraft;
  comparison: Comparison | undefined;
  onCompare: (c: Comparison | undefined) => void;
}) {
  const head = server.state?.head;
  const list = useQuery(RevisionsDocument, { variables: { type, id }, fetchPolicy: 'network-only' });
  const [older, setOlder] = useState<Revision[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [restore, restoring] = useMutation(RestoreRevisionDocument);
  const { refetch } = list;

  // A new revision (a save, a publish, a restore) shows at the top.
  useEffect(() => {
    void refetch().then(() => setOlder([]));
  }, [head, refetch]);
  useEffect(() => setNextBefore(list.data?.revisions.nextBefore ?? null), [list.data]);

  const items = [...(list.data?.revisions.items ?? []), ...older];
  const byNumber = (n: number | undefined) => items.find((r) => r.number === n);
  // Until two are chosen, the newest revision is compared with the one before it: what changed last.
  const shown =
    comparison ?? (items.length > 1 ? { from: items[1]!.number, to: items[0]!.number } : undefined);
  const from = byNumber(shown?.from);
  const to = byNumber(shown?.to);

  const loadOlder = async () => {
    if (nextBefore === null) return;
    const page = await list.client.query({
      query: RevisionsDocument,
      variables: { type, id, before: nextBefore },
      fetchPolicy: 'network-only',
    });
    if (!page.data) return;
    setOlder((current) => [...current, ...page.data!.revisions.items]);
    setNextBefore(page.data.revisions.nextBefore ?? null);
  };

  const restoreOne = async (r: Revision) => {
    if (!server.state) return;
    try {
      const { data } = await restore({
        variables: { type, revisionId: r.id, baseRevision: server.state.head },
      });
      if (data) server.adopt(data.restoreRevision);
    } catch (err) {
      notifyFailure(err, 'The revision could not be restored.');
    }
  };

  const select = (which: 'from' | 'to', value: string) => {
    const n = Number(value);
    const current = shown ?? { from: n, to: n };
    onCompare({ ...current, [which]: n });
  };

  return (
    <section className={styles.history} aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {list.error && <p role="alert">{errorMessage(list.error, 'The history could not be loaded.')}</p>}
      <ol className={styles.revisions} aria-label="Revisions">
        {items.map((r) => (
          <li key={r.id} className={styles.revision}>
            <span className={styles.revisionText}>
              <strong>{revisionLabel(r)}</strong>
              {r.live && <span className={styles.tag}>live</span>}
              {r.draft && <span className={styles.tag}>pending draft</span>}
              <span className={styles.revisionMeta}>
                {when(r.createdAt)}
                {r.authorName ? ` · ${r.authorName}` : ''}
                {r.changed.length ? ` · changed ${r.changed.join(', ')}` : ''}
              </span>
            </span>
            <button
              type="button"
              className={ui.button}
              disabled={restoring.loading || r.draft}
              onClick={() => void restoreOne(r)}
              aria-label={`Restore revision ${r.number} as a draft`}
            >
              Restore
            </button>
          </li>
        ))}
      </ol>
      {nextBefore !== null && (
        <button type="button" className={ui.button} onClick={() => void loadOlder()}>
          Show older revisions
        </button>
      )}
      {items.length > 1 && (
        <div className={styles.compare}>
          <label>
            Compare
            <select value={from?.number ?? ''} onChange={(e) => select('from', e.target.value)}>
              <option value="">Choose a revision</option>
              {items.map((r) => (
                <option key={r.id} value={r.number}>
                  {revisionLabel(r)}
                </option>
              ))}
            </select>
          </label>
          <label>
            with
            <select value={to?.number ?? ''} onChange={(e) => select('to', e.target.value)}>
              <option value="">Choose a revision</option>
              {items.map((r) => (
                <option key={r.id} value={r.number}>
                  {revisionLabel(r)}
                </option>
              ))}
            </select>
          </label>
          {comparison && (
            <button type="button" className={ui.button} onClick={() => onCompare(undefined)}>
              Close the comparison
            </button>
          )}
        </div>
      )}
      {from && to && <RevisionDiffView type={type} fromId={from.id} toId={to.id} />}
    </section>
  );
}
