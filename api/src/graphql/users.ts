import { ROLES } from '@agency/schema/roles';
import type { PublicUser } from '../services/users-shared.ts';
import { builder, scopeOf } from './builder.ts';
import { UsersService } from '../services/users.ts';

export const RoleEnum = builder.enumType('Role', {
  description: 'A staff role. "COPYWRITER + HR" is a user holding both COPYWRITER and HR.',
  values: Object.fromEntries(ROLES.map((r) => [r, { value: r, description: `The ${r} role.` }])) as Record<
    (typeof ROLES)[number],
    { value: (typeof ROLES)[number]; description: string }
  >,
});

export const UserRef = builder.objectRef<PublicUser>('User').implement({
  description: 'A staff account of the admin area.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable identifier (the REST `_id`).' }),
    email: t.exposeString('email', { description: 'Sign-in e-mail, lower-case.' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    roles: t.field({ type: [RoleEnum], description: 'Roles held.', resolve: (u) => u.roles }),
    active: t.exposeBoolean('active', { description: 'False when the account may not sign in.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was created.' }),
    lastLoginAt: t.expose('lastLoginAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Last successful sign-in.',
    }),
  }),
});

const UserCreateInput = builder.inputType('UserCreateInput', {
  description: 'A new staff account.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Display name.' }),
    email: t.string({ required: true, description: 'Sign-in e-mail.' }),
    password: t.string({
      required: true,
      description: 'Initial password: 10-128 characters with a letter and a digit.',
    }),
    roles: t.field({
      type: [RoleEnum],
      required: true,
      description: 'One of [ADMIN], [HR], [COPYWRITER], [COPYWRITER, HR]. Only the OWNER grants ADMIN.',
    }),
  }),
});

const UserUpdateInput = builder.inputType('UserUpdateInput', {
  description:
    'Changes to a staff account; fields left out stay. Role, password or active changes end its sessions.',
  fields: (t) => ({
    name: t.string({ description: 'Display name.' }),
    email: t.string({ description: 'Sign-in e-mail.' }),
    password: t.string({ description: 'A new password.' }),
    roles: t.field({ type: [RoleEnum], description: 'The new role set (see UserCreateInput.roles).' }),
    active: t.boolean({ description: 'False blocks sign-in and ends sessions.' }),
  }),
});

builder.queryFields((t) => ({
  users: t.field({
    type: [UserRef],
    description: 'Staff accounts, newest first (ADMIN, OWNER).',
    authScopes: scopeOf(UsersService.access.list),
    args: {
      withoutOwner: t.arg.boolean({ description: 'Leave out the owner account.', defaultValue: true }),
    },
    resolve: async (_root, args, ctx) => ctx.services.users.list(await ctx.viewer(), args),
  }),
  user: t.field({
    type: UserRef,
    description: 'One staff account (ADMIN, OWNER).',
    authScopes: scopeOf(UsersService.access.get),
    args: { id: t.arg.id({ required: true, description: 'The user id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.users.get(await ctx.viewer(), String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createUser: t.field({
    type: UserRef,
    description:
      'Creates a staff account with a password chosen by the caller (ADMIN, OWNER): kept for existing integrations; ' +
      'the admin invites instead (inviteUser, decision 061), so the person chooses their own.',
    authScopes: scopeOf(UsersService.access.create),
    args: { input: t.arg({ type: UserCreateInput, required: true, description: 'The account.' }) },
    resolve: async (_root, { input }, ctx) => ctx.services.users.create(await ctx.actor(), input),
  }),
  updateUser: t.field({
    type: UserRef,
    description: 'Changes a staff account (ADMIN, OWNER). The owner account cannot be changed.',
    authScopes: scopeOf(UsersService.access.update),
    args: {
      id: t.arg.id({ required: true, description: 'The user id.' }),
      input: t.arg({ type: UserUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: async (_root, { id, input }, ctx) =>
      ctx.services.users.update(await ctx.actor(), String(id), input),
  }),
  deleteUser: t.id({
    description:
      'Deletes a staff account and returns its id (ADMIN, OWNER). Nobody deletes themselves or the owner.',
    authScopes: scopeOf(UsersService.access.remove),
    args: { id: t.arg.id({ required: true, description: 'The user id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.users.remove(await ctx.actor(), String(id)),
  }),
  revokeUserSessions: t.field({
    type: UserRef,
    description: 'Ends every session of a user: their current tokens stop working (ADMIN, OWNER).',
    authScopes: scopeOf(UsersService.access.revokeSessions),
    args: { id: t.arg.id({ required: true, description: 'The user id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.users.revokeSessions(await ctx.actor(), String(id)),
  }),
}));
