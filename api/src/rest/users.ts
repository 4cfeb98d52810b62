import type { FastifyInstance } from 'fastify';
import { ROLE_OPTIONS } from '@agency/schema/roles';
import { jsonBody, type RestOptions } from './index.ts';
import { bodyId, flag, userJson } from './shapes.ts';

/** Roles as a list (`roles: ["COPYWRITER","HR"]`) or as one of the five labels (`role: "COPYWRITER + HR"`). */
function rolesOf(body: Record<string, unknown>): string[] | undefined {
  if (Array.isArray(body.roles)) return body.roles.map(String);
  if (typeof body.role === 'string') {
    const option = ROLE_OPTIONS.find((o) => o.label === body.role);
    return option ? [...option.roles] : [body.role];
  }
  return undefined;
}

export async function userRoutes(api: FastifyInstance, { services }: RestOptions) {
  api.get<{ Querystring: { withoutOwner?: string } }>('/user/get-users', async (req) => {
    const users = await services.users.list(await req.ctx.viewer(), {
      withoutOwner: req.query.withoutOwner === undefined ? true : flag(req.query.withoutOwner),
    });
    return users.map(userJson);
  });

  api.post('/user/create-user-in-admin-panel', async (req, reply) => {
    const body = jsonBody(req);
    const user = await services.users.create(await req.ctx.viewer(), {
      name: String(body.name ?? ''),
      email: String(body.email ?? ''),
      password: String(body.password ?? ''),
      roles: rolesOf(body) ?? [],
    });
    return reply.code(201).send(userJson(user));
  });

  api.put('/user/update-user', async (req) => {
    const body = jsonBody(req);
    const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
    const user = await services.users.update(await req.ctx.viewer(), bodyId(body), {
      name: str('name'),
      email: str('email'),
      password: str('password'),
      roles: rolesOf(body),
      active: typeof body.active === 'boolean' ? body.active : undefined,
    });
    return userJson(user);
  });

  api.delete<{ Params: { id: string } }>('/user/:id', async (req) => ({
    _id: await services.users.remove(await req.ctx.viewer(), req.params.id),
  }));

  // Beyond the spec: end every session of a user, as GraphQL's revokeUserSessions does.
  api.post<{ Params: { id: string } }>('/user/:id/revoke-sessions', async (req) =>
    userJson(await services.users.revokeSessions(await req.ctx.viewer(), req.params.id)),
  );
}
