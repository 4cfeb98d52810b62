import type { LeadKind } from '@agency/schema/inbox';
import type { Permission } from '@agency/schema/roles';
import type { ContactRequest, Db, JobApplication, Prisma } from '../db.ts';

/**
 * Who may work with each kind of lead (decision 043): every inbox operation of the leads service
 * checks it, and so do lead files' downloads; GraphQL's scopes derive from it.
 */
export const LEAD_ACCESS = {
  contact: 'readContactRequests',
  application: 'readJobApplications',
} as const satisfies Record<LeadKind, Permission>;

/** A contact request or a job application: the two tables share every column but their topic. */
export type Lead = ContactRequest | JobApplication;

/** Enough of a lead to name it: its id and topic. */
export type LeadTopic = Pick<ContactRequest, 'id' | 'interest'> | Pick<JobApplication, 'id' | 'position'>;

/** What the lead is about: a contact request's interest, an application's position. */
export const topicOf = (lead: LeadTopic): string => ('interest' in lead ? lead.interest : lead.position);

/**
 * The few operations the inbox needs, on one lead table. Written out per table, each keeps its own
 * row type (Prisma's two delegates cannot be called through one type without a cast).
 */
export type LeadTable = {
  byId(id: string): Promise<Lead | null>;
  byIds(ids: string[]): Promise<Lead[]>;
  bySubmissionKey(key: string): Promise<Pick<Lead, 'id' | 'createdAt' | 'email'> | null>;
  countNew(): Promise<number>;
  countBySource(since: Date): Promise<{ source: string; count: number }[]>;
  setStatus(id: string, status: string): Promise<Lead>;
};

type Tables =
  | Pick<Db, 'contactRequest' | 'jobApplication'>
  | Pick<Prisma.TransactionClient, 'contactRequest' | 'jobApplication'>;

const KEY_FIELDS = { id: true, createdAt: true, email: true } as const;

export function leadTable(db: Tables, kind: LeadKind): LeadTable {
  if (kind === 'contact') {
    const t = db.contactRequest;
    return {
      byId: (id) => t.findUnique({ where: { id } }),
      byIds: (ids) => t.findMany({ where: { id: { in: ids } } }),
      bySubmissionKey: (key) => t.findUnique({ where: { submissionKey: key }, select: KEY_FIELDS }),
      countNew: () => t.count({ where: { status: 'NEW' } }),
      countBySource: async (since) =>
        (
          await t.groupBy({
            by: ['source'],
            where: { createdAt: { gte: since }, source: { not: null } },
            _count: { _all: true },
          })
        ).map((r) => ({ source: r.source!, count: r._count._all })),
      setStatus: (id, status) => t.update({ where: { id }, data: { status } }),
    };
  }
  const t = db.jobApplication;
  return {
    byId: (id) => t.findUnique({ where: { id } }),
    byIds: (ids) => t.findMany({ where: { id: { in: ids } } }),
    bySubmissionKey: (key) => t.findUnique({ where: { submissionKey: key }, select: KEY_FIELDS }),
    countNew: () => t.count({ where: { status: 'NEW' } }),
    countBySource: async (since) =>
      (
        await t.groupBy({
          by: ['source'],
          where: { createdAt: { gte: since }, source: { not: null } },
          _count: { _all: true },
        })
      ).map((r) => ({ source: r.source!, count: r._count._all })),
    setStatus: (id, status) => t.update({ where: { id }, data: { status } }),
  };
}
