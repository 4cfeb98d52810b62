import type { LeadKind } from '@agency/schema/inbox';
import { AppError, invalidInput } from '../errors.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission, requireViewer, viewerCan } from './access.ts';
import { recordAudit } from './audit.ts';
import { csvHead, csvLines } from './csv.ts';
import { LEAD_ACCESS, leadTable } from './lead-tables.ts';
import type { LeadsService } from './leads.ts';
import type { StaffLists } from './staff-lists.ts';

/** At most this many leads in one bulk action or selection export (the largest inbox page). */
export const MAX_BULK_LEADS = 200;
export const BULK_LEAD_ACTIONS = ['ARCHIVE', 'DELETE'] as const;
export type BulkLeadResult = { succeeded: string[]; failed: { id: string; code: string; message: string }[] };

/** A bound on a write path that forgets to announce itself: the menu is at most this stale. */
const UNREAD_KEPT_MS = 60_000;
const TABLE = { contact: 'ContactRequest', application: 'JobApplication' } as const;
const SELECTION_COLUMNS = (kind: LeadKind) => [
  ...['createdAt', 'status', 'name', 'email', 'country'],
  kind === 'contact' ? 'interest' : 'position',
  ...['message', 'attachmentName', 'source'],
];

/**
 * The inbox at work (decision 059): the unread counts of the admin menu, and the bulk bar's
 * archive, delete and export of the selected leads. Each action runs the leads service's own
 * single-lead operation, so its rules and audit entries are those of one lead.
 */
export class InboxWorkService {
  constructor(
    private readonly d: Pick<Deps, 'db'>,
    private readonly leads: LeadsService,
    private readonly lists: StaffLists,
  ) {}

  /**
   * NEW leads per inbox the viewer may see (null for the others). A count over the (status,
   * createdAt, id) index, kept like the lists' counts and dropped by any write to that inbox on
   * any instance (the change bus), so the menu can ask on every navigation.
   */
  async unread(viewer: Viewer | null): Promise<Record<LeadKind, number | null>> {
    const v = requireViewer(viewer);
    const count = (kind: LeadKind) =>
      viewerCan(v, LEAD_ACCESS[kind])
        ? this.lists.counts.get(
            TABLE[kind],
            'unread',
            () => leadTable(this.d.db, kind).countNew(),
            UNREAD_KEPT_MS,
          )
        : Promise.resolve(null);
    const [contact, application] = await Promise.all([count('contact'), count('application')]);
    return { contact, application };
  }

  async bulk(actor: Actor, kind: LeadKind, rawAction: unknown, rawIds: unknown): Promise<BulkLeadResult> {
    requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    const action = BULK_LEAD_ACTIONS.find((a) => a === rawAction);
    if (!action)
      throw invalidInput('Action must be ARCHIVE or DELETE.', { action: 'Use ARCHIVE or DELETE.' });
    const ids = selection(rawIds);
    const result: BulkLeadResult = { succeeded: [], failed: [] };
    for (const id of ids) {
      try {
        if (action === 'ARCHIVE') await this.leads.setStatus(actor, kind, id, 'ARCHIVED');
        else await this.leads.remove(actor, kind, id);
        result.succeeded.push(id);
      } catch (err) {
        // An expected refusal of one lead (gone, in spam) is reported; anything else stops the run.
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        result.failed.push({ id, code: err.code, message: err.message });
      }
    }
    return result;
  }

  /** The selected leads as CSV (UTF-8 with BOM), newest first; unknown ids are left out. */
  async selectionCsv(actor: Actor, kind: LeadKind, rawIds: unknown): Promise<string> {
    requirePermission(actor.viewer, LEAD_ACCESS[kind]);
    const ids = selection(rawIds);
    const rows = (await leadTable(this.d.db, kind).byIds(ids)).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
    );
    const what = kind === 'contact' ? 'contact requests' : 'applications';
    await recordAudit(this.d.db, {
      action: 'LEAD_EXPORTED',
      by: actor,
      target: { type: kind === 'contact' ? 'contactRequest' : 'jobApplication' },
      summary: `Exported ${rows.length} selected ${what} as CSV`,
      details: { rows: rows.length, selected: true },
    });
    const columns = SELECTION_COLUMNS(kind);
    return csvHead(columns) + csvLines(columns, rows as unknown as Record<string, unknown>[]);
  }
}

/** The selected ids: 1 to MAX_BULK_LEADS distinct short strings, or a 400 naming `ids`. */
function selection(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.some((id) => typeof id !== 'string' || !id || id.length > 64))
    throw invalidInput('Send the ids of the selected leads.', { ids: 'Send a list of lead ids.' });
  const ids = [...new Set(raw as string[])];
  if (ids.length === 0) throw invalidInput('Select at least one lead.', { ids: 'Select at least one lead.' });
  if (ids.length > MAX_BULK_LEADS)
    throw invalidInput(`At most ${MAX_BULK_LEADS} leads at once; ${ids.length} were selected.`, {
      ids: `Select at most ${MAX_BULK_LEADS} leads.`,
    });
  return ids;
}
