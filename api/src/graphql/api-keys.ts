import { PERMISSIONS, type Permission } from '@agency/schema/roles';
import { ApiKeysService, type PublicApiKey } from '../services/api-keys.ts';
import { builder, scopeOf } from './builder.ts';

const PermissionEnum = builder.enumType('Permission', {
  description: 'A permission of the role table (@agency/schema/roles); an API key holds some of them.',
  values: Object.fromEntries(
    (Object.keys(PERMISSIONS) as Permission[]).map((p) => [
      p,
      { value: p, description: `The ${p} permission; roles that hold it: ${PERMISSIONS[p].join(', ')}.` },
    ]),
  ) as Record<Permission, { value: Permission; description: string }>,
});

const ApiKeyRef = builder.objectRef<PublicApiKey>('ApiKey').implement({
  description:
    'A key a program sends as `Authorization: Bearer agk_…` to GraphQL and REST (decision 060). It acts for its ' +
    'creator with the chosen permissions the creator still holds. The secret is shown once, at creation.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The public id part of the key.' }),
    name: t.exposeString('name', {
      description: 'What the key is for, e.g. "CRM sync"; the audit log names it.',
    }),
    prefix: t.exposeString('prefix', { description: 'The start of the key (agk_<id>), to tell keys apart.' }),
    permissions: t.field({
      type: [PermissionEnum],
      description: 'What the key may do.',
      resolve: (k) => k.permissions,
    }),
    allowedSources: t.exposeStringList('allowedSources', {
      description: 'IP addresses or CIDR ranges the key may be used from; empty = anywhere.',
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it stops working; null = never.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    createdByEmail: t.exposeString('createdByEmail', {
      description: 'Who created it (the key acts for them).',
    }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Its last use, to the minute (written at most once a minute).',
    }),
    lastUsedIp: t.exposeString('lastUsedIp', { nullable: true, description: 'The address of that use.' }),
    revokedAt: t.expose('revokedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was revoked; null while it works.',
    }),
  }),
});

const CreatedApiKeyRef = builder.objectRef<{ key: string; apiKey: PublicApiKey }>('CreatedApiKey').implement({
  description: 'A new key and its secret, which is never shown again.',
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'The whole key (agk_<id>_<secret>): store it now, it is shown once.',
    }),
    apiKey: t.field({
      type: ApiKeyRef,
      description: 'The key as the list shows it.',
      resolve: (r) => r.apiKey,
    }),
  }),
});

const ApiKeyCreateInput = builder.inputType('ApiKeyCreateInput', {
  description: 'A new API key.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'What the key is for (1-80 characters).' }),
    // Text, not the enum: a wrong name is then the service's BAD_USER_INPUT, after the caller's
    // permission is checked (a variable's enum error would answer strangers before that).
    permissions: t.stringList({
      required: true,
      description: 'At least one name of the Permission enum; only permissions the creator holds.',
    }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'When it stops working (in the future); null = never.',
    }),
    allowedSources: t.stringList({
      description: 'IP addresses or CIDR ranges, at most 20; empty = anywhere.',
    }),
  }),
});

builder.queryFields((t) => ({
  apiKeys: t.field({
    type: [ApiKeyRef],
    description: 'Every API key, newest first, revoked ones too (ADMIN, OWNER).',
    authScopes: scopeOf(ApiKeysService.access.list),
    resolve: async (_root, _args, ctx) => ctx.services.apiKeys.list(await ctx.viewer()),
  }),
}));

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKeyRef,
    description: 'Creates an API key and answers its secret once (ADMIN, OWNER).',
    authScopes: scopeOf(ApiKeysService.access.create),
    args: { input: t.arg({ type: ApiKeyCreateInput, required: true, description: 'The key.' }) },
    resolve: async (_root, { input }, ctx) => ctx.services.apiKeys.create(await ctx.actor(), input),
  }),
  revokeApiKey: t.field({
    type: ApiKeyRef,
    description: 'Revokes an API key: it stops working at once, on every instance (ADMIN, OWNER).',
    authScopes: scopeOf(ApiKeysService.access.revoke),
    args: { id: t.arg.id({ required: true, description: 'The key id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.apiKeys.revoke(await ctx.actor(), String(id)),
  }),
}));
