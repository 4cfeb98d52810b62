import { Link } from '@tanstack/react-router';
import type { KeyboardEvent } from 'react';
import ui from '../ui/admin-ui.module.css';
import { formatDateTime } from '../ui/date-time';
import styles from './board.module.css';
import type { LeadKind } from './lead-kinds';
import type { BoardCard as Card, BoardStage } from './use-board';

type BoardCardProps = {
  kind: LeadKind;
  card: Card;
  stage: BoardStage;
  /** The stages a card may move to, in board order. */
  targets: BoardStage[];
  busy: boolean;
  onMove: (card: Card, to: BoardStage) => void;
};

/**
 * One lead on the board. Three ways to move it: drag it to a column, choose a stage in its menu,
 * or, focused, Alt+→ / Alt+← for the next or previous stage; the board announces each move.
 */
export function BoardCard({ kind, card, stage, targets, busy, onMove }: BoardCardProps) {
  const at = targets.findIndex((s) => s.id === stage.id);
  const step = (by: number) => {
    const to = targets[at + by];
    if (at >= 0 && to) onMove(card, to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') step(1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') step(-1);
    else return;
    event.preventDefault();
  };
  const selectId = `move-${card.id}`;
  return (
    <li>
      <article
        className={styles.card}
        tabIndex={0}
        draggable={!busy}
        aria-busy={busy}
        aria-label={`${card.name}, ${stage.name}. Alt and arrow keys move it to the next or previous stage.`}
        onKeyDown={onKeyDown}
        onDragStart={(event) => {
          event.dataTransfer.setData('text/plain', card.id);
          event.dataTransfer.effectAllowed = 'move';
        }}
      >
        <p className={styles.cardName}>
          <Link to="/admin-panel/inbox/lead/$kind/$id" params={{ kind, id: card.id }} draggable={false}>
            {card.name}
          </Link>
        </p>
        <p className={styles.cardMeta}>{card.topic}</p>
        <p className={styles.cardMeta}>
          {card.email} · {formatDateTime(card.createdAt)}
          {card.status === 'NEW' ? ' · New' : ''}
        </p>
        <div className={styles.cardMove}>
          <label htmlFor={selectId}>Stage</label>
          <select
            id={selectId}
            className={ui.select}
            value={stage.id}
            disabled={busy}
            onChange={(event) => {
              const to = targets.find((s) => s.id === event.target.value);
              if (to) onMove(card, to);
            }}
          >
            {stage.retired ? <option value={stage.id}>{stage.name} (retired)</option> : null}
            {targets.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </article>
    </li>
  );
}
