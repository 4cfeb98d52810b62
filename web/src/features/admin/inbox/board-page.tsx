import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { ListState } from '../ui/list-state';
import { BoardCard } from './board-card';
import styles from './board.module.css';
import { LEAD_KINDS, type LeadKind } from './lead-kinds';
import { useStageReason } from '../ui/stage-reason-dialog';
import { useBoard, type BoardCard as Card, type BoardColumn, type BoardStage } from './use-board';

const LIST_ROUTES = {
  contact: '/admin-panel/inbox/contact-requests',
  application: '/admin-panel/inbox/job-applications',
} as const;

/**
 * The board beside the list (decision 052): a column per stage, the leads being worked on (new and
 * read) as cards, newest first, a page at a time per column.
 */
export function BoardPage({ kind }: { kind: LeadKind }) {
  const text = LEAD_KINDS[kind];
  const board = useBoard(kind);
  const [reasonDialog, askReason] = useStageReason();
  const [busy, setBusy] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const columns = board.columns ?? [];
  const targets = columns.map((c) => c.stage).filter((s) => !s.retired);

  const move = async (card: Card, to: BoardStage) => {
    let reason: string | null = null;
    if (to.outcome === 'LOST') {
      reason = await askReason(to.name, `the ${text.one} from ${card.name}`);
      if (reason === null) return;
    }
    setBusy(card.id);
    setSaid(`Moving ${card.name} to ${to.name}…`);
    try {
      await board.move(card, to, reason);
      setSaid(`Moved ${card.name} to ${to.name}.`);
    } catch (err) {
      setSaid('');
      notify.error(errorMessage(err, `${card.name} could not be moved. Please try again.`));
    } finally {
      setBusy(null);
    }
  };

  const cardOf = (id: string) => columns.flatMap((c) => c.cards).find((c) => c.id === id);
  const more = async (column: BoardColumn) => {
    try {
      await board.loadMore(column);
    } catch (err) {
      notify.error(errorMessage(err, 'More cards could not be loaded. Please try again.'));
    }
  };

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{text.title}: board</h1>
        <Link to={LIST_ROUTES[kind]} className={ui.button}>
          List view
        </Link>
      </div>
      <p className={ui.hint}>
        New and read {text.plural} by stage. Drag a card to another column, choose its stage, or focus it and
        press Alt with an arrow key.
      </p>
      <p className={ui.hint} role="status" aria-live="polite">
        {said}
      </p>
      <ListState
        loading={board.loading}
        error={
          board.error && !board.columns
            ? errorMessage(board.error, 'The board could not be loaded.')
            : undefined
        }
        empty={columns.length === 0}
        emptyText="This pipeline has no stages."
        onRetry={() => void board.reload()}
      >
        <div className={styles.board}>
          {columns.map((column) => {
            const headingId = `column-${column.stage.id}`;
            return (
              <section
                key={column.stage.id}
                className={styles.column}
                aria-labelledby={headingId}
                data-over={over === column.stage.id}
                onDragOver={(event) => {
                  if (column.stage.retired) return;
                  event.preventDefault();
                  setOver(column.stage.id);
                }}
                onDragLeave={() => setOver((o) => (o === column.stage.id ? null : o))}
                onDrop={(event) => {
                  event.preventDefault();
                  setOver(null);
                  const card = cardOf(event.dataTransfer.getData('text/plain'));
                  const from = columns.find((c) => c.cards.some((x) => x.id === card?.id));
                  if (card && from?.stage.id !== column.stage.id) void move(card, column.stage);
                }}
              >
                <h2 id={headingId} className={styles.columnHead}>
                  <span>
                    {column.stage.name}
                    {column.stage.retired ? ' (retired)' : ''}
                  </span>
                  <span className={styles.count}>
                    {column.total.toLocaleString('en')}
                    {column.totalExact ? '' : '+'}
                  </span>
                </h2>
                {column.cards.length === 0 ? <p className={styles.empty}>No {text.plural}.</p> : null}
                <ul className={styles.cards} aria-labelledby={headingId}>
                  {column.cards.map((card) => (
                    <BoardCard
                      key={card.id}
                      kind={kind}
                      card={card}
                      stage={column.stage}
                      targets={targets}
                      busy={busy === card.id}
                      onMove={(c, to) => void move(c, to)}
                    />
                  ))}
                </ul>
                {column.hasMore ? (
                  <button
                    type="button"
                    className={`${ui.button} ${ui.small}`}
                    onClick={() => void more(column)}
                  >
                    Show more in {column.stage.name}
                  </button>
                ) : null}
              </section>
            );
          })}
        </div>
      </ListState>
      {reasonDialog}
    </div>
  );
}
