import type { FastifyInstance } from 'fastify';
import { ROLE_OPTIONS } from '@agency/schema/roles';
import { jsonBody, type RestOptions } from './route-kit.ts';
import { bodyId, flag, userJson } from './shapes.ts';
import type { PublicInvitation } from '../services/invitations.ts';

/** An invitation in the legacy shape (`_id`), marked so a client can tell it from a created user. */
const invitationJson = (i: PublicInvitation) => ({
  _id: i.id,
  email: i.email,
  roles: i.roles,
  invited: true,
  status: i.status,
  expiresAt: i.expiresAt.toISOString(),
});

/**
 * Roles as a list (`roles: ["COPYWRITER","HR"]`) or as one of the five labels (`role: "COPYWRITER + HR"`);
 * the user rules (@agency/schema/users) then check the list.
 */
function rolesOf(body: Record<string, unknown>): unknown {
  if (body.roles === undefined && typeof body.role === 'string') {
    const option = ROLE_OPTIONS.find((o) => o.label === body.role);
    return option ? [...option.roles] : [body.role];
  }
  return body.roles;
}

export async function userRoutes(api: FastifyInstance, { services }: RestOptions) {
  api.get<{ Querystring: { withoutOwner?: string } }>('/user/get-users', async (req) => {
    const users = await services.users.list(await req.ctx.viewer(), {
      withoutOwner: req.query.withoutOwner === undefined ? true : flag(req.query.withoutOwner),
    });
    return users.map(userJson);
  });

  // Writes hand the body to the service as sent (roles as a list): it checks the caller's role,
  // then the fields.
  // Without a password it invites (decision 061): the person chooses their own through the e-mailed
  // link. A password is still accepted from integrators that always sent one (compatibility).
  api.post('/user/create-user-in-admin-panel', async (req, reply) => {
    const body = jsonBody(req);
    if (body.password === undefined || body.password === null) {
      const invitation = await services.invitations.invite(await req.ctx.actor(), {
        email: body.email,
        roles: rolesOf(body),
      });
      return reply.code(201).send(invitationJson(invitation));
    }
    const user = await services.users.create(await req.ctx.actor(), { ...body, roles: rolesOf(body) });
    return reply.code(201).send(userJson(user));
  });

  api.put('/user/update-user', async (req) => {
    const body = jsonBody(req);
    const input = { ...body, roles: rolesOf(body) };
    return userJson(await services.users.update(await req.ctx.actor(), bodyId(body), input));
  });

  api.delete<{ Params: { id: string } }>('/user/:id', async (req) => ({
    _id: await services.users.remove(await req.ctx.actor(), req.params.id),
  }));

  // Beyond the spec: end every session of a user, as GraphQL's revokeUserSessions does.
  api.post<{ Params: { id: string } }>('/user/:id/revoke-sessions', async (req) =>
    userJson(await services.users.revokeSessions(await req.ctx.actor(), req.params.id)),
  );
}
