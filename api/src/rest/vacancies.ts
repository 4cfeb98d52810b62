import type { FastifyInstance } from 'fastify';
import { jsonBody, type RestOptions } from './route-kit.ts';
import { keptForVisitors } from './kept.ts';
import { bodyId, vacancyInput, vacancyJson } from './shapes.ts';

export async function vacancyRoutes(api: FastifyInstance, opts: RestOptions) {
  const { services } = opts;
  const json = (v: Parameters<typeof vacancyJson>[0]) => vacancyJson(v, services.vacancies);
  // Without a token: the visible vacancies (the careers loader). With a vacancy staff token: all;
  // the service decides from the viewer.
  api.get(
    '/vacancy',
    keptForVisitors(opts, async (req) => {
      const list = await services.vacancies.list(await req.ctx.viewer(), { includeHidden: 'ifAllowed' });
      return list.map(json);
    }),
  );

  api.get<{ Params: { id: string } }>('/vacancy/:id', async (req, reply) => {
    const vacancy = await services.vacancies.get(await req.ctx.viewer(), req.params.id);
    if (!vacancy) return reply.code(404).send({ message: 'Vacancy not found.', code: 'NOT_FOUND' });
    return json(vacancy);
  });

  // The service checks the caller first and the fields second (an anonymous POST is a 401 whatever
  // its body says), so the body goes to it unchecked.
  api.post('/vacancy', async (req, reply) => {
    const input = vacancyInput(jsonBody(req));
    return reply.code(201).send(json(await services.vacancies.create(await req.ctx.actor(), input)));
  });

  api.put('/vacancy', async (req) => {
    const body = jsonBody(req);
    const input = vacancyInput(body);
    return json(await services.vacancies.update(await req.ctx.actor(), bodyId(body), input));
  });

  api.delete<{ Params: { id: string } }>('/vacancy/:id', async (req) => ({
    _id: await services.vacancies.remove(await req.ctx.actor(), req.params.id),
  }));
}
