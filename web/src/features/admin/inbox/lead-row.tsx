import { useId, useState } from 'react';
import ui from '../ui/admin-ui.module.css';
import styles from './inbox-page.module.css';
import { Link } from '@tanstack/react-router';
import { STATUS_ACTIONS, STATUS_LABELS, type LeadKind, type LeadKindText } from './lead-kinds';
import { LeadOriginLine } from './lead-origin';
import type { Lead } from './use-leads';
import type { LeadStatusFilter } from './inbox-search';

const RECEIVED = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const BADGES: Record<LeadStatusFilter, string | undefined> = {
  NEW: ui.badgeWarn,
  READ: ui.badgeGood,
  ARCHIVED: ui.badge,
  SPAM: ui.badge,
};

export const LEAD_COLUMNS = 9;

/** An address may wrap after its @ in a narrow column, rather than anywhere. */
function emailParts(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

type LeadRowProps = {
  kind: LeadKind;
  lead: Lead;
  text: LeadKindText;
  /** True while a status change of this lead is on its way. */
  busy: boolean;
  onOpen: (lead: Lead) => void;
  onStatus: (lead: Lead, to: LeadStatusFilter, done: string) => void;
  onDownload: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
  /** The bulk bar's selection (decision 059). */
  selected?: boolean | undefined;
  onSelect?: ((lead: Lead, on: boolean) => void) | undefined;
};

/** One lead: its summary row, and below it the full message, shown with the disclosure button. */
export function LeadRow({
  kind,
  lead,
  text,
  busy,
  onOpen,
  onStatus,
  onDownload,
  onDelete,
  selected,
  onSelect,
}: LeadRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const received = new Date(lead.createdAt);

  const toggle = () => {
    if (!open) onOpen(lead);
    setOpen(!open);
  };

  return (
    <tbody className={styles.lead}>
      <tr>
        <td className={styles.received}>
          {onSelect ? (
            <label className={styles.select}>
              <input
                type="checkbox"
                checked={!!selected}
                onChange={(e) => onSelect(lead, e.target.checked)}
              />
              <span className={ui.visuallyHidden}>Select {lead.name}</span>
            </label>
          ) : null}
          <time dateTime={lead.createdAt}>{RECEIVED.format(received)}</time>
        </td>
        <td>
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={toggle}
          >
            <span className={styles.chevron} aria-hidden="true" />
            <span className={ui.visuallyHidden}>{text.itemFrom} </span>
            {lead.name}
          </button>
        </td>
        <td>
          <a href={`mailto:${lead.email}`} className={styles.email}>
            {emailParts(lead.email)}
          </a>
        </td>
        <td>{lead.country}</td>
        <td>{lead.topic}</td>
        <td>
          <span className={BADGES[lead.status]}>{STATUS_LABELS[lead.status]}</span>
        </td>
        <td>{lead.assigneeName ?? <span className={ui.hint}>Nobody</span>}</td>
        <td>
          {lead.attachmentUrl ? (
            <button type="button" className={styles.fileButton} onClick={() => onDownload(lead)}>
              <span className={ui.visuallyHidden}>Download </span>
              {lead.attachmentName || 'file'}
            </button>
          ) : (
            <span className={ui.hint}>None</span>
          )}
        </td>
        <td>
          <div className={ui.rowActions}>
            <Link
              to="/admin-panel/inbox/lead/$kind/$id"
              params={{ kind, id: lead.id }}
              className={`${ui.button} ${ui.small}`}
            >
              Open
              <span className={ui.visuallyHidden}>: {lead.name}</span>
            </Link>
            {STATUS_ACTIONS[lead.status].map((action) => (
              <button
                key={action.to}
                type="button"
                className={`${ui.button} ${ui.small}`}
                disabled={busy}
                onClick={() => onStatus(lead, action.to, action.done)}
              >
                {action.label}
                <span className={ui.visuallyHidden}>: {lead.name}</span>
              </button>
            ))}
            <button
              type="button"
              className={`${ui.buttonDanger} ${ui.small}`}
              disabled={busy}
              onClick={() => onDelete(lead)}
            >
              Delete
              <span className={ui.visuallyHidden}>: {lead.name}</span>
            </button>
          </div>
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} className={styles.detailsRow}>
        <td colSpan={LEAD_COLUMNS}>
          <div className={styles.details}>
            <p className={ui.hint}>
              {text.itemFrom} {lead.name}, {lead.country} · {text.topicLabel}: {lead.topic} ·{' '}
              {RECEIVED.format(received)}
            </p>
            <LeadOriginLine lead={lead} />
            <p className={styles.message}>{lead.message}</p>
          </div>
        </td>
      </tr>
    </tbody>
  );
}
