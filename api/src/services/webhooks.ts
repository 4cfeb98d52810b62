import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_MESSAGES as M,
  WEBHOOK_TEST_EVENT,
  webhookEndpointCreate,
  webhookEndpointUpdate,
} from '@agency/schema/webhooks';
import type { WebhookDelivery, WebhookEndpoint } from '../db.ts';
import { forbidden, invalidInput, notFound } from '../errors.ts';
import { AddressRefused, resolveDeliveryAddress } from '../webhooks/address-guard.ts';
import { isOwner, requirePermission, type AccessTable } from './access.ts';
import { audited } from './audit.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { parseInput, recordId } from './input.ts';
import { newEventId, parseList, webhookBody } from './webhook-events.ts';

/** An endpoint as staff see it: never its secret, which is shown once, when it is made. */
export type WebhookEndpointView = Omit<WebhookEndpoint, 'secret' | 'events' | 'permissions'> & {
  events: string[];
  permissions: string[];
};
export type DeliveryPage = { items: WebhookDelivery[]; hasMore: boolean; endCursor: string | null };

/** The change-feed tag a queued test or resend announces: every instance's worker looks. */
export const WEBHOOKS_TAG = 'webhooks';

/** Endpoints are few (a CRM, a chat, a mirror); the screen shows them all. */
const MAX_ENDPOINTS = 50;
const PAGE_MAX = 100;
/** How long the check at save time waits for DNS; the send checks again anyway. */
const SAVE_LOOKUP_MS = 3000;

const view = (e: WebhookEndpoint): WebhookEndpointView => {
  const { secret: _secret, ...rest } = e;
  return { ...rest, events: parseList(e.events), permissions: parseList(e.permissions) };
};

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Webhook endpoints and their delivery log (decision 062), for OWNER and ADMIN. Events are queued
 * by the services that make the changes (webhook-events.ts); this service registers where they go,
 * shows what happened to them, resends one and sends a test.
 */
export class WebhooksService {
  static readonly access = {
    list: 'manageWebhooks',
    create: 'manageWebhooks',
    update: 'manageWebhooks',
    remove: 'manageWebhooks',
    deliveries: 'manageWebhooks',
    resend: 'manageWebhooks',
    sendTest: 'manageWebhooks',
  } as const satisfies AccessTable<WebhooksService>;

  constructor(private readonly d: Deps) {}

  /** Wakes the webhook workers (each instance's listens on the change feed) for a queued delivery. */
  private kick() {
    this.d.changes.publish([WEBHOOKS_TAG]);
  }

  async list(viewer: Viewer | null): Promise<WebhookEndpointView[]> {
    requirePermission(viewer, WebhooksService.access.list);
    const rows = await this.d.db.webhookEndpoint.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: MAX_ENDPOINTS,
    });
    return rows.map(view);
  }

  /** Registers an endpoint; the answer holds its secret, the only time anyone sees it. */
  async create(actor: Actor, input: unknown): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
    const v = requirePermission(actor.viewer, WebhooksService.access.create);
    const clean = parseInput(webhookEndpointCreate, input);
    if (clean.allowPrivate && !isOwner(v)) throw forbidden(M.allowPrivate, { allowPrivate: M.allowPrivate });
    if (!clean.allowPrivate) await this.#checkAddress(clean.url);
    if ((await this.d.db.webhookEndpoint.count()) >= MAX_ENDPOINTS)
      throw invalidInput(`At most ${MAX_ENDPOINTS} endpoints; delete one first.`, {
        url: `At most ${MAX_ENDPOINTS} endpoints.`,
      });
    const secret = newSecret();
    const row = await audited(
      this.d.db,
      (tx) =>
        tx.webhookEndpoint.create({
          data: {
            url: clean.url,
            description: clean.description ?? '',
            events: JSON.stringify(clean.events),
            permissions: JSON.stringify(clean.permissions ?? []),
            enabled: clean.enabled ?? true,
            allowPrivate: clean.allowPrivate ?? false,
            secret,
            createdById: v.id,
          },
        }),
      (e) => ({
        action: 'WEBHOOK_CREATED',
        by: actor,
        target: { type: 'webhook', id: e.id, label: e.url },
        summary: `Registered the webhook endpoint ${e.url} for ${clean.events.join(', ')}`,
        details: { events: clean.events, grants: clean.permissions ?? [], allowPrivate: e.allowPrivate },
      }),
    );
    return { endpoint: view(row), secret };
  }

  /** Changes an endpoint; left out or null keeps a field. */
  async update(actor: Actor, id: unknown, input: unknown): Promise<WebhookEndpointView> {
    const v = requirePermission(actor.viewer, WebhooksService.access.update);
    const existing = await this.#find(id);
    const clean = parseInput(webhookEndpointUpdate, input);
    if (!isOwner(v)) {
      if (clean.allowPrivate === true && !existing.allowPrivate)
        throw forbidden(M.allowPrivate, { allowPrivate: M.allowPrivate });
      // The owner allowed this endpoint inside: only the owner may point it elsewhere.
      if (existing.allowPrivate && clean.allowPrivate !== false && clean.url && clean.url !== existing.url)
        throw forbidden(M.allowPrivate, { url: M.allowPrivate });
    }
    const allowPrivate = clean.allowPrivate ?? existing.allowPrivate;
    const url = clean.url ?? existing.url;
    if (!allowPrivate && (clean.url || clean.allowPrivate === false)) await this.#checkAddress(url);
    const data = {
      url,
      description: clean.description ?? undefined,
      events: clean.events ? JSON.stringify(clean.events) : undefined,
      permissions: clean.permissions ? JSON.stringify(clean.permissions) : undefined,
      enabled: clean.enabled ?? undefined,
      allowPrivate,
    };
    const changed = Object.entries(clean)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key]) => key);
    const row = await audited(
      this.d.db,
      (tx) => tx.webhookEndpoint.update({ where: { id: existing.id }, data }),
      (e) => ({
        action: 'WEBHOOK_UPDATED',
        by: actor,
        target: { type: 'webhook', id: e.id, label: e.url },
        summary: `Changed the webhook endpoint ${e.url}${e.enabled ? '' : ' (disabled)'}`,
        details: { fields: changed, enabled: e.enabled, allowPrivate: e.allowPrivate },
      }),
    );
    return view(row);
  }

  /** Deletes an endpoint with its delivery log. */
  async remove(actor: Actor, id: unknown): Promise<string> {
    requirePermission(actor.viewer, WebhooksService.access.remove);
    const existing = await this.#find(id);
    await audited(
      this.d.db,
      (tx) => tx.webhookEndpoint.deleteMany({ where: { id: existing.id } }),
      () => ({
        action: 'WEBHOOK_DELETED',
        by: actor,
        target: { type: 'webhook', id: existing.id, label: existing.url },
        summary: `Deleted the webhook endpoint ${existing.url}`,
      }),
    );
    return existing.id;
  }

  /** One endpoint's deliveries, newest first, a page at a time (`after`: the last id seen). */
  async deliveries(
    viewer: Viewer | null,
    endpointId: unknown,
    opts: { first?: number | null; after?: string | null } = {},
  ): Promise<DeliveryPage> {
    requirePermission(viewer, WebhooksService.access.deliveries);
    const endpoint = await this.#find(endpointId);
    const first = opts.first ?? 20;
    if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX)
      throw invalidInput(`Ask for 1 to ${PAGE_MAX} deliveries.`, { first: `1 to ${PAGE_MAX}.` });
    const after = opts.after
      ? await this.d.db.webhookDelivery.findUnique({ where: { id: opts.after } })
      : null;
    if (opts.after && (!after || after.endpointId !== endpoint.id))
      throw invalidInput('This page cursor is not valid.', { after: 'Start again from the first page.' });
    const rows = await this.d.db.webhookDelivery.findMany({
      where: {
        endpointId: endpoint.id,
        ...(after
          ? {
              OR: [
                { createdAt: { lt: after.createdAt } },
                { createdAt: after.createdAt, id: { lt: after.id } },
              ],
            }
          : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: first + 1,
    });
    const items = rows.slice(0, first);
    return { items, hasMore: rows.length > first, endCursor: items.at(-1)?.id ?? null };
  }

  /**
   * Sends a delivery again, now, with its event id unchanged (a receiver that had it deduplicates)
   * and a fresh round of attempts. One being sent right now is left to finish.
   */
  async resend(actor: Actor, deliveryId: unknown): Promise<WebhookDelivery> {
    requirePermission(actor.viewer, WebhooksService.access.resend);
    const row = await this.d.db.webhookDelivery.findUnique({ where: { id: recordId(deliveryId) } });
    if (!row) throw notFound('Delivery');
    const endpoint = await this.#find(row.endpointId);
    const updated = await audited(
      this.d.db,
      async (tx) => {
        await tx.webhookDelivery.updateMany({
          where: { id: row.id, status: { not: 'SENDING' } },
          data: { status: 'PENDING', attempts: 0, nextAttemptAt: new Date(), lastError: null },
        });
        return tx.webhookDelivery.findUniqueOrThrow({ where: { id: row.id } });
      },
      () => ({
        action: 'WEBHOOK_RESENT',
        by: actor,
        target: { type: 'webhook', id: endpoint.id, label: endpoint.url },
        summary: `Resent the ${row.type} delivery ${row.eventId} to ${endpoint.url}`,
      }),
    );
    this.kick();
    return updated;
  }

  /** Queues a `webhook.test` delivery to this endpoint (whatever it subscribes to). */
  async sendTest(actor: Actor, endpointId: unknown): Promise<WebhookDelivery> {
    const v = requirePermission(actor.viewer, WebhooksService.access.sendTest);
    const endpoint = await this.#find(endpointId);
    const at = new Date();
    const eventId = newEventId();
    const payload = webhookBody(WEBHOOK_TEST_EVENT, { endpointId: endpoint.id, sentBy: v.email }, at);
    const row = await audited(
      this.d.db,
      (tx) =>
        tx.webhookDelivery.create({
          data: { eventId, type: WEBHOOK_TEST_EVENT, payload, endpointId: endpoint.id, createdAt: at },
        }),
      () => ({
        action: 'WEBHOOK_TESTED',
        by: actor,
        target: { type: 'webhook', id: endpoint.id, label: endpoint.url },
        summary: `Sent a test delivery to ${endpoint.url}`,
      }),
    );
    this.kick();
    return row;
  }

  async #find(id: unknown): Promise<WebhookEndpoint> {
    const row = await this.d.db.webhookEndpoint.findUnique({ where: { id: recordId(id) } });
    if (!row) throw notFound('Webhook endpoint');
    return row;
  }

  /**
   * Refuses an address inside at once, so staff learn it when saving. A name that does not resolve
   * now is accepted (it may exist by the time of the first event); the send checks again.
   */
  async #checkAddress(url: string): Promise<void> {
    const { hostname } = new URL(url);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        resolveDeliveryAddress(hostname, false),
        new Promise((resolve) => (timer = setTimeout(resolve, SAVE_LOOKUP_MS))),
      ]);
    } catch (err) {
      if (err instanceof AddressRefused && !/could not be resolved|has no address/.test(err.message))
        throw invalidInput(M.privateAddress, { url: M.privateAddress });
    } finally {
      clearTimeout(timer);
    }
  }
}
