import type { LeadKind } from '@agency/schema/inbox';
import { STAGES_MAX, stageCreate, stageRename } from '@agency/schema/stages';
import { Prisma, type Db, type LeadStage } from '../db.ts';
import { AppError, invalidInput } from '../errors.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission } from './access.ts';
import { recordAudit } from './audit.ts';
import { parseInput } from './input.ts';
import { LEAD_ACCESS } from './lead-tables.ts';
import { LIST_TAGS } from './list-counts.ts';

/** The stage every new lead of a kind starts in (the column's default in the migration). */
export const ENTRY_STAGE = { contact: 'contact-new', application: 'application-new' } as const;

const KIND_MESSAGE = 'Kind must be contact or application.';
export const TABLE = { contact: 'ContactRequest', application: 'JobApplication' } as const;

export function checkedKind(raw: unknown): LeadKind {
  if (raw === 'contact' || raw === 'application') return raw;
  throw invalidInput(KIND_MESSAGE, { kind: KIND_MESSAGE });
}

/**
 * The two pipelines' stages (decision 052). Anyone who may read a kind of lead sees its stages;
 * only OWNER changes them. A stage is retired rather than deleted: its leads and their history
 * keep it, the board stops offering it as a target.
 */
export class StagesService {
  constructor(private readonly d: Deps) {}

  async list(viewer: Viewer | null, kind: LeadKind, opts: { includeRetired?: boolean } = {}) {
    requirePermission(viewer, LEAD_ACCESS[checkedKind(kind)]);
    return this.#stages(this.d.db, kind, opts.includeRetired ?? false);
  }

  async create(actor: Actor, kind: LeadKind, input: { name?: unknown; outcome?: unknown }) {
    requirePermission(actor.viewer, 'manageStages');
    checkedKind(kind);
    const clean = parseInput(stageCreate, { name: input.name, outcome: input.outcome ?? undefined });
    return this.d.db.$transaction(async (tx) => {
      const all = await this.#stages(tx, kind, true);
      if (all.length >= STAGES_MAX)
        throw invalidInput(`A pipeline holds at most ${STAGES_MAX} stages, retired ones included.`, {
          name: `Retire or rename a stage instead: at most ${STAGES_MAX}.`,
        });
      this.#unique(all, clean.name);
      const position = Math.max(0, ...all.map((s) => s.position)) + 10;
      const stage = await tx.leadStage.create({
        data: { kind, name: clean.name, outcome: clean.outcome ?? 'OPEN', position },
      });
      await recordAudit(tx, {
        action: 'STAGE_CREATED',
        by: actor,
        target: { type: 'leadStage', id: stage.id, label: stage.name },
        summary: `Added the stage ${stage.name} (${kindWords(kind)})`,
        details: { kind, outcome: stage.outcome },
      });
      return stage;
    });
  }

  async rename(actor: Actor, id: string, name: unknown) {
    requirePermission(actor.viewer, 'manageStages');
    const clean = parseInput(stageRename, { name });
    const stage = await this.find(this.d.db, id, 'id');
    if (stage.name === clean.name) return stage;
    return this.d.db.$transaction(async (tx) => {
      this.#unique(await this.#stages(tx, stage.kind as LeadKind, false), clean.name, stage.id);
      const renamed = await tx.leadStage.update({ where: { id: stage.id }, data: { name: clean.name } });
      await recordAudit(tx, {
        action: 'STAGE_UPDATED',
        by: actor,
        target: { type: 'leadStage', id: stage.id, label: clean.name },
        summary: `Renamed the stage ${stage.name} to ${clean.name}`,
        details: { from: stage.name, to: clean.name },
      });
      return renamed;
    });
  }

  /** Sets the order of a pipeline's stages: `ids` are all its stages in use (not retired), in order. */
  async order(actor: Actor, kind: LeadKind, ids: readonly string[]) {
    requirePermission(actor.viewer, 'manageStages');
    checkedKind(kind);
    return this.d.db.$transaction(async (tx) => {
      const active = await this.#stages(tx, kind, false);
      const given = new Set(ids);
      if (given.size !== ids.length || active.length !== ids.length || active.some((s) => !given.has(s.id)))
        throw invalidInput('Give every stage in use of this pipeline once, in the new order.', {
          ids: 'List each stage in use (not retired) exactly once.',
        });
      for (const [i, id] of ids.entries())
        await tx.leadStage.update({ where: { id }, data: { position: (i + 1) * 10 } });
      await recordAudit(tx, {
        action: 'STAGE_UPDATED',
        by: actor,
        target: { type: 'leadStage', label: kindWords(kind) },
        summary: `Reordered the ${kindWords(kind)} stages`,
        details: { kind, order: active.length ? ids.map((id) => active.find((s) => s.id === id)!.name) : [] },
      });
      return this.#stages(tx, kind, true);
    });
  }

  /** Retires a stage (or brings it back): its leads stay in it until moved. */
  async retire(actor: Actor, id: string, retired = true) {
    requirePermission(actor.viewer, 'manageStages');
    const stage = await this.find(this.d.db, id, 'id');
    const kind = stage.kind as LeadKind;
    if (retired && stage.id === ENTRY_STAGE[kind])
      throw invalidInput('New leads arrive in this stage: rename it rather than retire it.', {
        id: 'The first stage of a pipeline cannot be retired.',
      });
    if (!!stage.retiredAt === retired) return stage;
    const changed = await this.d.db.$transaction(async (tx) => {
      const row = await tx.leadStage.update({
        where: { id: stage.id },
        data: retired
          ? { retiredAt: new Date() }
          : {
              retiredAt: null,
              position: Math.max(0, ...(await this.#stages(tx, kind, true)).map((s) => s.position)) + 10,
            },
      });
      await recordAudit(tx, {
        action: retired ? 'STAGE_RETIRED' : 'STAGE_UPDATED',
        by: actor,
        target: { type: 'leadStage', id: stage.id, label: stage.name },
        summary: `${retired ? 'Retired' : 'Brought back'} the stage ${stage.name} (${kindWords(kind)})`,
        details: { kind },
      });
      return row;
    });
    this.d.changes.publish([LIST_TAGS[TABLE[kind]]]);
    return changed;
  }

  /**
   * A stage by id, checked as input: unknown → 400 naming `field` (a stage is named by the caller,
   * so a wrong one is bad input, not a missing page).
   */
  async find(db: Db | Prisma.TransactionClient, id: unknown, field: string): Promise<LeadStage> {
    const stage =
      typeof id === 'string' && id.length > 0 && id.length <= 200
        ? await db.leadStage.findUnique({ where: { id } })
        : null;
    if (!stage) throw invalidInput('There is no such stage.', { [field]: 'Choose one of the stages.' });
    return stage;
  }

  /** A stage a lead of `kind` may be moved to: of that kind and not retired. */
  async target(db: Db | Prisma.TransactionClient, kind: LeadKind, id: unknown): Promise<LeadStage> {
    const stage = await this.find(db, id, 'stageId');
    if (stage.kind !== kind)
      throw invalidInput(
        `That stage belongs to the ${stage.kind === 'contact' ? 'contact request' : 'application'} pipeline.`,
        {
          stageId: `Choose a stage of the ${kindWords(kind)} pipeline.`,
        },
      );
    if (stage.retiredAt)
      throw invalidInput(`The stage ${stage.name} is retired.`, { stageId: 'Choose a stage in use.' });
    return stage;
  }

  #stages(db: Db | Prisma.TransactionClient, kind: LeadKind, includeRetired: boolean) {
    return db.leadStage.findMany({
      where: { kind, ...(includeRetired ? {} : { retiredAt: null }) },
      orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
    });
  }

  #unique(stages: LeadStage[], name: string, except?: string) {
    if (stages.some((s) => s.id !== except && s.name.toLowerCase() === name.toLowerCase()))
      throw new AppError('CONFLICT', `There is already a stage called ${name}.`, {
        fields: { name: 'Choose a name no other stage of this pipeline has.' },
      });
  }
}

export const kindWords = (kind: LeadKind) => (kind === 'contact' ? 'sales' : 'hiring');
