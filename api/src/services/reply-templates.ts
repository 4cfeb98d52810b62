import { replyTemplateInput, type ReplyTemplateKind } from '@agency/schema/replies';
import type { LeadKind } from '@agency/schema/inbox';
import type { ReplyTemplate } from '../db.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { requirePermission, requireViewer, viewerCan, type AccessTable } from './access.ts';
import { recordAudit, type AuditTarget } from './audit.ts';
import { forbidden, invalidInput, notFound } from '../errors.ts';
import { parseInput, recordId } from './input.ts';
import { LEAD_ACCESS } from './lead-tables.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === 'P2002';
const NAME_TAKEN = 'Another template has this name.';

/**
 * Reply templates (decision 056): OWNER and ADMIN write them; whoever may answer a kind of lead
 * (ADMIN, OWNER for contact requests; ADMIN, HR, OWNER for applications) reads the ones for it.
 * A template with a placeholder the product does not know is refused on save, naming it.
 */
export class ReplyTemplatesService {
  static readonly access = {
    create: 'manageReplyTemplates',
    update: 'manageReplyTemplates',
    remove: 'manageReplyTemplates',
  } as const satisfies AccessTable<ReplyTemplatesService>;

  constructor(private readonly d: Deps) {}

  /** The templates a viewer may use: all of them for editors, else those of the kinds they may answer. */
  async list(viewer: Viewer | null, kind?: LeadKind | null): Promise<ReplyTemplate[]> {
    const v = requireViewer(viewer);
    const kinds = visibleKinds(v);
    if (kind && !kinds.includes(kind)) throw forbidden();
    const wanted: ReplyTemplateKind[] = kind
      ? ['any', kind]
      : viewerCan(v, 'manageReplyTemplates')
        ? ['any', 'contact', 'application']
        : ['any', ...kinds];
    if (!kind && kinds.length === 0) throw forbidden();
    return this.d.db.replyTemplate.findMany({
      where: { kind: { in: wanted } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
  }

  async byId(viewer: Viewer | null, id: string): Promise<ReplyTemplate> {
    const v = requireViewer(viewer);
    const row = await this.d.db.replyTemplate.findUnique({ where: { id: recordId(id) } });
    if (!row) throw notFound('Template');
    const kinds = visibleKinds(v);
    if (row.kind === 'any' ? kinds.length === 0 : !kinds.includes(row.kind as LeadKind)) throw forbidden();
    return row;
  }

  async create(actor: Actor, input: unknown): Promise<ReplyTemplate> {
    requirePermission(actor.viewer, ReplyTemplatesService.access.create);
    const data = parseInput(replyTemplateInput, input);
    return this.#unique(() =>
      this.d.db.$transaction(async (tx) => {
        const row = await tx.replyTemplate.create({ data });
        await recordAudit(tx, {
          action: 'REPLY_TEMPLATE_CREATED',
          by: actor,
          target: target(row),
          summary: `Created the reply template "${row.name}"`,
        });
        return row;
      }),
    );
  }

  async update(actor: Actor, id: string, input: unknown): Promise<ReplyTemplate> {
    requirePermission(actor.viewer, ReplyTemplatesService.access.update);
    const data = parseInput(replyTemplateInput, input);
    const before = await this.d.db.replyTemplate.findUnique({ where: { id: recordId(id) } });
    if (!before) throw notFound('Template');
    return this.#unique(() =>
      this.d.db.$transaction(async (tx) => {
        const row = await tx.replyTemplate.update({ where: { id: before.id }, data });
        const changed = (['name', 'kind', 'subject', 'body'] as const).filter((f) => before[f] !== row[f]);
        if (changed.length)
          await recordAudit(tx, {
            action: 'REPLY_TEMPLATE_UPDATED',
            by: actor,
            target: target(row),
            summary: `Changed the reply template "${row.name}"`,
            details: { fields: changed },
          });
        return row;
      }),
    );
  }

  async remove(actor: Actor, id: string): Promise<boolean> {
    requirePermission(actor.viewer, ReplyTemplatesService.access.remove);
    const before = await this.d.db.replyTemplate.findUnique({ where: { id: recordId(id) } });
    if (!before) throw notFound('Template');
    await this.d.db.$transaction(async (tx) => {
      // Replies keep their own text, so a template can go without touching what was sent with it.
      const { count } = await tx.replyTemplate.deleteMany({ where: { id: before.id } });
      if (count === 1)
        await recordAudit(tx, {
          action: 'REPLY_TEMPLATE_DELETED',
          by: actor,
          target: target(before),
          summary: `Deleted the reply template "${before.name}"`,
        });
    });
    return true;
  }

  async #unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw invalidInput(NAME_TAKEN, { name: NAME_TAKEN });
      throw err;
    }
  }
}

const target = (t: Pick<ReplyTemplate, 'id' | 'name'>): AuditTarget => ({
  type: 'replyTemplate',
  id: t.id,
  label: t.name,
});

/** The lead kinds a viewer may answer. */
const visibleKinds = (v: Viewer): LeadKind[] =>
  (['contact', 'application'] as const).filter((k) => viewerCan(v, LEAD_ACCESS[k]));
