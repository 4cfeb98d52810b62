/**
 * Webhooks (decision 062): the events an endpoint may subscribe to, the permissions that decide
 * which lead events reach it, and the input rules and messages. The API's service checks with
 * these; the admin's Webhooks screen says the same before sending.
 */
import * as z from 'zod/mini';
import { PERMISSIONS, type Permission } from './roles.ts';

export const WEBHOOK_EVENTS = {
  'lead.received': 'A contact request or a job application arrived',
  'lead.stage_changed': 'A lead moved to another stage',
  'article.published': 'An article was published',
  'article.updated': 'A published article changed',
  'article.unpublished': 'An article was hidden or deleted',
  'vacancy.opened': 'A vacancy was listed',
  'vacancy.closed': 'A vacancy was hidden, closed or deleted',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];
/** Sent by "Send test delivery" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The permissions an endpoint may hold: lead events need the lead kind's (decision 062). */
export const WEBHOOK_PERMISSIONS = [
  'readContactRequests',
  'readJobApplications',
] as const satisfies readonly Permission[];

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

export const WEBHOOK_MESSAGES = {
  url: `Give the endpoint's address: an https:// URL of up to ${WEBHOOK_URL_MAX} characters.`,
  https: 'Only https:// addresses receive webhooks.',
  credentials: 'Leave the user name and password out of the address; check the signature instead.',
  description: `A description can be at most ${WEBHOOK_DESCRIPTION_MAX} characters.`,
  events: `Choose one or more events: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
  permissions: `Permissions are any of: ${WEBHOOK_PERMISSIONS.join(', ')}.`,
  privateAddress:
    'This address is inside a private network (or this machine). Only the owner may allow such endpoints.',
  allowPrivate: 'Only the owner may allow deliveries to private addresses.',
} as const;
const M = WEBHOOK_MESSAGES;

/** The address's form; whether it points inside is checked by the API (it resolves the host). */
export function webhookUrlProblem(raw: string): string | null {
  if (raw.length === 0 || raw.length > WEBHOOK_URL_MAX) return M.url;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return M.url;
  }
  if (url.protocol !== 'https:') return M.https;
  if (url.username || url.password) return M.credentials;
  return null;
}

const url = z.string(M.url).check(
  z.trim(),
  z.refine((v) => webhookUrlProblem(v) !== M.url, M.url),
  z.refine((v) => webhookUrlProblem(v) !== M.https, M.https),
  z.refine((v) => webhookUrlProblem(v) !== M.credentials, M.credentials),
);
const description = z
  .string(M.description)
  .check(z.trim(), z.maxLength(WEBHOOK_DESCRIPTION_MAX, M.description));
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES as [WebhookEventType, ...WebhookEventType[]], M.events), M.events)
  .check(z.minLength(1, M.events), z.maxLength(WEBHOOK_EVENT_TYPES.length, M.events));
const permissions = z
  .array(z.enum(WEBHOOK_PERMISSIONS, M.permissions), M.permissions)
  .check(z.maxLength(Object.keys(PERMISSIONS).length, M.permissions));

export const webhookEndpointCreate = z.object({
  url,
  description: z.optional(description),
  events,
  permissions: z.optional(permissions),
  enabled: z.optional(z.boolean()),
  allowPrivate: z.optional(z.boolean()),
});
export type WebhookEndpointCreate = z.output<typeof webhookEndpointCreate>;

/** Left out or null: as it is. */
export const webhookEndpointUpdate = z.object({
  url: z.nullish(url),
  description: z.nullish(description),
  events: z.nullish(events),
  permissions: z.nullish(permissions),
  enabled: z.nullish(z.boolean()),
  allowPrivate: z.nullish(z.boolean()),
});
