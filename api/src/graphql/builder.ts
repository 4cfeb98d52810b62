import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { PERMISSIONS, type Permission } from '@agency/schema/roles';
import { viewerCan } from '../services/access.ts';
import type { RequestContext } from '../context.ts';
import { forbidden, unauthenticated } from '../errors.ts';

export type AuthScopes = { loggedIn: boolean } & Record<Permission, boolean>;

/**
 * A file part of a multipart request. Yoga's fetch implementation (the Node ponyfill that enforces
 * formDataLimits) has its own File class, so the scalar accepts any Blob-like part, not only the
 * platform's File.
 */
export type UploadedPart = {
  name: string;
  type: string;
  size: number;
  stream: () => ReadableStream<Uint8Array>;
};
const isUploadedPart = (v: unknown): v is UploadedPart =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as UploadedPart).name === 'string' &&
  typeof (v as UploadedPart).stream === 'function';

/**
 * The Pothos builder: plugins and the role -> scope mapping only. Each domain file under
 * graphql/ declares its own types, queries and mutations.
 */
export const builder = new SchemaBuilder<{
  Context: RequestContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    File: { Input: UploadedPart; Output: never };
  };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => {
      const viewer = await ctx.viewer();
      // Every permission of the role table is a scope of the same name (an API key's own, decision 060).
      const scopes = Object.fromEntries(
        (Object.keys(PERMISSIONS) as Permission[]).map((p) => [p, viewerCan(viewer, p)]),
      ) as Record<Permission, boolean>;
      return { loggedIn: !!viewer, ...scopes };
    },
    // Signed in but lacking the role: FORBIDDEN. Not signed in (or a revoked token): UNAUTHENTICATED.
    unauthorizedError: (_parent, ctx) => (ctx.resolvedViewer() ? forbidden() : unauthenticated()),
  },
});

/**
 * A field's coarse scope, derived from the service's access table (services/access.ts): the very
 * permission the service checks on every call, so the two layers cannot drift (decision 043). More
 * than one: any of them.
 */
export function scopeOf(...permissions: [Permission, ...Permission[]]) {
  const scopes = Object.fromEntries(permissions.map((p) => [p, true])) as Partial<Record<Permission, true>>;
  return permissions.length === 1 ? scopes : { $any: scopes };
}

builder.queryType({ description: 'Everything the product can read.' });
builder.mutationType({ description: 'Everything the product can change.' });

/**
 * Each Date's ISO text, written once: the public data cache hands the same rows to every request,
 * and writing the text again for each one showed in profiles of the uncached article list
 * (decision 036). Nothing in the API changes a Date in place (no set* call anywhere), which keeping
 * the text relies on.
 */
const isoTexts = new WeakMap<Date, string>();
function isoText(date: Date): string {
  let text = isoTexts.get(date);
  if (text === undefined) isoTexts.set(date, (text = date.toISOString()));
  return text;
}

builder.scalarType('DateTime', {
  description: 'A moment in time, as an ISO 8601 string in UTC (e.g. 2026-11-22T10:00:00.000Z).',
  serialize: (value) => (value instanceof Date ? isoText(value) : new Date(value as string).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string.');
    return date;
  },
});

builder.scalarType('File', {
  description:
    'A file sent with the GraphQL multipart request specification (a multipart/form-data request with ' +
    '`operations`, `map` and one file part). Input only.',
  serialize: () => {
    throw new TypeError('File is an input-only scalar.');
  },
  parseValue: (value) => {
    if (!isUploadedPart(value)) throw new TypeError('Expected a file part of a multipart request.');
    return value;
  },
});
