import { articleUpdate } from '@agency/schema/articles';
import { vacancyUpdate } from '@agency/schema/vacancies';
import type { Permission } from '@agency/schema/roles';
import * as z from 'zod/mini';
import type { Article, Vacancy } from '../db.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import type { ArticlesService } from './articles.ts';
import type { VacanciesService } from './vacancies.ts';
import { invalidInput, notFound } from '../errors.ts';
import { parseInput, recordId } from './input.ts';
import { diffSnapshots, type FieldDiff } from './revision-diff.ts';
import { readSnapshot, snapshotFields, type RecordType, type Snapshot } from './revision-fields.ts';
import { readLegacyCity } from './vacancy-location.ts';
import { RevisionStore, staleBase, type EditStateRow } from './revision-store.ts';

/** How long an open editor counts as "editing now" after its last heartbeat. */
export const PRESENCE_TTL_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Revisions deleted per statement by the retention job. */
const PRUNE_BATCH = 500;

/** Fields a null clears (the rest: null means "as it is", as in the record services). */
const CLEARABLE = new Set(['coverUrl', 'coverAlt', 'metaTitle', 'metaDescription', 'shareImageUrl']);

const permissionOf = (type: RecordType): Permission =>
  type === 'ARTICLE' ? 'manageArticles' : 'manageVacancies';

const baseRule = z.number().check(z.int(), z.minimum(1), z.maximum(2_000_000_000));
const numberRule = z.object({ baseRevision: baseRule });
const pageRule = z.object({
  first: z.optional(z.number().check(z.int(), z.minimum(1))),
  before: z.nullish(baseRule),
});

export type EditorState = EditStateRow & {
  recordType: RecordType;
  draft: Snapshot | null;
  live: Snapshot | null;
  draftSavedAt: Date | null;
  draftSavedBy: string | null;
};
export type RevisionSummary = {
  id: string;
  number: number;
  kind: string;
  changed: string[];
  authorName: string | null;
  restoredFrom: number | null;
  createdAt: Date;
  live: boolean;
  draft: boolean;
};
export type RevisionPage = { items: RevisionSummary[]; hasMore: boolean; nextBefore: number | null };
export type Editor = { userId: string; name: string; seenAt: Date };

/**
 * Server drafts, one version history, and who is editing (decision 045), for articles and
 * vacancies. Each call is checked against the permission that edits that kind of record
 * (manageArticles, manageVacancies) before anything about its input, as the record services do.
 * A draft is a revision the editor shows and the live record does not; publishing applies it
 * through the record service (its rules, slugs, cards and caches) and keeps a PUBLISH revision.
 */
export class DraftsService {
  /** The coarse scope each GraphQL field takes: either kind of editor (the service checks the kind). */
  static readonly editors = ['manageArticles', 'manageVacancies'] as const satisfies Permission[];

  constructor(
    private readonly d: Deps,
    private readonly store: RevisionStore,
    private readonly articles: ArticlesService,
    private readonly vacancies: VacanciesService,
  ) {}

  /** Where the record's editing stands: its head, live and draft revisions and the draft itself. */
  async state(viewer: Viewer | null, type: RecordType, id: unknown): Promise<EditorState> {
    const record = await this.#record(viewer, type, id);
    return this.#stateOf(type, await this.store.ensure(type, record));
  }

  /**
   * Keeps the editor's fields as the pending draft (revision base + 1) when the record is still at
   * `baseRevision`; CONFLICT when someone saved after it. The live record does not change.
   */
  async saveDraft(
    actor: Actor,
    type: RecordType,
    id: unknown,
    baseRevision: unknown,
    input: unknown,
  ): Promise<EditorState> {
    const record = await this.#record(actor.viewer, type, id);
    const { baseRevision: base } = parseInput(numberRule, { baseRevision });
    const changes = parseInput(type === 'ARTICLE' ? articleUpdate : vacancyUpdate, input) as Record<
      string,
      unknown
    >;
    const state = await this.store.ensure(type, record);
    if (state.head !== base) throw staleBase(base, state.head);
    const start =
      (await this.store.snapshotAt(type, record.id, state.draftRevision ?? state.liveRevision)) ?? {};
    const next: Snapshot = { ...start };
    for (const field of snapshotFields(type)) {
      const value = changes[field];
      if (value === undefined || (value === null && !CLEARABLE.has(field))) continue;
      next[field] = value as string | boolean | null;
    }
    const saved = await this.store.saveDraft(actor, type, record.id, base, next, 'DRAFT');
    return this.#stateOf(type, saved);
  }

  /** Puts the pending draft on the live record (all the record's rules apply) and keeps a PUBLISH revision. */
  async publish(
    actor: Actor,
    type: RecordType,
    id: unknown,
    baseRevision: unknown,
  ): Promise<Article | Vacancy> {
    const record = await this.#record(actor.viewer, type, id);
    const { baseRevision: base } = parseInput(numberRule, { baseRevision });
    const state = await this.store.ensure(type, record);
    if (state.head !== base) throw staleBase(base, state.head);
    if (state.draftRevision === null)
      throw invalidInput('There are no unpublished changes to publish.', {
        baseRevision: 'There are no unpublished changes to publish.',
      });
    const draft = (await this.store.snapshotAt(type, record.id, state.draftRevision)) ?? {};
    // A vacancy stored before the remote flag says "Remote" in its city: published without the
    // flag, the city is read as it always was (vacancy-location.ts).
    if (type === 'VACANCY' && draft.remote === false && readLegacyCity(String(draft.city ?? '')).remote)
      delete draft.remote;
    const revision = { kind: 'PUBLISH' as const, draft: state.draftRevision };
    return type === 'ARTICLE'
      ? this.articles.update(actor, record.id, draft, revision)
      : this.vacancies.update(actor, record.id, draft, revision);
  }

  /**
   * Publishes the record's pending draft, if it has one, as whoever `actor` is (a schedule runs as
   * its setter, decision 046): "publish at 9:00" sends the changes waiting in the editor too.
   * Returns whether there was one.
   */
  async publishPending(actor: Actor, type: RecordType, id: string): Promise<boolean> {
    const state = await this.d.db.editState.findUnique({
      where: { recordType_recordId: { recordType: type, recordId: id } },
      select: { head: true, draftRevision: true },
    });
    if (state?.draftRevision == null) return false;
    await this.publish(actor, type, id, state.head);
    return true;
  }

  /** The record's revisions, newest first, `first` at a time; `before` is the previous page's nextBefore. */
  async revisions(
    viewer: Viewer | null,
    type: RecordType,
    id: unknown,
    args: { first?: number | null; before?: number | null } = {},
  ): Promise<RevisionPage> {
    const record = await this.#record(viewer, type, id);
    const { first, before } = parseInput(pageRule, { first: args.first ?? undefined, before: args.before });
    const take = Math.min(first ?? 30, 200);
    const state = await this.store.ensure(type, record);
    const rows = await this.d.db.revision.findMany({
      where: { recordType: type, recordId: record.id, ...(before ? { number: { lt: before } } : {}) },
      orderBy: { number: 'desc' },
      take: take + 1,
      select: {
        id: true,
        number: true,
        kind: true,
        changed: true,
        authorName: true,
        restoredFrom: true,
        createdAt: true,
      },
    });
    const items = rows.slice(0, take).map((r) => ({
      ...r,
      changed: parseNames(r.changed),
      live: r.number === state.liveRevision,
      draft: r.number === state.draftRevision,
    }));
    const hasMore = rows.length > take;
    return { items, hasMore, nextBefore: hasMore ? items[items.length - 1]!.number : null };
  }

  /** What changed from one revision to another of the same record, field by field, word by word. */
  async diff(viewer: Viewer | null, type: RecordType, fromId: unknown, toId: unknown): Promise<FieldDiff[]> {
    requirePermission(viewer, permissionOf(type));
    const from = await this.#revision(type, fromId, 'fromId');
    const to = await this.#revision(type, toId, 'toId');
    if (from.recordId !== to.recordId)
      throw invalidInput('Both revisions must belong to the same record.', {
        toId: 'Both revisions must belong to the same record.',
      });
    return diffSnapshots(type, readSnapshot(type, from.snapshot), readSnapshot(type, to.snapshot));
  }

  /** Makes an old revision the pending draft again (a RESTORE revision); it is not published. */
  async restore(
    actor: Actor,
    type: RecordType,
    revisionId: unknown,
    baseRevision: unknown,
  ): Promise<EditorState> {
    requirePermission(actor.viewer, permissionOf(type));
    const revision = await this.#revision(type, revisionId, 'revisionId');
    const { baseRevision: base } = parseInput(numberRule, { baseRevision });
    const saved = await this.store.saveDraft(
      actor,
      type,
      revision.recordId,
      base,
      readSnapshot(type, revision.snapshot),
      'RESTORE',
      revision.number,
    );
    return this.#stateOf(type, saved);
  }

  /** Drops the pending draft: the editor shows the live version again (the draft stays in the history). */
  async discardDraft(
    actor: Actor,
    type: RecordType,
    id: unknown,
    baseRevision: unknown,
  ): Promise<EditorState> {
    const record = await this.#record(actor.viewer, type, id);
    const { baseRevision: base } = parseInput(numberRule, { baseRevision });
    const state = await this.store.ensure(type, record);
    if (state.head !== base) throw staleBase(base, state.head);
    const { count } = await this.d.db.editState.updateMany({
      where: { recordType: type, recordId: record.id, head: base },
      data: { draftRevision: null },
    });
    if (count === 0) throw staleBase(base, base + 1);
    return this.state(actor.viewer, type, record.id);
  }

  /**
   * This person has the record open now (every few seconds while the editor is open); answers the
   * others who do, seen within PRESENCE_TTL_MS. Kept in the database, so every instance sees everyone.
   */
  async heartbeat(viewer: Viewer | null, type: RecordType, id: unknown, now = new Date()): Promise<Editor[]> {
    const record = await this.#record(viewer, type, id);
    const v = viewer!;
    const key = { recordType: type, recordId: record.id, userId: v.id };
    await this.d.db.editPresence.upsert({
      where: { recordType_recordId_userId: key },
      create: { ...key, userName: v.name, seenAt: now },
      update: { userName: v.name, seenAt: now },
    });
    const rows = await this.d.db.editPresence.findMany({
      where: {
        recordType: type,
        recordId: record.id,
        userId: { not: v.id },
        seenAt: { gt: new Date(now.getTime() - PRESENCE_TTL_MS) },
      },
      orderBy: { seenAt: 'desc' },
      take: 20,
    });
    return rows.map((r) => ({ userId: r.userId, name: r.userName, seenAt: r.seenAt }));
  }

  /** The editor closed: this person no longer counts as editing the record. */
  async leave(viewer: Viewer | null, type: RecordType, id: unknown): Promise<boolean> {
    requirePermission(viewer, permissionOf(type));
    const key = recordId(id);
    await this.d.db.editPresence.deleteMany({
      where: { recordType: type, recordId: key, userId: viewer!.id },
    });
    return true;
  }

  /**
   * The daily job (run once across instances): revisions older than REVISION_RETENTION_DAYS go,
   * except each record's newest REVISION_KEEP_LATEST, its live revision and its pending draft; so do
   * the histories of deleted records and stale presence rows.
   */
  async prune(now = new Date()): Promise<{ revisions: number; states: number }> {
    const { retentionDays, keepLatest } = this.d.config.revisions;
    await this.d.db.editPresence.deleteMany({ where: { seenAt: { lt: new Date(now.getTime() - DAY_MS) } } });
    let revisions = 0;
    let states = 0;
    // Histories whose record was deleted.
    for (const [type, table] of [
      ['ARTICLE', this.d.db.article],
      ['VACANCY', this.d.db.vacancy],
    ] as const) {
      const rows = await this.d.db.editState.findMany({
        where: { recordType: type },
        select: { recordId: true },
      });
      for (let i = 0; i < rows.length; i += PRUNE_BATCH) {
        const ids = rows.slice(i, i + PRUNE_BATCH).map((r) => r.recordId);
        const alive = new Set(
          (
            await (table as typeof this.d.db.article).findMany({
              where: { id: { in: ids } },
              select: { id: true },
            })
          ).map((r) => r.id),
        );
        const gone = ids.filter((id) => !alive.has(id));
        if (!gone.length) continue;
        revisions += (
          await this.d.db.revision.deleteMany({ where: { recordType: type, recordId: { in: gone } } })
        ).count;
        states += (
          await this.d.db.editState.deleteMany({ where: { recordType: type, recordId: { in: gone } } })
        ).count;
      }
    }
    if (retentionDays > 0) {
      const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
      // Only records that have an old revision at all are looked at, each once.
      const old = await this.d.db.revision.groupBy({
        by: ['recordType', 'recordId'],
        where: { createdAt: { lt: cutoff } },
      });
      for (const { recordType, recordId: id } of old) {
        const state = await this.d.db.editState.findUnique({
          where: { recordType_recordId: { recordType, recordId: id } },
        });
        if (!state) continue;
        const keepFrom = state.head - keepLatest + 1;
        const kept = [state.liveRevision, ...(state.draftRevision ? [state.draftRevision] : [])];
        revisions += (
          await this.d.db.revision.deleteMany({
            where: {
              recordType,
              recordId: id,
              createdAt: { lt: cutoff },
              number: { lt: keepFrom, notIn: kept },
            },
          })
        ).count;
      }
    }
    if (revisions) this.d.log.info({ revisions, states }, 'old revisions removed');
    return { revisions, states };
  }

  async #record(viewer: Viewer | null, type: RecordType, id: unknown): Promise<Article | Vacancy> {
    requirePermission(viewer, permissionOf(type));
    const key = recordId(id);
    const record =
      type === 'ARTICLE'
        ? await this.d.db.article.findUnique({ where: { id: key } })
        : await this.d.db.vacancy.findUnique({ where: { id: key } });
    if (!record) throw notFound(type === 'ARTICLE' ? 'Article' : 'Vacancy');
    return record;
  }

  /** A revision of this kind of record by id (the caller's permission checked first); NOT_FOUND when unknown. */
  async #revision(type: RecordType, id: unknown, field: string) {
    if (typeof id !== 'string' || !id || id.length > 200)
      throw invalidInput('Give a revision id.', { [field]: 'Give a revision id.' });
    const row = await this.d.db.revision.findUnique({ where: { id } });
    if (!row || row.recordType !== type) throw notFound('Revision');
    return row;
  }

  async #stateOf(type: RecordType, state: EditStateRow): Promise<EditorState> {
    const [draftRow, live] = await Promise.all([
      state.draftRevision
        ? this.d.db.revision.findUnique({
            where: {
              recordType_recordId_number: {
                recordType: type,
                recordId: state.recordId,
                number: state.draftRevision,
              },
            },
          })
        : null,
      this.store.snapshotAt(type, state.recordId, state.liveRevision),
    ]);
    return {
      ...state,
      recordType: type,
      draft: draftRow ? readSnapshot(type, draftRow.snapshot) : null,
      live,
      draftSavedAt: draftRow?.createdAt ?? null,
      draftSavedBy: draftRow?.authorName ?? null,
    };
  }
}

function parseNames(json: string): string[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
