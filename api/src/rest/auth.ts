import type { FastifyInstance } from 'fastify';
import { jsonBody, type RestOptions } from './index.ts';
import { userJson } from './shapes.ts';

export async function authRoutes(api: FastifyInstance, { services }: RestOptions) {
  // Answers the bare token string (JSON-encoded), which the web app stores under 'token'.
  api.post('/auth/login', async (req, reply) => {
    const body = jsonBody(req);
    const { token } = await services.auth.login(
      String(body.email ?? ''),
      String(body.password ?? ''),
      await req.ctx.actor(),
    );
    return reply.type('application/json').send(JSON.stringify(token));
  });

  api.get('/auth/me', async (req) => userJson(await services.auth.me(await req.ctx.viewer())));

  // Beyond the spec (whose logout only dropped the token): ends the token's session on the server.
  api.post('/auth/logout', async (req) => {
    await services.sessions.end(await req.ctx.viewer());
    return { message: 'Signed out.' };
  });

  api.post('/auth/password-recovery', async (req) => {
    await services.auth.requestRecovery(String(jsonBody(req).email ?? ''), await req.ctx.actor());
    return { message: 'If this e-mail belongs to an account, a link to set a new password is on its way.' };
  });

  api.post('/auth/new-password', async (req) => {
    const body = jsonBody(req);
    await services.auth.setNewPassword(
      String(body.id ?? body._id ?? body.userId ?? ''),
      String(body.token ?? body.linkJwt ?? ''),
      String(body.password ?? ''),
    );
    return { message: 'Your password is set. Please sign in.' };
  });
}
