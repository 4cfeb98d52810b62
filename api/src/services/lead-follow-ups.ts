import { LEAD_KINDS, type LeadKind } from '@agency/schema/inbox';
import { can } from '@agency/schema/roles';
import { enqueueMail } from '../mail/outbox.ts';
import { requireViewer } from './access.ts';
import { recordAudit } from './audit.ts';
import type { Deps, Viewer } from './deps.ts';
import { leadDescription } from './lead-audit.ts';
import { LEAD_ACCESS, topicOf } from './lead-tables.ts';
import { leadAddress, utcDay } from './lead-work-rules.ts';
import { parseRoles } from './users-shared.ts';

/** The most leads "Due today" and one digest list; beyond it they say how many more. */
export const DUE_LIST_MAX = 50;
const DAY_MS = 86_400_000;
/** The digest goes out from this hour (UTC) on: the start of a European working day. */
export const DIGEST_UTC_HOUR = 6;

export type DueLead = {
  kind: LeadKind;
  id: string;
  name: string;
  topic: string;
  followUpAt: Date;
  overdue: boolean;
};

/**
 * Follow-ups that are due (decision 055): today's and earlier ones, of leads still in the inbox
 * (NEW or READ), assigned to one person. Read through the (assigneeId, followUpAt) index.
 */
export class LeadFollowUpsService {
  constructor(private readonly d: Deps) {}

  /** "Due today" on the dashboard: the viewer's own due and overdue leads, of the kinds they may see. */
  async dueFor(viewer: Viewer | null, now = new Date()): Promise<DueLead[]> {
    const v = requireViewer(viewer);
    return this.#due(v.id, v.roles, now);
  }

  /**
   * The daily digest: one e-mail per assignee with due leads, queued once per UTC day however many
   * instances run the job, and however often (a FollowUpDigest row per person and day is claimed
   * in the transaction that queues the e-mail).
   */
  async sendDigests(now = new Date()): Promise<number> {
    if (now.getUTCHours() < DIGEST_UTC_HOUR) return 0;
    const day = utcDay(now);
    const until = endOfDay(now);
    const ids = new Set<string>();
    for (const kind of LEAD_KINDS) {
      const rows = await this.#table(kind).findMany({
        where: { followUpAt: { lt: until }, assigneeId: { not: null }, status: { in: ['NEW', 'READ'] } },
        select: { assigneeId: true },
        distinct: ['assigneeId'],
      });
      for (const r of rows) if (r.assigneeId) ids.add(r.assigneeId);
    }
    let sent = 0;
    for (const userId of ids) {
      const user = await this.d.db.user.findUnique({ where: { id: userId } });
      if (!user?.active) continue;
      const due = await this.#due(user.id, parseRoles(user.roles), now);
      if (!due.length) continue;
      const queued = await this.d.db.$transaction(async (tx) => {
        // A duplicate is no error on either database (a failed insert would end a PostgreSQL transaction).
        const claimed =
          await tx.$executeRaw`INSERT INTO "FollowUpDigest" ("userId", "day") VALUES (${userId}, ${day}) ON CONFLICT DO NOTHING`;
        if (claimed !== 1) return false;
        await enqueueMail(tx, {
          to: [user.email],
          subject: `Follow-ups due: ${due.length} ${due.length === 1 ? 'lead' : 'leads'}`,
          text: [
            `Good morning ${user.name},`,
            '',
            'These leads of yours are due for a follow-up:',
            '',
            ...due.map(
              (l) =>
                `- ${l.overdue ? `OVERDUE since ${utcDay(l.followUpAt)}` : 'Today'}: ${l.name}, ${leadDescription(l.kind, l.kind === 'contact' ? { id: l.id, interest: l.topic } : { id: l.id, position: l.topic })}\n  ${leadAddress(this.d.config, l.kind, l.id)}`,
            ),
          ].join('\n'),
        });
        return true;
      });
      if (queued) sent++;
    }
    if (sent) {
      await recordAudit(this.d.db, {
        action: 'FOLLOW_UP_DIGEST_SENT',
        by: 'system',
        target: { type: 'system' },
        summary: `Queued ${sent} follow-up ${sent === 1 ? 'digest' : 'digests'} for ${day}`,
        details: { digests: sent, day },
      });
      this.d.kickOutbox();
    }
    return sent;
  }

  async #due(userId: string, roles: readonly string[], now: Date): Promise<DueLead[]> {
    const until = endOfDay(now);
    const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
    const lists = await Promise.all(
      LEAD_KINDS.filter((kind) => can(roles, LEAD_ACCESS[kind])).map(async (kind) =>
        (
          await this.#table(kind).findMany({
            where: { assigneeId: userId, followUpAt: { lt: until }, status: { in: ['NEW', 'READ'] } },
            orderBy: [{ followUpAt: 'asc' }, { id: 'asc' }],
            take: DUE_LIST_MAX,
          })
        ).map((l): DueLead => ({
          kind,
          id: l.id,
          name: l.name,
          topic: topicOf(l),
          followUpAt: l.followUpAt!,
          overdue: l.followUpAt! < today,
        })),
      ),
    );
    return lists
      .flat()
      .sort((a, b) => a.followUpAt.getTime() - b.followUpAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, DUE_LIST_MAX);
  }

  #table(kind: LeadKind) {
    // The two delegates answer the same query; one path reads both.
    return (kind === 'contact'
      ? this.d.db.contactRequest
      : this.d.db.jobApplication) as unknown as Deps['db']['contactRequest'];
  }
}

const endOfDay = (now: Date) => new Date(new Date(`${utcDay(now)}T00:00:00.000Z`).getTime() + DAY_MS);
