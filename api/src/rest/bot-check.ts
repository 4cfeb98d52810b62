import type { FastifyInstance } from 'fastify';
import type { RestOptions } from './route-kit.ts';

export async function botCheckRoutes(api: FastifyInstance, { services }: RestOptions) {
  // The widget fetches this itself: the ALTCHA challenge ({ parameters, signature }) with the mode
  // beside it, or the provider's site key, or { mode: 'off' }. One client's, so never cached.
  api.get('/bot-check/challenge', async (req, reply) => {
    const challenge = await services.botCheckChallenge(await req.ctx.actor());
    return reply.header('cache-control', 'no-store').send(challenge);
  });
}
