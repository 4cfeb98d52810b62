import type { Deps, Viewer } from './deps.ts';
import { requirePermission, type AccessTable } from './access.ts';

/**
 * E-mails the outbox gave up on after its retries (mail/outbox.ts keeps them as FAILED rows). They
 * are shown to the staff who may read them, not only logged: recipients, subjects and the mail
 * server's last error.
 */
export class MailFailuresService {
  /** Who may call what (decision 043). */
  static readonly access = {
    summary: 'readMailFailures',
  } as const satisfies AccessTable<MailFailuresService>;

  constructor(private readonly d: Deps) {}

  /** How many there are, and the newest few. */
  async summary(viewer: Viewer | null, newest = 5) {
    requirePermission(viewer, MailFailuresService.access.summary);
    const where = { status: 'FAILED' };
    const [count, recent] = await Promise.all([
      this.d.db.outboxMessage.count({ where }),
      this.d.db.outboxMessage.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: newest,
        select: { id: true, to: true, subject: true, lastError: true, attempts: true, createdAt: true },
      }),
    ]);
    return { count, recent };
  }
}
