import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES, WEBHOOK_PERMISSIONS } from '@agency/schema/webhooks';
import type { WebhookDelivery } from '../db.ts';
import type { DeliveryPage, WebhookEndpointView } from '../services/webhooks.ts';
import { WebhooksService } from '../services/webhooks.ts';
import { builder, scopeOf } from './builder.ts';

/**
 * Webhooks (decision 062): where events go, what happened to each delivery, resend and test.
 * Resolvers call WebhooksService, which checks who calls, then the fields.
 */

const EVENTS = `One or more of: ${WEBHOOK_EVENT_TYPES.join(', ')}.`;
const GRANTS = `Any of: ${WEBHOOK_PERMISSIONS.join(', ')} (lead events of a kind go only to endpoints holding its permission).`;

const EventTypeRef = builder.objectRef<{ type: string; description: string }>('WebhookEventType').implement({
  description: 'An event an endpoint may subscribe to.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'Its name, as deliveries carry it (e.g. lead.received).' }),
    description: t.exposeString('description', { description: 'What happened.' }),
  }),
});

const EndpointRef = builder.objectRef<WebhookEndpointView>('WebhookEndpoint').implement({
  description: 'A registered receiver of webhook events. Its signing secret is shown once, when it is made.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    url: t.exposeString('url', { description: 'The https:// address deliveries are POSTed to.' }),
    description: t.exposeString('description', { description: 'What it is for.' }),
    events: t.exposeStringList('events', { description: `The events it receives. ${EVENTS}` }),
    permissions: t.exposeStringList('permissions', { description: `Its permissions. ${GRANTS}` }),
    enabled: t.exposeBoolean('enabled', { description: 'False: nothing is queued or sent to it.' }),
    allowPrivate: t.exposeBoolean('allowPrivate', {
      description: 'Deliveries may go to private, loopback and link-local addresses (set by the owner only).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was registered.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
  }),
});

const CreatedEndpointRef = builder
  .objectRef<{ endpoint: WebhookEndpointView; secret: string }>('CreatedWebhookEndpoint')
  .implement({
    description: 'A new endpoint with its signing secret: shown this once, never again.',
    fields: (t) => ({
      endpoint: t.field({ type: EndpointRef, description: 'The endpoint.', resolve: (c) => c.endpoint }),
      secret: t.exposeString('secret', {
        description: 'The Standard Webhooks secret (whsec_…) the receiver verifies signatures with.',
      }),
    }),
  });

const DeliveryRef = builder.objectRef<WebhookDelivery>('WebhookDelivery').implement({
  description: 'One event sent (or to be sent) to one endpoint.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier (to resend it).' }),
    eventId: t.exposeString('eventId', {
      description:
        'The webhook-id header: the same on every attempt and resend, for receivers to deduplicate.',
    }),
    type: t.exposeString('type', { description: 'The event (or webhook.test).' }),
    status: t.string({
      description: 'PENDING (waiting or being sent), DELIVERED or FAILED (gave up or refused).',
      resolve: (d) => (d.status === 'SENDING' ? 'PENDING' : d.status),
    }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made so far.' }),
    lastStatus: t.exposeInt('lastStatus', {
      nullable: true,
      description: "The receiver's last HTTP status; null when it was not reached.",
    }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last attempt failed.' }),
    nextAttemptAt: t.expose('nextAttemptAt', {
      type: 'DateTime',
      description: 'When it is tried next (while PENDING).',
    }),
    deliveredAt: t.expose('deliveredAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it arrived.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event happened.' }),
    payload: t.exposeString('payload', { description: 'The JSON body, exactly as signed.' }),
  }),
});

const DeliveryPageRef = builder.objectRef<DeliveryPage>('WebhookDeliveryPage').implement({
  description: 'A page of deliveries, newest first.',
  fields: (t) => ({
    items: t.field({ type: [DeliveryRef], description: 'The deliveries.', resolve: (p) => p.items }),
    hasMore: t.exposeBoolean('hasMore', { description: 'More follow after endCursor.' }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'Pass as `after` for the next page.',
    }),
  }),
});

const EndpointInput = builder.inputType('WebhookEndpointInput', {
  description: 'A webhook endpoint. On a change, fields left out (or null) stay as they are.',
  fields: (t) => ({
    url: t.string({ description: 'An https:// address that is not inside a private network.' }),
    description: t.string({ description: 'What it is for (up to 200 characters).' }),
    events: t.stringList({ description: EVENTS }),
    permissions: t.stringList({ description: GRANTS }),
    enabled: t.boolean({ description: 'False pauses it.' }),
    allowPrivate: t.boolean({ description: 'Allow private and loopback addresses (OWNER only).' }),
  }),
});

const ID = 'The endpoint id.';

builder.queryFields((t) => ({
  webhookEventTypes: t.field({
    type: [EventTypeRef],
    description: 'The events an endpoint may subscribe to (ADMIN, OWNER).',
    authScopes: scopeOf(WebhooksService.access.list),
    resolve: () => WEBHOOK_EVENT_TYPES.map((type) => ({ type, description: WEBHOOK_EVENTS[type] })),
  }),
  webhookEndpoints: t.field({
    type: [EndpointRef],
    description: 'Every webhook endpoint, newest first (ADMIN, OWNER).',
    authScopes: scopeOf(WebhooksService.access.list),
    resolve: async (_root, _args, ctx) => ctx.services.webhooks.list(await ctx.viewer()),
  }),
  webhookDeliveries: t.field({
    type: DeliveryPageRef,
    description: "An endpoint's delivery log, newest first (ADMIN, OWNER).",
    authScopes: scopeOf(WebhooksService.access.deliveries),
    args: {
      endpointId: t.arg.id({ required: true, description: ID }),
      first: t.arg.int({ description: 'How many (1-100, default 20).' }),
      after: t.arg.string({ description: "The previous page's endCursor." }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.webhooks.deliveries(await ctx.viewer(), args.endpointId, args),
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: CreatedEndpointRef,
    description: 'Registers an endpoint and answers its secret, once (ADMIN, OWNER). Recorded.',
    authScopes: scopeOf(WebhooksService.access.create),
    args: { input: t.arg({ type: EndpointInput, required: true, description: 'The endpoint.' }) },
    resolve: async (_root, args, ctx) => ctx.services.webhooks.create(await ctx.actor(), args.input),
  }),
  updateWebhookEndpoint: t.field({
    type: EndpointRef,
    description: 'Changes, disables or enables an endpoint (ADMIN, OWNER). Recorded.',
    authScopes: scopeOf(WebhooksService.access.update),
    args: {
      id: t.arg.id({ required: true, description: ID }),
      input: t.arg({ type: EndpointInput, required: true, description: 'What changes.' }),
    },
    resolve: async (_root, args, ctx) => ctx.services.webhooks.update(await ctx.actor(), args.id, args.input),
  }),
  deleteWebhookEndpoint: t.id({
    description: 'Deletes an endpoint and its delivery log (ADMIN, OWNER). Recorded. Answers its id.',
    authScopes: scopeOf(WebhooksService.access.remove),
    args: { id: t.arg.id({ required: true, description: ID }) },
    resolve: async (_root, args, ctx) => ctx.services.webhooks.remove(await ctx.actor(), args.id),
  }),
  resendWebhookDelivery: t.field({
    type: DeliveryRef,
    description: 'Sends a delivery again now, with the same webhook-id (ADMIN, OWNER). Recorded.',
    authScopes: scopeOf(WebhooksService.access.resend),
    args: { id: t.arg.id({ required: true, description: 'The delivery id.' }) },
    resolve: async (_root, args, ctx) => ctx.services.webhooks.resend(await ctx.actor(), args.id),
  }),
  sendTestWebhook: t.field({
    type: DeliveryRef,
    description: 'Queues a webhook.test delivery to the endpoint (ADMIN, OWNER). Recorded.',
    authScopes: scopeOf(WebhooksService.access.sendTest),
    args: { endpointId: t.arg.id({ required: true, description: ID }) },
    resolve: async (_root, args, ctx) => ctx.services.webhooks.sendTest(await ctx.actor(), args.endpointId),
  }),
}));
