import { Link } from '@tanstack/react-router';
import ui from '../ui/admin-ui.module.css';
import type { LeadStatusFilter } from './inbox-search';
import { STATUS_ACTIONS, STATUS_LABELS, type LeadKind, type LeadKindText } from './lead-kinds';
import type { Lead } from './use-leads';

const RECEIVED = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type LeadCardsProps = {
  kind: LeadKind;
  leads: readonly Lead[];
  text: LeadKindText;
  busyIds: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  onSelect: (lead: Lead, on: boolean) => void;
  onStatus: (lead: Lead, to: LeadStatusFilter, done: string) => void;
  onDelete: (lead: Lead) => void;
};

/**
 * The inbox on a phone (decision 059): one card per lead (its name linking to the lead page, the
 * address, topic, status and time as labelled lines, its buttons below), as the other admin lists
 * do (decision 047), instead of a table wider than the screen. CSS shows the cards or the table.
 */
export function LeadCards({
  kind,
  leads,
  text,
  busyIds,
  selected,
  onSelect,
  onStatus,
  onDelete,
}: LeadCardsProps) {
  return (
    <div className={ui.cardView}>
      <ul className={ui.cardList} aria-label={text.title}>
        {leads.map((lead) => (
          <li key={lead.id} className={ui.recordCard}>
            <div className={ui.cardHead}>
              <input
                type="checkbox"
                className={ui.cardCheck}
                aria-label={`Select ${lead.name}`}
                checked={selected.has(lead.id)}
                onChange={(e) => onSelect(lead, e.target.checked)}
              />
              <h2 className={ui.cardTitle}>
                <Link to="/admin-panel/inbox/lead/$kind/$id" params={{ kind, id: lead.id }}>
                  {lead.name}
                </Link>
              </h2>
            </div>
            <dl className={ui.cardFields}>
              <div>
                <dt>E-mail</dt>
                <dd>{lead.email}</dd>
              </div>
              <div>
                <dt>{text.topicLabel}</dt>
                <dd>{lead.topic}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{STATUS_LABELS[lead.status]}</dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>
                  <time dateTime={lead.createdAt}>{RECEIVED.format(new Date(lead.createdAt))}</time>
                </dd>
              </div>
            </dl>
            <div className={ui.cardActions}>
              <div className={ui.rowActions}>
                {STATUS_ACTIONS[lead.status].map((action) => (
                  <button
                    key={action.to}
                    type="button"
                    className={`${ui.button} ${ui.small}`}
                    disabled={busyIds.has(lead.id)}
                    onClick={() => onStatus(lead, action.to, action.done)}
                  >
                    {action.label}
                    <span className={ui.visuallyHidden}>: {lead.name}</span>
                  </button>
                ))}
                <button
                  type="button"
                  className={`${ui.buttonDanger} ${ui.small}`}
                  disabled={busyIds.has(lead.id)}
                  onClick={() => onDelete(lead)}
                >
                  Delete<span className={ui.visuallyHidden}>: {lead.name}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
