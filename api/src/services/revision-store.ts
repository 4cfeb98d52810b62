import type { Article, Db, Vacancy } from '../db.ts';
import type { Actor } from './deps.ts';
import { AppError } from '../errors.ts';
import {
  changedFields,
  readSnapshot,
  snapshotOf,
  type RecordType,
  type Snapshot,
} from './revision-fields.ts';

export type EditStateRow = {
  recordType: string;
  recordId: string;
  head: number;
  liveRevision: number;
  draftRevision: number | null;
  updatedAt: Date;
};

/** Refused: the save was based on revision `base`, the record is at `head` now (decision 045). */
export function staleBase(base: number, head: number): AppError {
  return new AppError(
    'CONFLICT',
    `Someone saved a newer version (revision ${head}) after the one you started from (revision ${base}).`,
    { fields: { baseRevision: String(head) } },
  );
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === 'P2002';

/**
 * The revisions of articles and vacancies and where each record's editing stands (decision 045).
 * Every number is taken by a conditional update of the record's EditState row, so two instances
 * saving at once cannot both take it: the later one is refused (drafts) or takes the next
 * (direct writes). The rules about who may do what are the callers' (DraftsService, the record
 * services); this class keeps the numbers straight.
 */
export class RevisionStore {
  constructor(private readonly db: Db) {}

  /** The record's state, made with revision 1 (ORIGIN, the record as it is) the first time. */
  async ensure(type: RecordType, record: Article | Vacancy): Promise<EditStateRow> {
    const key = { recordType_recordId: { recordType: type, recordId: record.id } };
    const found = await this.db.editState.findUnique({ where: key });
    if (found) return found;
    try {
      await this.db.$transaction([
        this.db.editState.create({
          data: { recordType: type, recordId: record.id, head: 1, liveRevision: 1 },
        }),
        this.db.revision.create({
          data: {
            recordType: type,
            recordId: record.id,
            number: 1,
            kind: 'ORIGIN',
            snapshot: JSON.stringify(snapshotOf(type, record)),
            createdAt: record.updatedAt,
          },
        }),
      ]);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err; // another request began the history first
    }
    return this.db.editState.findUniqueOrThrow({ where: key });
  }

  async snapshotAt(type: RecordType, recordId: string, number: number): Promise<Snapshot | null> {
    const row = await this.db.revision.findUnique({
      where: { recordType_recordId_number: { recordType: type, recordId, number } },
      select: { snapshot: true },
    });
    return row ? readSnapshot(type, row.snapshot) : null;
  }

  /**
   * Keeps `snapshot` as the pending draft, as revision base + 1, if the record is still at `base`;
   * otherwise refuses with CONFLICT. The draft is what the editor shows; the live record is untouched.
   */
  async saveDraft(
    actor: Actor,
    type: RecordType,
    recordId: string,
    base: number,
    snapshot: Snapshot,
    kind: 'DRAFT' | 'RESTORE',
    restoredFrom?: number,
  ): Promise<EditStateRow> {
    const previous = await this.snapshotAt(type, recordId, base);
    const number = base + 1;
    const [taken] = await this.db.$transaction(async (tx) => {
      const { count } = await tx.editState.updateMany({
        where: { recordType: type, recordId, head: base },
        data: { head: number, draftRevision: number },
      });
      if (count === 0) return [false];
      await tx.revision.create({
        data: {
          recordType: type,
          recordId,
          number,
          kind,
          snapshot: JSON.stringify(snapshot),
          changed: JSON.stringify(changedFields(type, previous, snapshot)),
          authorId: actor.viewer?.id ?? null,
          authorName: actor.viewer?.name ?? null,
          restoredFrom: restoredFrom ?? null,
        },
      });
      return [true];
    });
    const state = await this.db.editState.findUniqueOrThrow({
      where: { recordType_recordId: { recordType: type, recordId } },
    });
    if (!taken) throw staleBase(base, state.head);
    return state;
  }

  /**
   * Keeps what the live record is now as a new revision (PUBLISH from the editor, EDIT from a direct
   * write). A pending draft stays pending unless it is the one published.
   */
  async recordLive(
    actor: Actor,
    type: RecordType,
    /** The record before the write: its history begins with it when it has none yet. */
    before: Article | Vacancy,
    record: Article | Vacancy,
    kind: 'PUBLISH' | 'EDIT',
    publishedDraft?: number,
  ): Promise<EditStateRow> {
    const state = await this.ensure(type, before);
    const snapshot = snapshotOf(type, record);
    for (let attempt = 0; ; attempt++) {
      const current = await this.db.editState.findUniqueOrThrow({
        where: { recordType_recordId: { recordType: type, recordId: record.id } },
      });
      const live = await this.snapshotAt(type, record.id, current.liveRevision);
      // A direct write that changed none of the kept fields (visibility only) adds no revision.
      const changed = changedFields(type, live, snapshot);
      if (kind === 'EDIT' && changed.length === 0) return current;
      const number = current.head + 1;
      const clearsDraft = publishedDraft !== undefined && current.draftRevision === publishedDraft;
      const ok = await this.db.$transaction(async (tx) => {
        const { count } = await tx.editState.updateMany({
          where: { recordType: type, recordId: record.id, head: current.head },
          data: {
            head: number,
            liveRevision: number,
            ...(clearsDraft ? { draftRevision: null } : {}),
          },
        });
        if (count === 0) return false;
        await tx.revision.create({
          data: {
            recordType: type,
            recordId: record.id,
            number,
            kind,
            snapshot: JSON.stringify(snapshot),
            changed: JSON.stringify(changed),
            authorId: actor.viewer?.id ?? null,
            authorName: actor.viewer?.name ?? null,
          },
        });
        return true;
      });
      if (ok) return { ...state, ...current, head: number, liveRevision: number };
      // Someone saved a draft in between: the live write happened all the same, so take the next number.
      if (attempt >= 5) throw staleBase(current.head, current.head + 1);
    }
  }
}
