import { randomBytes } from 'node:crypto';
import type { LeadKind } from '@agency/schema/inbox';
import type { WebhookEventType } from '@agency/schema/webhooks';
import type { Article, Prisma, Vacancy } from '../db.ts';
import { LEAD_ACCESS, topicOf, type Lead } from './lead-tables.ts';

/** Any client that can queue a delivery: the transaction of the change it announces. */
export type WebhookTx = Pick<Prisma.TransactionClient, 'webhookEndpoint' | 'webhookDelivery'>;

/** A Standard Webhooks message id: the `webhook-id` every attempt and resend of the event carries. */
export const newEventId = () => `msg_${randomBytes(18).toString('base64url')}`;

/** The JSON body of every delivery (Standard Webhooks' recommended shape). */
export const webhookBody = (type: string, data: unknown, at: Date) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

export const parseList = (json: string): string[] => {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** What a lead event carries: `kind` decides which permission an endpoint needs to receive it. */
export type LeadEventData = { kind: LeadKind; lead: Record<string, unknown> } & Record<string, unknown>;

/**
 * Queues `type` for every enabled endpoint subscribed to it, inside `tx`, the transaction of the
 * change it announces (decision 062): the event is kept exactly when the change is. A lead event
 * (`data.kind` contact or application) goes only to endpoints whose own permission list holds that
 * kind's permission (readContactRequests / readJobApplications), as a staff member's would. The
 * webhook worker sends the rows after the answer. Returns how many deliveries were queued.
 *
 * `lead.stage_changed` is queued the same way by whoever changes a lead's stage, with
 * `{ kind, lead: leadPayload(kind, row), from, to }`.
 */
export async function enqueueWebhookEvent(
  tx: WebhookTx,
  type: WebhookEventType,
  data: Record<string, unknown>,
  at = new Date(),
): Promise<number> {
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { enabled: true },
    select: { id: true, events: true, permissions: true },
  });
  const kind = type.startsWith('lead.') ? (data as LeadEventData).kind : undefined;
  const needs = kind ? LEAD_ACCESS[kind] : undefined;
  const to = endpoints.filter(
    (e) => parseList(e.events).includes(type) && (!needs || parseList(e.permissions).includes(needs)),
  );
  if (to.length === 0) return 0;
  const eventId = newEventId();
  const payload = webhookBody(type, data, at);
  const leadId = kind ? String((data as LeadEventData).lead.id) : null;
  await tx.webhookDelivery.createMany({
    data: to.map((e) => ({
      eventId,
      type,
      payload,
      endpointId: e.id,
      leadId,
      createdAt: at,
      nextAttemptAt: at,
    })),
  });
  return to.length;
}

/** A lead as an endpoint allowed to read it sees it: the inbox's fields, the file by name only. */
export function leadPayload(kind: LeadKind, lead: Lead): Record<string, unknown> {
  return {
    id: lead.id,
    kind,
    createdAt: lead.createdAt.toISOString(),
    status: lead.status,
    name: lead.name,
    email: lead.email,
    country: lead.country,
    [kind === 'contact' ? 'interest' : 'position']: topicOf(lead),
    message: lead.message,
    attachmentName: lead.attachmentName,
    source: lead.source,
  };
}

/** `lead.received`, in the transaction that stores (or releases from spam) the lead. */
export const enqueueLeadReceived = (tx: WebhookTx, kind: LeadKind, lead: Lead) =>
  enqueueWebhookEvent(tx, 'lead.received', { kind, lead: leadPayload(kind, lead) });

function articlePayload(a: Article) {
  return {
    id: a.id,
    slug: a.slug,
    path: `/blog/${a.slug}`,
    title: a.title,
    description: a.description,
    category: a.category,
    coverUrl: a.coverUrl,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/**
 * The event an article write makes, by its visibility before and after (null: it did not exist /
 * was deleted): shown -> published, hidden -> unpublished, a published one written -> updated.
 * Drafts are nobody's business outside.
 */
export async function enqueueArticleChange(tx: WebhookTx, before: Article | null, after: Article | null) {
  const was = !!before?.visibility;
  const is = !!after?.visibility;
  const type =
    !was && is
      ? 'article.published'
      : was && !is
        ? 'article.unpublished'
        : was && is
          ? 'article.updated'
          : null;
  const row = after ?? before;
  if (type && row) await enqueueWebhookEvent(tx, type, { article: articlePayload(row) });
}

function vacancyPayload(v: Vacancy) {
  return {
    id: v.id,
    slug: v.slug,
    path: v.slug ? `/careers/${v.slug}` : null,
    name: v.name,
    city: v.city,
    country: v.country,
    remote: v.remote,
    experience: v.experience,
    languageLvl: v.languageLvl,
    closesAt: v.closesAt?.toISOString() ?? null,
    updatedAt: v.updatedAt.toISOString(),
  };
}

/**
 * A vacancy opens when it becomes listed and closes when it stops being listed: hidden by staff,
 * deleted, or hidden by its closing date's scheduled change (services/schedules.ts runs a CLOSE as
 * the hide a staff member makes, so it comes through here too).
 */
export async function enqueueVacancyChange(tx: WebhookTx, before: Vacancy | null, after: Vacancy | null) {
  const now = Date.now();
  const was = !!before?.visibility;
  const is = !!after?.visibility && (!after.closesAt || after.closesAt.getTime() > now);
  const type = !was && is ? 'vacancy.opened' : was && !is ? 'vacancy.closed' : null;
  const row = after ?? before;
  if (type && row) await enqueueWebhookEvent(tx, type, { vacancy: vacancyPayload(row) });
}
