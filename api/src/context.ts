import { API_KEY_PREFIX } from '@agency/schema/api-keys';
import type { Actor, Viewer } from './services/deps.ts';
import type { Services } from './services/index.ts';

/**
 * Per-request context for GraphQL resolvers and REST handlers. The viewer is resolved lazily and
 * once: public reads never touch the users table.
 */
export type RequestContext = {
  requestId: string;
  ip: string;
  services: Services;
  /** True when the request carried a bearer token (valid or not). */
  hasToken: boolean;
  viewer: () => Promise<Viewer | null>;
  actor: () => Promise<Actor>;
  /**
   * The viewer once resolved (undefined before), read synchronously to pick 401 vs 403. A function,
   * not a field: Yoga copies the context's fields, and a copied field would never see the update.
   */
  resolvedViewer: () => Viewer | null | undefined;
};

export function bearerToken(authorization: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}

export function createRequestContext(
  services: Services,
  req: {
    id: string;
    ip: string;
    authorization: string | undefined | null;
    userAgent?: string;
    idempotencyKey?: string | string[];
  },
): RequestContext {
  const token = bearerToken(req.authorization);
  let pending: Promise<Viewer | null> | undefined;
  let resolved: Viewer | null | undefined;
  const ctx: RequestContext = {
    requestId: req.id,
    ip: req.ip,
    services,
    hasToken: !!token,
    resolvedViewer: () => resolved,
    viewer: () => {
      // An API key (decision 060) is resolved beside the session token, in this one place.
      pending ??= (
        token?.startsWith(API_KEY_PREFIX)
          ? services.apiKeys.viewerFromKey(token, req.ip)
          : services.auth.viewerFromToken(token)
      ).then((v) => (resolved = v));
      return pending;
    },
    actor: async () => ({
      viewer: await ctx.viewer(),
      ip: req.ip,
      userAgent: req.userAgent,
      // A repeated header is passed on joined, so the service refuses it as malformed.
      submissionKey: Array.isArray(req.idempotencyKey) ? req.idempotencyKey.join(',') : req.idempotencyKey,
    }),
  };
  return ctx;
}
