import ui from '../ui/admin-ui.module.css';
import styles from './inbox-page.module.css';
import type { LeadStatusFilter } from './inbox-search';
import type { LeadKind, LeadKindText } from './lead-kinds';
import { LeadRow } from './lead-row';
import type { Lead } from './use-leads';

type LeadTableProps = {
  kind: LeadKind;
  leads: readonly Lead[];
  text: LeadKindText;
  busyIds: ReadonlySet<string>;
  onOpen: (lead: Lead) => void;
  onStatus: (lead: Lead, to: LeadStatusFilter, done: string) => void;
  onDownload: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
  selected?: ReadonlySet<string>;
  onSelect?: (lead: Lead, on: boolean) => void;
};

/** The leads, each a group of its summary row and its message (one tbody per lead). */
export function LeadTable({ kind, leads, text, busyIds, selected, ...handlers }: LeadTableProps) {
  return (
    <div className={`${ui.tableWrap} ${ui.tableView}`}>
      <table className={`${ui.table} ${styles.table}`} aria-label={text.title}>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Country</th>
            <th scope="col">{text.topicLabel}</th>
            <th scope="col">Status</th>
            <th scope="col">Owner</th>
            <th scope="col">{text.fileLabel}</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        {leads.map((lead) => (
          <LeadRow
            key={lead.id}
            kind={kind}
            lead={lead}
            text={text}
            busy={busyIds.has(lead.id)}
            selected={selected?.has(lead.id)}
            {...handlers}
          />
        ))}
      </table>
    </div>
  );
}
