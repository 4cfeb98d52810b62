import type { PreviewKind } from '@agency/schema/previews';
import { viewerCan } from './access.ts';
import type { Db } from '../db.ts';
import { AppError } from '../errors.ts';
import type { Viewer } from './deps.ts';
import { ApprovalPolicy } from './approval-policy.ts';
import { contentHash, recordKey } from './previews.ts';

export const APPROVAL_NEEDED =
  'Publishing needs an approval first: submit it for review, or ask the owner or an admin to publish it.';

/**
 * The rule of decision 049 at the one place content goes live: while the owner requires approvals,
 * a copywriter or HR member may publish (or change what is published) only content that an
 * approval covers, through a preview link or by ADMIN/OWNER in the editor; ADMIN and OWNER publish
 * as before. The articles and vacancies services ask it before every write that leaves the record
 * visible; the drafts' "Publish changes" asks it too.
 */
export class PublishGate {
  readonly #policy: ApprovalPolicy;

  constructor(private readonly db: Db) {
    this.#policy = new ApprovalPolicy(db);
  }

  /**
   * `after`: the record as the write would leave it (null id for one not created yet); `live`: the
   * record as visitors see it now, when they do. Unchanged published content needs no approval.
   */
  async assertMayPublish(
    viewer: Viewer,
    kind: PreviewKind,
    after: { id: string | null; visibility: boolean } & Record<string, unknown>,
    live?: ({ visibility: boolean } & Record<string, unknown>) | null,
  ): Promise<void> {
    if (!after.visibility || viewerCan(viewer, 'approveContent')) return;
    if (!(await this.#policy.required())) return;
    const hash = contentHash(kind, after);
    if (live?.visibility && contentHash(kind, live) === hash) return;
    const approval =
      after.id &&
      (await this.db.reviewEvent.findFirst({
        where: { ...recordKey(kind, after.id), type: 'APPROVAL', contentHash: hash },
        select: { id: true },
      }));
    if (!approval)
      throw new AppError('FORBIDDEN', APPROVAL_NEEDED, { fields: { visibility: APPROVAL_NEEDED } });
  }
}

/** A record as a write leaves it: each change that is not undefined (null clears) over the row. */
export function withChanges<R extends object>(row: R, changes: object): R & Record<string, unknown> {
  const after = { ...row } as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) after[key] = value;
  return after as R & Record<string, unknown>;
}
