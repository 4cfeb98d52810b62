import { LEAD_KINDS, type LeadKind } from '@agency/schema/inbox';
import type { SavedInboxFilter } from '../db.ts';
import { invalidInput, notFound } from '../errors.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission, requireViewer } from './access.ts';
import { recordAudit } from './audit.ts';
import { LEAD_ACCESS } from './lead-tables.ts';

/** A person keeps a few views, not a database of them. */
export const MAX_SAVED_FILTERS = 50;
export const MAX_FILTER_NAME = 60;
/** The inbox's URL parameters: a few keys, short values (other branches add stage, owner, vacancy). */
const MAX_FILTER_KEYS = 12;
const MAX_FILTER_VALUE = 200;
const FILTER_KEY = /^[a-zA-Z][a-zA-Z0-9]{0,29}$/;

export type SavedFilter = { id: string; kind: LeadKind; name: string; filter: Record<string, string> };

export function leadKind(raw: unknown, field = 'kind'): LeadKind {
  const kind = LEAD_KINDS.find((k) => k === raw);
  if (!kind)
    throw invalidInput('Kind must be contact or application.', { [field]: 'Use contact or application.' });
  return kind;
}

/**
 * Saved inbox filters (decision 059): per staff member and inbox, named, kept in their own table.
 * A filter is the inbox's search parameters as they stood when saved, so filters another branch
 * adds to the inbox (stage, owner, vacancy) are saved without a change here. Only the owner of a
 * filter sees or deletes it: anyone else's id is "not found".
 */
export class SavedFiltersService {
  constructor(private readonly d: Pick<Deps, 'db'>) {}

  async list(viewer: Viewer | null, rawKind: unknown): Promise<SavedFilter[]> {
    const kind = leadKind(rawKind);
    const v = requirePermission(viewer, LEAD_ACCESS[kind]);
    const rows = await this.d.db.savedInboxFilter.findMany({
      where: { userId: v.id, kind },
      orderBy: { name: 'asc' },
      take: MAX_SAVED_FILTERS,
    });
    return rows.map(shape);
  }

  /** Saves under a name; the same name again replaces that filter (one per name). */
  async save(actor: Actor, rawKind: unknown, rawName: unknown, rawFilter: unknown): Promise<SavedFilter> {
    const viewer = requireViewer(actor.viewer);
    const kind = leadKind(rawKind);
    requirePermission(viewer, LEAD_ACCESS[kind]);
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!name || name.length > MAX_FILTER_NAME || /[\u0000-\u001f\u007f]/.test(name))
      throw invalidInput(`Give the filter a name of 1 to ${MAX_FILTER_NAME} characters.`, {
        name: `Use 1 to ${MAX_FILTER_NAME} characters.`,
      });
    const filter = checkedFilter(rawFilter);
    const where = { userId_kind_name: { userId: viewer.id, kind, name } };
    const existing = await this.d.db.savedInboxFilter.findUnique({ where });
    if (
      !existing &&
      (await this.d.db.savedInboxFilter.count({ where: { userId: viewer.id } })) >= MAX_SAVED_FILTERS
    )
      throw invalidInput(`You have ${MAX_SAVED_FILTERS} saved filters: delete one first.`, {
        name: 'Delete a saved filter first.',
      });
    const row = await this.d.db.$transaction(async (tx) => {
      const saved = await tx.savedInboxFilter.upsert({
        where,
        create: { userId: viewer.id, kind, name, filter: JSON.stringify(filter) },
        update: { filter: JSON.stringify(filter) },
      });
      await recordAudit(tx, {
        action: 'INBOX_FILTER_SAVED',
        by: actor,
        target: { type: kind === 'contact' ? 'contactRequest' : 'jobApplication' },
        summary: `Saved the inbox filter "${name}"`,
        details: { keys: Object.keys(filter) },
      });
      return saved;
    });
    return shape(row);
  }

  async remove(actor: Actor, rawId: unknown): Promise<string> {
    const viewer = requireViewer(actor.viewer);
    if (typeof rawId !== 'string' || !rawId || rawId.length > 64)
      throw invalidInput('Name the filter to delete.', { id: 'Send the id of a saved filter.' });
    const row = await this.d.db.savedInboxFilter.findUnique({ where: { id: rawId } });
    if (!row || row.userId !== viewer.id) throw notFound('Saved filter');
    await this.d.db.$transaction(async (tx) => {
      await tx.savedInboxFilter.deleteMany({ where: { id: row.id, userId: viewer.id } });
      await recordAudit(tx, {
        action: 'INBOX_FILTER_DELETED',
        by: actor,
        target: { type: row.kind === 'contact' ? 'contactRequest' : 'jobApplication' },
        summary: `Deleted the inbox filter "${row.name}"`,
      });
    });
    return row.id;
  }
}

function checkedFilter(raw: unknown): Record<string, string> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = raw.length <= 10_000 ? JSON.parse(raw) : null;
    } catch {
      value = null;
    }
  }
  const bad = () =>
    invalidInput(
      `The filter must be an object of at most ${MAX_FILTER_KEYS} short text values (the inbox's filters).`,
      { filter: `Send at most ${MAX_FILTER_KEYS} keys, each value at most ${MAX_FILTER_VALUE} characters.` },
    );
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw bad();
  const entries = Object.entries(value);
  if (entries.length > MAX_FILTER_KEYS) throw bad();
  const out: Record<string, string> = {};
  for (const [key, v] of entries) {
    if (!FILTER_KEY.test(key) || typeof v !== 'string' || v.length > MAX_FILTER_VALUE) throw bad();
    if (v !== '') out[key] = v;
  }
  return out;
}

function shape(row: SavedInboxFilter): SavedFilter {
  return { id: row.id, kind: leadKind(row.kind), name: row.name, filter: JSON.parse(row.filter) };
}
