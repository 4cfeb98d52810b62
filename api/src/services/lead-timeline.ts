import type { LeadKind } from '@agency/schema/inbox';
import type { Db } from '../db.ts';
import { requirePermission } from './access.ts';
import type { Viewer } from './deps.ts';
import { LEAD_ACCESS, leadTable } from './lead-tables.ts';
import { notificationsOf } from './lead-notification.ts';
import { stageTimeline } from './lead-stages.ts';
import { mergeTimeline as personMerges } from './people.ts';
import { replyTimeline } from './replies.ts';
import { notFound } from '../errors.ts';

/** One thing that happened to a lead, as the lead page's timeline shows it (decision 054). */
export interface TimelineEntry {
  id: string;
  at: Date;
  kind: string;
  actorName: string | null;
  summary: string;
  body: string | null;
}

/** Where timeline entries come from; other features add theirs to TIMELINE_SOURCES' list. */
export type TimelineSource = (kind: LeadKind, leadId: string) => Promise<TimelineEntry[]>;

/**
 * Each source reads at most this many of its newest rows, by the (kind, lead, createdAt) index its
 * table has, so a lead with hundreds of notes is still a few indexed reads (decision 054).
 */
export const TIMELINE_SOURCE_LIMIT = 500;
const take = TIMELINE_SOURCE_LIMIT;

const submission =
  (db: Db): TimelineSource =>
  async (kind, leadId) => {
    const lead = await leadTable(db, kind).byId(leadId);
    if (!lead) return [];
    return [
      {
        id: `submitted:${lead.id}`,
        at: lead.createdAt,
        kind: 'SUBMITTED',
        actorName: lead.name,
        summary: kind === 'contact' ? 'Sent the contact form' : 'Applied through the careers form',
        body: null,
      },
    ];
  };

const assignments =
  (db: Db): TimelineSource =>
  async (kind, leadId) =>
    (
      await db.leadAssignment.findMany({
        where: { leadKind: kind, leadId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      })
    ).map((a) => ({
      id: `assigned:${a.id}`,
      at: a.createdAt,
      kind: 'ASSIGNED',
      actorName: a.byName,
      summary: a.assigneeId ? `Assigned to ${a.assigneeName ?? 'a former staff member'}` : 'Unassigned',
      body: null,
    }));

const notes =
  (db: Db): TimelineSource =>
  async (kind, leadId) =>
    (
      await db.leadNote.findMany({
        where: { leadKind: kind, leadId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      })
    ).map((n) => ({
      id: `note:${n.id}`,
      at: n.createdAt,
      kind: 'NOTE',
      actorName: n.authorName,
      summary: n.followUpAt ? `Noted; follow up on ${n.followUpAt.toISOString().slice(0, 10)}` : 'Noted',
      body: n.body,
    }));

/** The lead's e-mails (decision 043 ties them to it): its notifications, assignments, mentions. */
const emails =
  (db: Db): TimelineSource =>
  async (kind, leadId) =>
    (
      await db.outboxMessage.findMany({
        where: notificationsOf({ kind, id: leadId }),
        select: { id: true, subject: true, to: true, status: true, sentAt: true, createdAt: true },
        orderBy: { createdAt: 'desc' },
        take,
      })
    ).map((m) => ({
      id: `email:${m.id}`,
      at: m.sentAt ?? m.createdAt,
      kind: 'EMAIL',
      actorName: null,
      summary: `${m.status === 'SENT' ? 'E-mail sent' : m.status === 'FAILED' ? 'E-mail failed' : 'E-mail queued'}: ${m.subject}`,
      body: `To ${m.to}`,
    }));

/** Downloads of the lead's file: the audit log records each (services/uploads.ts), by the lead's id. */
const downloads =
  (db: Db): TimelineSource =>
  async (_kind, leadId) =>
    (
      await db.auditEntry.findMany({
        where: { targetId: leadId, action: 'LEAD_FILE_DOWNLOADED' },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      })
    ).map((e) => ({
      id: `download:${e.id}`,
      at: e.createdAt,
      kind: 'DOWNLOADED',
      actorName: e.actorEmail,
      summary: e.summary,
      body: null,
    }));

/**
 * The timeline's sources. Other features add their own TimelineSource here at merge: stage changes
 * ('STAGE_CHANGED'), replies ('REPLY'), merges ('MERGED').
 */
export const TIMELINE_SOURCES: ((db: Db) => TimelineSource)[] = [
  submission,
  assignments,
  notes,
  emails,
  downloads,
  // Stage moves (decision 052) and replies sent from the lead's page (decision 056).
  stageTimeline,
  replyTimeline,
  // Merges and unmerges of the person the lead belongs to (decision 058).
  personMerges,
];

/** Every source's entries for one lead, oldest first (ties by id, so the order is stable). */
export async function mergeTimeline(
  sources: readonly TimelineSource[],
  kind: LeadKind,
  leadId: string,
): Promise<TimelineEntry[]> {
  const lists = await Promise.all(sources.map((s) => s(kind, leadId)));
  return lists.flat().sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
}

export class LeadTimelineService {
  readonly #sources: TimelineSource[];
  constructor(
    private readonly db: Db,
    sources = TIMELINE_SOURCES,
  ) {
    this.#sources = sources.map((make) => make(db));
  }

  async timeline(viewer: Viewer | null, kind: LeadKind, leadId: string): Promise<TimelineEntry[]> {
    requirePermission(viewer, LEAD_ACCESS[kind]);
    if (!(await leadTable(this.db, kind).byId(String(leadId ?? ''))))
      throw notFound(kind === 'contact' ? 'Contact request' : 'Job application');
    return mergeTimeline(this.#sources, kind, String(leadId));
  }
}
